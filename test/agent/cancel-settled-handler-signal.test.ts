import { expect, it } from "vitest";
import type { BackgroundTask } from "../../src/agent/background-tasks.js";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, until } from "./helpers.js";

// cancel(id) of a task that has settled but whose after hook hangs stops the wait on the hook
// (cancel-settling-task). The handler returned long before: its signal must stay unaborted, or an
// abort listener it left (closing a connection, rolling back a write) fires on work already done.

function backgroundDispatcher(r: ToolRegistry): { d: Dispatcher; settled: BackgroundTask[] } {
  const settled: BackgroundTask[] = [];
  return { d: new Dispatcher(r, { onTaskSettled: (task) => void settled.push(task) }), settled };
}

/** An after hook that never settles; returns whether it has been called. */
function hangingAfterHook(d: Dispatcher): () => boolean {
  let called = false;
  d.registerToolHook((eventType) => {
    if (eventType !== "after") return undefined;
    called = true;
    return new Promise<void>(() => undefined);
  });
  return () => called;
}

it("cancel(id) of a settled task releases its hooks without aborting the handler's signal", async () => {
  const r = new ToolRegistry();
  let handlerSignal: AbortSignal | undefined;
  let listenerFired = false;
  r.register(
    "report.compile",
    { type: "object" },
    (_args, ctx) => {
      handlerSignal = ctx.signal;
      ctx.signal.addEventListener("abort", () => (listenerFired = true));
      return new Promise((resolve) => setTimeout(() => resolve("compiled"), 10));
    },
    { timeoutMs: 1 },
  );
  const { d, settled } = backgroundDispatcher(r);
  const afterHookRan = hangingAfterHook(d);
  expect((await d.dispatch(call("report.compile", {}), { agent: AGENT })).status).toBe("running");
  await until(afterHookRan, "the after hook");

  expect(d.tasks.cancel("task_1")).toBe(true);
  await until(() => settled.length === 1, "onTaskSettled");

  expect(settled[0]?.outcome).toMatchObject({ status: "ok", content: "compiled" });
  expect(handlerSignal?.aborted).toBe(false);
  expect(listenerFired).toBe(false);
});

it("cancel(id) of a running task still aborts the handler's signal", async () => {
  const r = new ToolRegistry();
  let handlerSignal: AbortSignal | undefined;
  r.register(
    "report.compile",
    { type: "object" },
    (_args, ctx) => {
      handlerSignal = ctx.signal;
      return new Promise(() => undefined);
    },
    { timeoutMs: 1 },
  );
  const { d, settled } = backgroundDispatcher(r);
  expect((await d.dispatch(call("report.compile", {}), { agent: AGENT })).status).toBe("running");

  expect(d.tasks.cancel("task_1", new Error("stop"))).toBe(true);
  await until(() => settled.length === 1, "onTaskSettled");

  expect(handlerSignal?.aborted).toBe(true);
  expect(settled[0]?.outcome?.status).toBe("aborted");
});
