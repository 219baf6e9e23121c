import { expect, it } from "vitest";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, until } from "./helpers.js";

// cancel(id) answers whether it released something. Once a settled task's hooks are done, what is
// left is the dispatcher's onTaskSettled, the caller's own callback, which cancel cannot stop: an
// async one that hangs must not make cancel answer true while nothing is released.

it("cancel(id) is false once the hooks are done, though an async onTaskSettled still runs", async () => {
  const r = new ToolRegistry();
  r.register("report.compile", { type: "object" }, () => new Promise((resolve) => setTimeout(() => resolve("compiled"), 100)), { timeoutMs: 1 });
  let notified = false;
  const d = new Dispatcher(r, {
    onTaskSettled: () => {
      notified = true;
      return new Promise<void>(() => undefined);
    },
  });
  expect((await d.dispatch(call("report.compile", {}), { agent: AGENT })).status).toBe("running");
  await until(() => notified, "onTaskSettled");

  expect(d.tasks.cancel("task_1")).toBe(false);
});
