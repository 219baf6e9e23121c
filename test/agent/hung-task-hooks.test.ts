import { expect, it } from "vitest";
import type { BackgroundTask } from "../../src/agent/background-tasks.js";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import type { ToolEventType } from "../../src/agent/tool-hooks.js";
import type { ToolHandler } from "../../src/registry/types.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, until } from "./helpers.js";

// A background task's hooks, like a call's (hung-hooks), are waited for only until the signal that
// aborts the task does: a hook that never settles must not hold back onTaskSettled (the task_done
// record, an MCP request waiting on the task) past agent.abort(), the caller's signal or cancel(id).

/** Starts a call of a tool run by `handler` that moves to the background, with a hook that never settles on `hangsOn`. */
async function backgroundCall(hangsOn: ToolEventType, handler: ToolHandler) {
  const r = new ToolRegistry();
  r.register("report.compile", { type: "object" }, handler, { timeoutMs: 1 });
  const settled: BackgroundTask[] = [];
  const d = new Dispatcher(r, { onTaskSettled: (task) => void settled.push(task) });
  const events: ToolEventType[] = [];
  d.registerToolHook((eventType) => {
    events.push(eventType);
    return eventType === hangsOn ? new Promise<void>(() => undefined) : undefined;
  });
  const controller = new AbortController();
  const outcome = await d.dispatch(call("report.compile", {}), { agent: AGENT, signal: controller.signal });
  expect(outcome.status).toBe("running");
  return { d, controller, events, settled };
}

it("settles a task cancelled while its error hook hangs", async () => {
  const { d, events, settled } = await backgroundCall("error", () => new Promise(() => undefined));
  d.tasks.cancel("task_1");
  await until(() => settled.length === 1, "onTaskSettled");
  expect(settled[0]?.outcome?.status).toBe("aborted");
  expect(events).toEqual(["before", "error"]);
});

it("settles a finished task whose after hook hangs once the caller's signal aborts", async () => {
  const { controller, events, settled } = await backgroundCall("after", () => new Promise((resolve) => setTimeout(() => resolve("compiled"), 10)));
  await until(() => events.includes("after"), "the after hook");
  expect(settled).toEqual([]);
  controller.abort();
  await until(() => settled.length === 1, "onTaskSettled");
  expect(settled[0]?.outcome).toMatchObject({ status: "ok", content: "compiled" });
});
