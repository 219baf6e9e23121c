import { expect, it } from "vitest";
import type { BackgroundTask } from "../../src/agent/background-tasks.js";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, until } from "./helpers.js";

// A task whose handler has finished while its after hook hangs is still running (its outcome waits
// on the hook: task-settles-after-hooks), so remove(id) keeps it, as any running task: cancel(id)
// releases the wait on the hook, and once the task has settled it can be removed.

it("remove(id) of a task whose after hook hangs is false until cancel(id) has let it settle", async () => {
  const r = new ToolRegistry();
  r.register("report.compile", { type: "object" }, () => new Promise((resolve) => setTimeout(() => resolve("compiled"), 100)), { timeoutMs: 1 });
  const finished: BackgroundTask[] = [];
  const d = new Dispatcher(r, { onTaskSettled: (task) => void finished.push(task) });
  let afterHookRan = false;
  d.registerToolHook((eventType) => {
    if (eventType !== "after") return undefined;
    afterHookRan = true;
    return new Promise<void>(() => undefined);
  });
  expect((await d.dispatch(call("report.compile", {}), { agent: AGENT })).status).toBe("running");
  await until(() => afterHookRan, "the after hook");

  expect(d.tasks.remove("task_1")).toBe(false);
  d.tasks.cancelAll();
  await until(() => finished.length === 1, "onTaskSettled");
  expect(finished[0]?.outcome).toMatchObject({ status: "ok", content: "compiled" });
  expect(d.tasks.remove("task_1")).toBe(true);
  expect(d.tasks.list()).toEqual([]);
});
