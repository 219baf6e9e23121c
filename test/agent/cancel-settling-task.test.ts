import { expect, it } from "vitest";
import type { BackgroundTask } from "../../src/agent/background-tasks.js";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import type { ToolEventType } from "../../src/agent/tool-hooks.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, until } from "./helpers.js";

// A background task whose handler has finished but whose after hook hangs is still running: its
// outcome and task_done wait on the hook (task-settles-after-hooks). tasks.cancel(id) must release
// that wait, as it aborts a running handler: it was answered false, and only agent.abort() (every
// task) or the caller's signal could.

it("cancel(id) releases a settled task whose after hook hangs, once", async () => {
  const r = new ToolRegistry();
  r.register("report.compile", { type: "object" }, () => new Promise((resolve) => setTimeout(() => resolve("compiled"), 100)), { timeoutMs: 1 });
  const settled: BackgroundTask[] = [];
  const d = new Dispatcher(r, { onTaskSettled: (task) => void settled.push(task) });
  const events: ToolEventType[] = [];
  d.registerToolHook((eventType) => {
    events.push(eventType);
    return eventType === "after" ? new Promise<void>(() => undefined) : undefined;
  });
  expect((await d.dispatch(call("report.compile", {}), { agent: AGENT })).status).toBe("running");
  await until(() => events.includes("after"), "the after hook");
  expect(d.tasks.get("task_1")?.state).toBe("running");

  expect(d.tasks.cancel("task_1")).toBe(true);
  await until(() => settled.length === 1, "onTaskSettled");
  expect(settled[0]?.outcome).toMatchObject({ status: "ok", content: "compiled" });
  // Nothing is left to release.
  expect(d.tasks.cancel("task_1")).toBe(false);
});

it("cancel(id) of a task whose hooks and onTaskSettled are done is false", async () => {
  const r = new ToolRegistry();
  r.register("report.compile", { type: "object" }, () => new Promise((resolve) => setTimeout(() => resolve("compiled"), 100)), { timeoutMs: 1 });
  const settled: BackgroundTask[] = [];
  const d = new Dispatcher(r, { onTaskSettled: (task) => void settled.push(task) });
  await d.dispatch(call("report.compile", {}), { agent: AGENT });
  await until(() => settled.length === 1, "onTaskSettled");

  expect(d.tasks.cancel("task_1")).toBe(false);
});
