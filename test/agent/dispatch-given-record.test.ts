import { expect, it } from "vitest";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call } from "./helpers.js";

// DispatchContext.record lets a caller that looked a tool up already (serveMcp) have the call run
// that record. One of another name is not the call's tool: taken, it would run another tool's
// handler, checked against another tool's schema and access list, under the called name.
it("runs the record given for the call's name, and looks up the registry's where the given one is another tool's", async () => {
  const registry = new ToolRegistry();
  const first = registry.register("notes.count", { type: "object" }, () => "first count");
  registry.register("notes.count", { type: "object" }, () => "second count", { override: true });
  const admin = registry.register("notes.clear", { type: "object" }, () => "cleared", { allowedAgents: ["admin"] });
  const d = new Dispatcher(registry);

  const given = await d.dispatch(call("notes.count", {}), { agent: AGENT, record: first });
  const other = await d.dispatch(call("notes.count", {}), { agent: AGENT, record: admin });
  expect([given.status, given.content]).toEqual(["ok", "first count"]);
  expect([other.status, other.content]).toEqual(["ok", "second count"]);
});
