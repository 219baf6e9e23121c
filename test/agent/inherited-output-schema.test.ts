import { expect, it } from "vitest";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { recordingAgent } from "./helpers.js";

// What the model is offered holds a tool's own output schema only: one set on Object.prototype is
// no tool's, as the registry and serveMcp already read it (test/registry/inherited-keys.test.ts).
it("offers the model no output schema for a tool without one, whatever Object.prototype holds", () => {
  const registry = new ToolRegistry();
  registry.register("notes.count", { type: "object" }, () => 1, { description: "How many notes there are." });
  registry.register("notes.add", { type: "object" }, () => 1, { description: "Adds a note.", outputSchema: { type: "integer" } });
  const agent = recordingAgent({ name: "a", registry, model: new ScriptedModel([]) });
  Object.defineProperty(Object.prototype, "outputSchema", { value: { type: "string" }, configurable: true, writable: true });
  try {
    const offered = agent.toolDefinitions().map((tool) => [tool.name, Object.hasOwn(tool, "outputSchema") ? tool.outputSchema : "none"]);
    expect(offered).toEqual([
      ["notes.count", "none"],
      ["notes.add", { type: "integer" }],
      ["task_result", "none"],
    ]);
  } finally {
    delete (Object.prototype as Record<string, unknown>)["outputSchema"];
  }
});
