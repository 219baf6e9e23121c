import { expect, it } from "vitest";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call } from "./helpers.js";

// A tool's validatorLoading is its record's own (the registry sets it on a tool with a deferred
// validator): one set on Object.prototype is no tool's, and must not hold up or fail its calls.
it("runs a call whatever validatorLoading Object.prototype holds", async () => {
  const registry = new ToolRegistry();
  registry.register("notes.count", { type: "object" }, () => 3);
  const d = new Dispatcher(registry);
  d.registerBuiltin({ ...registry.get("notes.count"), name: "notes.total" });
  const inherited = (): never => {
    throw new Error("Object.prototype's validatorLoading was called");
  };
  Object.defineProperty(Object.prototype, "validatorLoading", { value: inherited, configurable: true, writable: true });
  try {
    const outcomes = await d.dispatchAll([call("notes.count", {}), call("notes.total", {})], { agent: AGENT });
    expect(outcomes.map((o) => [o.status, o.content])).toEqual([
      ["ok", "3"],
      ["ok", "3"],
    ]);
  } finally {
    delete (Object.prototype as Record<string, unknown>)["validatorLoading"];
  }
});
