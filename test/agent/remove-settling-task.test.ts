import { expect, it } from "vitest";
import type { BackgroundTask } from "../../src/agent/background-tasks.js";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, until } from "./helpers.js";

// A task that has settled while its after hook hangs can be removed (its outcome is there), but once
// it is gone, cancel(id) and cancelAll() cannot find it to release the wait on the hook: its
// task_done waited for a hook that may never end. Removing it releases that wait, as cancel does.

it("remove(id) of a settled task whose after hook hangs lets its onTaskSettled run", async () => {
  const r = new ToolRegistry();
  r.register("report.compile", { type: "object" }, () => new Promise((resolve) => setTimeout(() => resolve("compiled"), 10)), { timeoutMs: 1 });
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

  expect(d.tasks.remove("task_1")).toBe(true);
  d.tasks.cancelAll();
  await until(() => finished.length === 1, "onTaskSettled");
  expect(finished[0]?.outcome).toMatchObject({ status: "ok", content: "compiled" });
  expect(d.tasks.list()).toEqual([]);
});
