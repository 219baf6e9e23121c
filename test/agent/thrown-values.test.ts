import { describe, expect, it } from "vitest";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, contentOf, until } from "./helpers.js";

// What a handler or a hook may throw besides an Error: values String() cannot convert (an object
// without a prototype) and plain objects, which it writes as "[object Object]".

/** An object without a prototype, as `Object.create(null)` makes: `String()` of it throws. */
function bare(fields: Record<string, unknown> = {}): object {
  return Object.assign(Object.create(null) as object, fields);
}

describe("a thrown value that is not an Error", () => {
  it("settles a call whose async handler rejects with an object without a prototype, as a tool error", async () => {
    const r = new ToolRegistry();
    r.register("db.query", { type: "object" }, () => Promise.reject(bare({ code: "E_DB" })));
    r.register("db.sync", { type: "object" }, () => {
      throw bare();
    });
    const d = new Dispatcher(r);
    const rejected = await d.dispatch(call("db.query", {}), { agent: AGENT });
    expect(rejected.status).toBe("error");
    expect(contentOf(rejected)).toEqual({ error: "tool_error", message: '{"code":"E_DB"}' });
    const thrown = await d.dispatch(call("db.sync", {}), { agent: AGENT });
    expect(contentOf(thrown)).toEqual({ error: "tool_error", message: "{}" });
    // The error hooks get what was thrown, as for an Error.
    expect(thrown.status === "error" && Object.getPrototypeOf(thrown.cause)).toBe(null);
  });

  it("gives the model a thrown plain object as JSON, not as [object Object]", async () => {
    const r = new ToolRegistry();
    r.register("http.get", { type: "object" }, async () => {
      throw { status: 404, message: "no such page" };
    });
    const outcome = await new Dispatcher(r).dispatch(call("http.get", {}), { agent: AGENT });
    expect(contentOf(outcome)).toEqual({ error: "tool_error", message: '{"status":404,"message":"no such page"}' });
  });

  it("settles a background task whose handler rejects so, and runs its error hooks", async () => {
    const r = new ToolRegistry();
    r.register("slow.fail", { type: "object" }, () => new Promise((_resolve, reject) => setTimeout(() => reject(bare()), 30)), { timeoutMs: 1 });
    const d = new Dispatcher(r);
    const errors: unknown[] = [];
    d.registerToolHook((eventType, _name, _args, result) => {
      if (eventType === "error") errors.push(result);
    });
    const outcome = await d.dispatch(call("slow.fail", {}), { agent: AGENT });
    expect(outcome.status).toBe("running");
    const taskId = outcome.status === "running" ? outcome.taskId : "";
    await until(() => d.tasks.get(taskId)?.state === "settled", "the task to settle");
    expect(d.tasks.get(taskId)?.outcome?.content).toBe('{"error":"tool_error","message":"{}"}');
    expect(errors).toHaveLength(1);
  });

  it("warns of such a hook's throw with the default onHookError, rather than fail the call", async () => {
    const r = new ToolRegistry();
    r.register("kv.get", { type: "object" }, () => "value");
    const d = new Dispatcher(r);
    d.registerToolHook(async () => {
      throw bare({ hook: "audit" });
    });
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warned.push(message);
    try {
      expect(await d.dispatch(call("kv.get", {}), { agent: AGENT })).toMatchObject({ status: "ok", content: "value" });
    } finally {
      console.warn = warn;
    }
    expect(warned).toEqual([
      'gen-tools: a before hook for kv.get threw: {"hook":"audit"}',
      'gen-tools: a after hook for kv.get threw: {"hook":"audit"}',
    ]);
  });
});
