import { expect, it } from "vitest";
import { BaseAgent } from "../../src/agent/base-agent.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import { InvalidAgentError, ToolRegistry } from "../../src/registry/index.js";

// An agent's name is what access lists name it by: an empty or missing one is refused by the agent's
// constructor, in its own words, before the registry's bindAgent would refuse it in its own.
it("refuses an agent without a name, naming the agent's class and the option", () => {
  class Planner extends BaseAgent {}
  const options = { registry: new ToolRegistry(), model: new ScriptedModel([]) };
  for (const name of ["", undefined]) {
    const make = (): BaseAgent => new Planner({ ...options, name } as never);
    expect(make).toThrow(InvalidAgentError);
    expect(make).toThrow(`Planner: name must be a non-empty string (access lists name agents by it), got ${name === "" ? '""' : "undefined"}`);
  }
  expect(new Planner({ ...options, name: "planner" }).name).toBe("planner");
});
