import { expect, it } from "vitest";
import type { BackgroundTask } from "../../src/agent/background-tasks.js";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import type { ToolCallContext } from "../../src/registry/types.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, deferred, type RecordingAgent, recordingAgent, until } from "./helpers.js";

// A handler's signal aborts while its call runs: when the caller gives up (agent.abort(), the
// conversation's or dispatch's signal) or its task is cancelled. Once the handler has returned, the
// call is done: aborting the caller then, while the after hooks still run or any time later, must
// not fire an abort listener the handler left (a rollback, a connection closed) on completed work.

/** A tool whose handler leaves an abort listener and returns "written"; `rolledBack()` says whether it fired. */
function writingTool(r: ToolRegistry, options: { timeoutMs?: number } = {}): { rolledBack: () => boolean; signal: () => AbortSignal | undefined } {
  let rolledBack = false;
  let signal: AbortSignal | undefined;
  r.register(
    "files.write",
    { type: "object" },
    async (_args, ctx: ToolCallContext) => {
      signal = ctx.signal;
      ctx.signal.addEventListener("abort", () => (rolledBack = true));
      // Past a timeout of 1 ms, so that a call given one moves to the background.
      if (options.timeoutMs !== undefined) await new Promise((resolve) => setTimeout(resolve, 10));
      return "written";
    },
    options,
  );
  return { rolledBack: () => rolledBack, signal: () => signal };
}

/** An after hook that returns `pending`; returns whether it has been called. */
function pendingAfterHook(agent: RecordingAgent, pending: Promise<void>): () => boolean {
  let called = false;
  agent.registerToolHook((eventType) => {
    if (eventType !== "after") return undefined;
    called = true;
    return pending;
  });
  return () => called;
}

it("agent.abort() while a returned call's after hook runs leaves the handler's signal alone", async () => {
  const r = new ToolRegistry();
  const tool = writingTool(r);
  const model = new ScriptedModel([{ toolCalls: [{ name: "files.write", arguments: {} }] }]);
  const agent = recordingAgent({ name: "writer", registry: r, model });
  const afterHookRan = pendingAfterHook(agent, deferred().promise);

  const conversation = agent.conversationWithTool("Write the file.");
  await until(afterHookRan, "the after hook");
  agent.abort(new Error("user stopped"));
  const result = await conversation;

  expect(result.stopped).toBe("aborted");
  expect(agent.of("tool_result").map((record) => record.status)).toEqual(["ok"]);
  expect(tool.signal()?.aborted).toBe(false);
  expect(tool.rolledBack()).toBe(false);
});

it("agent.abort() after a conversation has ended fires no abort listener its calls' handlers left", async () => {
  const r = new ToolRegistry();
  const tool = writingTool(r);
  const model = new ScriptedModel([{ toolCalls: [{ name: "files.write", arguments: {} }] }, { text: "Written." }]);
  const agent = recordingAgent({ name: "writer", registry: r, model });

  expect((await agent.conversationWithTool("Write the file.")).stopped).toBe("end");
  agent.abort();

  expect(tool.signal()?.aborted).toBe(false);
  expect(tool.rolledBack()).toBe(false);
});

it("dispatch's signal aborting after the call has returned fires no abort listener of its handler", async () => {
  const r = new ToolRegistry();
  const tool = writingTool(r);
  const d = new Dispatcher(r);
  const controller = new AbortController();

  expect((await d.dispatch(call("files.write", {}), { agent: AGENT, signal: controller.signal })).status).toBe("ok");
  controller.abort();

  expect(tool.rolledBack()).toBe(false);
});

it("agent.abort() after a background task has settled releases its hooks without aborting the handler's signal", async () => {
  const r = new ToolRegistry();
  const tool = writingTool(r, { timeoutMs: 1 });
  const model = new ScriptedModel([{ toolCalls: [{ name: "files.write", arguments: {} }] }, { text: "It is running." }]);
  const agent = recordingAgent({ name: "writer", registry: r, model });
  const afterHookRan = pendingAfterHook(agent, new Promise<void>(() => undefined));

  await agent.conversationWithTool("Write the file.");
  await until(afterHookRan, "the after hook");
  agent.abort();
  await until(() => agent.of("task_done").length === 1, "the task_done record");

  expect(agent.of("task_done")[0]).toMatchObject({ tool_result: "written", is_error: false });
  expect(tool.signal()?.aborted).toBe(false);
  expect(tool.rolledBack()).toBe(false);
});

it("the caller's signal still aborts a handler that has not returned, in the foreground and in the background", async () => {
  const r = new ToolRegistry();
  const signals: AbortSignal[] = [];
  r.register("jobs.wait", { type: "object" }, (_args, ctx) => {
    signals.push(ctx.signal);
    return new Promise(() => undefined);
  });
  r.register("jobs.run", { type: "object" }, (_args, ctx) => {
    signals.push(ctx.signal);
    return new Promise(() => undefined);
  }, { timeoutMs: 1 });
  const settled: BackgroundTask[] = [];
  const d = new Dispatcher(r, { onTaskSettled: (task) => void settled.push(task) });
  const controller = new AbortController();
  const ctx = { agent: AGENT, signal: controller.signal };

  expect((await d.dispatch(call("jobs.run", {}), ctx)).status).toBe("running");
  const waiting = d.dispatch(call("jobs.wait", {}), ctx);
  await until(() => signals.length === 2, "both handlers");
  const reason = new Error("stop");
  controller.abort(reason);

  expect((await waiting).status).toBe("aborted");
  await until(() => settled.length === 1, "onTaskSettled");
  expect(settled[0]?.outcome?.status).toBe("aborted");
  expect(signals.map((signal) => signal.reason)).toEqual([reason, reason]);
});

it("a handler that reads its signal only after it has returned gets one the caller no longer aborts", async () => {
  const r = new ToolRegistry();
  let context: ToolCallContext | undefined;
  r.register("files.write", { type: "object" }, (_args, ctx) => {
    context = ctx;
    return "written";
  });
  const d = new Dispatcher(r);
  const controller = new AbortController();

  expect((await d.dispatch(call("files.write", {}), { agent: AGENT, signal: controller.signal })).status).toBe("ok");
  controller.abort();

  expect(context?.signal.aborted).toBe(false);
});
