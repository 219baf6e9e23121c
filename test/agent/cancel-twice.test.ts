import { expect, it } from "vitest";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, until } from "./helpers.js";

// cancel(id) answers whether it released something: a running task cancelled once settles as
// aborted at once, and a second cancel, even straight after, has nothing left to do.

it("cancel(id) of a task already cancelled is false, though its error hook still runs", async () => {
  const r = new ToolRegistry();
  r.register("report.compile", { type: "object" }, () => new Promise(() => undefined), { timeoutMs: 1 });
  let errorHookRan = false;
  const d = new Dispatcher(r);
  d.registerToolHook((eventType) => {
    if (eventType !== "error") return undefined;
    errorHookRan = true;
    return new Promise<void>(() => undefined);
  });
  expect((await d.dispatch(call("report.compile", {}), { agent: AGENT })).status).toBe("running");

  expect([d.tasks.cancel("task_1"), d.tasks.cancel("task_1")]).toEqual([true, false]);
  await until(() => errorHookRan, "the error hook");
  expect(d.tasks.get("task_1")?.outcome?.status).toBe("aborted");
});
