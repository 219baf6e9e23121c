import { describe, expect, it } from "vitest";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import type { HookFailure, ToolEventType } from "../../src/agent/tool-hooks.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, recordingAgent, until } from "./helpers.js";

type Seen = [ToolEventType, string, unknown, unknown, string | undefined];

function registry(): ToolRegistry {
  const r = new ToolRegistry();
  r.register("kv.get", { type: "object", properties: { key: { type: "string" } } }, (args) => ({ value: `v:${String(args["key"])}` }));
  r.register("kv.fail", { type: "object" }, () => {
    throw new Error("store offline");
  });
  return r;
}

describe("registerToolHook", () => {
  it("calls hooks with (eventType, toolName, toolArgs, toolResult, taskId): before then after", async () => {
    const d = new Dispatcher(registry());
    const seen: Seen[] = [];
    d.registerToolHook((...args) => void seen.push(args));
    await d.dispatch(call("kv.get", { key: "a" }), { agent: AGENT });
    expect(seen).toEqual([
      ["before", "kv.get", { key: "a" }, undefined, undefined],
      ["after", "kv.get", { key: "a" }, { value: "v:a" }, undefined],
    ]);
  });

  it("calls error hooks with the thrown error", async () => {
    const d = new Dispatcher(registry());
    const seen: Seen[] = [];
    d.registerToolHook((...args) => void seen.push(args));
    await d.dispatch(call("kv.fail", {}), { agent: AGENT });
    expect(seen.map((s) => s[0])).toEqual(["before", "error"]);
    expect((seen[1]?.[3] as Error).message).toBe("store offline");
  });

  it("gives error hooks the very value the handler threw, class, stack and fields, whether it threw, rejected, used up its retries or had moved to the background", async () => {
    class HttpError extends Error {
      constructor(readonly status: number) {
        super(`upstream answered ${status}`);
      }
    }
    const thrown = new HttpError(503);
    const r = new ToolRegistry();
    r.register("sync", { type: "object" }, () => {
      throw thrown;
    });
    r.register("async", { type: "object" }, () => Promise.reject(thrown));
    r.register("retried", { type: "object" }, () => Promise.reject(thrown), { idempotent: true });
    r.register("slow", { type: "object" }, () => new Promise((_resolve, reject) => setTimeout(() => reject(thrown), 30)), { timeoutMs: 5 });
    r.register("not_json", { type: "object" }, () => new Set([1]));
    const d = new Dispatcher(r);
    const errors: [string, unknown, string | undefined][] = [];
    d.registerToolHook((type, name, _args, result, taskId) => {
      if (type === "error") errors.push([name, result, taskId]);
    });

    for (const name of ["sync", "async", "retried"]) {
      const outcome = await d.dispatch(call(name, {}), { agent: AGENT });
      // The model still reads the message only.
      expect(JSON.parse(outcome.content)).toEqual({ error: "tool_error", message: "upstream answered 503" });
    }
    const running = await d.dispatch(call("slow", {}), { agent: AGENT });
    await until(() => errors.length === 4, "the background task's error hook");
    expect(errors.slice(0, 4)).toEqual([
      ["sync", thrown, undefined],
      ["async", thrown, undefined],
      ["retried", thrown, undefined],
      ["slow", thrown, running.status === "running" ? running.taskId : "not running"],
    ]);
    for (const [, error] of errors) {
      expect(error).toBe(thrown);
      expect(error).toMatchObject({ status: 503, stack: expect.stringContaining("upstream answered 503") });
    }

    // A result JSON cannot carry was not thrown: the hook gets an Error that says what the model reads.
    const notJson = await d.dispatch(call("not_json", {}), { agent: AGENT });
    expect(errors[4]?.[1]).toBeInstanceOf(Error);
    expect((errors[4]?.[1] as Error).message).toBe((JSON.parse(notJson.content) as { message: string }).message);
  });

  it("runs no hooks for calls that never reach the handler", async () => {
    const d = new Dispatcher(registry());
    const seen: Seen[] = [];
    d.registerToolHook((...args) => void seen.push(args));
    await d.dispatch(call("kv.missing", {}), { agent: AGENT });
    await d.dispatch(call("kv.get", { key: 1 }), { agent: AGENT });
    expect(seen).toEqual([]);
  });

  it("awaits async hooks in registration order, and unsubscribes", async () => {
    const d = new Dispatcher(registry());
    const order: string[] = [];
    const offFirst = d.registerToolHook(async (type) => {
      await new Promise((resolve) => setImmediate(resolve));
      order.push(`first:${type}`);
    });
    d.registerToolHook((type) => void order.push(`second:${type}`));
    await d.dispatch(call("kv.get", { key: "a" }), { agent: AGENT });
    expect(order).toEqual(["first:before", "second:before", "first:after", "second:after"]);

    offFirst();
    order.length = 0;
    await d.dispatch(call("kv.get", { key: "a" }), { agent: AGENT });
    expect(order).toEqual(["second:before", "second:after"]);
  });

  it("reports a hook that throws and goes on with the call and the other hooks", async () => {
    const failures: HookFailure[] = [];
    const d = new Dispatcher(registry(), { onHookError: (f) => failures.push(f) });
    const later: ToolEventType[] = [];
    d.registerToolHook((type) => {
      if (type === "before") throw new Error("hook bug");
    });
    d.registerToolHook((type) => void later.push(type));
    const outcome = await d.dispatch(call("kv.get", { key: "b" }), { agent: AGENT });
    expect(outcome).toMatchObject({ status: "ok", result: { value: "v:b" } });
    expect(later).toEqual(["before", "after"]);
    expect(failures).toMatchObject([{ eventType: "before", toolName: "kv.get", taskId: undefined }]);
    expect((failures[0]?.error as Error).message).toBe("hook bug");
  });
});

describe("hooks in the agent loop", () => {
  for (const stream of [false, true]) {
    it(`run, and a throwing hook is reported as an event without breaking the loop (stream: ${stream})`, async () => {
      const model = new ScriptedModel([
        { text: "Looking it up.", toolCalls: [{ name: "kv.get", arguments: { key: "k" } }] },
        { text: "The value is v:k." },
      ]);
      const agent = recordingAgent({ name: "tester", registry: registry(), model });
      const seen: ToolEventType[] = [];
      agent.registerToolHook((type) => void seen.push(type));
      agent.registerToolHook(async (type) => {
        if (type === "after") throw new Error("audit log unreachable");
      });

      const result = await agent.conversationWithTool("what is k?", { stream });
      expect(result).toMatchObject({ text: "The value is v:k.", stopped: "end" });
      expect(seen).toEqual(["before", "after"]);
      const warnings = agent.of("message").filter((m) => m.other.type === "hook_error");
      expect(warnings).toMatchObject([
        { message: "audit log unreachable", other: { type: "hook_error", event_type: "after", tool_name: "kv.get" }, ai_name: "tester" },
      ]);
      expect(agent.of("tool_result")).toMatchObject([{ status: "ok", tool_result: '{"value":"v:k"}' }]);
    });
  }
});
