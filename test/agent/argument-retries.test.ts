import { describe, expect, it } from "vitest";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, contentOf, recordingAgent } from "./helpers.js";

function registry(runs: unknown[]): ToolRegistry {
  const r = new ToolRegistry();
  r.register(
    "math.square",
    { type: "object", properties: { n: { type: "number" } }, required: ["n"], additionalProperties: false },
    (args) => {
      runs.push(args);
      return (args["n"] as number) ** 2;
    },
  );
  r.register("math.noop", { type: "object", properties: { n: { type: "number" } } }, () => null);
  return r;
}

describe("bad-argument retries per tool", () => {
  it("answers the first N invalid calls with their errors, then cuts the tool off without running it", async () => {
    const runs: unknown[] = [];
    const d = new Dispatcher(registry(runs), { argumentRetries: 2 });
    const ctx = { agent: AGENT, retries: d.createRetryTracker() };
    expect((await d.dispatch(call("math.square", { n: "1" }), ctx)).status).toBe("invalid_arguments");
    expect((await d.dispatch(call("math.square", { n: "2" }), ctx)).status).toBe("invalid_arguments");

    const cut = await d.dispatch(call("math.square", { n: 3 }), ctx);
    expect(cut.status).toBe("retry_limit");
    expect(cut.isError).toBe(true);
    const content = contentOf(cut);
    expect(content["error"]).toBe("retry_limit");
    expect(content["message"]).toMatch(/^stop calling math\.square with these arguments: \{"n":3\}\. 2 calls to math\.square had invalid arguments/);
    expect(content["errors"]).toMatchObject([{ path: "/n", keyword: "type" }]);
    expect(runs).toEqual([]);

    // Other tools are not affected.
    expect((await d.dispatch(call("math.noop", { n: 1 }), ctx)).status).toBe("ok");
  });

  it("cuts off a malformed call repeated verbatim at once, key order aside", async () => {
    const d = new Dispatcher(registry([]));
    const ctx = { agent: AGENT, retries: d.createRetryTracker() };
    await d.dispatch(call("math.square", { n: "4", extra: true }), ctx);
    const repeat = await d.dispatch(call("math.square", { extra: true, n: "4" }), ctx);
    expect(repeat.status).toBe("retry_limit");
    expect(contentOf(repeat)["message"]).toContain('stop calling math.square with these arguments: {"extra":true,"n":"4"}');
    expect(contentOf(repeat)["message"]).toContain("This exact call already failed");
  });

  it("counts arguments that did not parse, and repeats of the same parse error", async () => {
    const d = new Dispatcher(registry([]));
    const ctx = { agent: AGENT, retries: d.createRetryTracker() };
    const bad = { id: "x", name: "math.square", arguments: undefined, parseError: "Unexpected end of JSON input" };
    expect((await d.dispatch(bad, ctx)).status).toBe("parse_error");
    expect((await d.dispatch(bad, ctx)).status).toBe("retry_limit");
  });

  it("lets a corrected call run before the limit", async () => {
    const runs: unknown[] = [];
    const d = new Dispatcher(registry(runs));
    const ctx = { agent: AGENT, retries: d.createRetryTracker() };
    await d.dispatch(call("math.square", { n: "5" }), ctx);
    const fixed = await d.dispatch(call("math.square", { n: 5 }), ctx);
    expect(fixed).toMatchObject({ status: "ok", content: "25" });
    expect(runs).toEqual([{ n: 5 }]);
  });

  it("never cuts off without a tracker (a dispatcher used outside a conversation)", async () => {
    const d = new Dispatcher(registry([]), { argumentRetries: 1 });
    for (let i = 0; i < 3; i++) expect((await d.dispatch(call("math.square", {}), { agent: AGENT })).status).toBe("invalid_arguments");
  });

  it("refuses a limit below one", () => {
    expect(() => new Dispatcher(registry([]), { argumentRetries: 0 })).toThrow(/argumentRetries must be a positive integer/);
  });
});

describe("the cut-off in the agent loop", () => {
  it("stops a model repeating a malformed call long before the step limit, with a clear final message", async () => {
    const runs: unknown[] = [];
    const stubborn = { toolCalls: [{ name: "math.square", arguments: { n: "nine" } }] };
    const model = new ScriptedModel([stubborn, stubborn, { text: "I cannot compute that." }]);
    const agent = recordingAgent({ name: "tester", registry: registry(runs), model, maxSteps: 10 });
    const result = await agent.conversationWithTool("square nine");
    expect(result).toMatchObject({ text: "I cannot compute that.", stopped: "end", steps: 3 });
    expect(agent.of("tool_result").map((r) => r.status)).toEqual(["invalid_arguments", "retry_limit"]);
    expect(runs).toEqual([]);
  });

  it("counts per conversation: reset() starts the count again", async () => {
    const bad = { toolCalls: [{ name: "math.square", arguments: { n: "x" } }] };
    const model = new ScriptedModel([bad, { text: "no" }, bad, { text: "no" }]);
    const agent = recordingAgent({ name: "tester", registry: registry([]), model, argumentRetries: 1 });
    await agent.conversationWithTool("one");
    agent.reset();
    await agent.conversationWithTool("two");
    expect(agent.of("tool_result").map((r) => r.status)).toEqual(["invalid_arguments", "invalid_arguments"]);
  });
});
