import { expect, it } from "vitest";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, until } from "./helpers.js";

// Background tasks aborted by their caller's signal (agent.abort(), the conversation's signal, a
// cancelled MCP request) are cancelled already: their error hooks are not waited on, so cancel(id)
// has nothing left to release. It answered true until the hooks had been given up on.

it("cancel(id) of tasks whose caller's signal aborted is false, though their error hooks still run", async () => {
  const r = new ToolRegistry();
  r.register("report.compile", { type: "object" }, () => new Promise(() => undefined), { timeoutMs: 1 });
  const d = new Dispatcher(r);
  const hookedTasks: (string | undefined)[] = [];
  // Each error hook hangs, as one awaiting a logging service that never answers.
  d.registerToolHook((eventType, _toolName, _args, _result, taskId) => {
    if (eventType === "error") hookedTasks.push(taskId);
    return eventType === "error" ? new Promise<void>(() => undefined) : undefined;
  });
  const caller = new AbortController();
  const sent = [call("report.compile", {}, "c_1"), call("report.compile", {}, "c_2")];
  const answers = await Promise.all(sent.map((c) => d.dispatch(c, { agent: AGENT, signal: caller.signal })));
  expect(answers.map((answer) => answer.status)).toEqual(["running", "running"]);

  caller.abort();
  expect([d.tasks.cancel("task_1"), d.tasks.cancel("task_2")]).toEqual([false, false]);
  await until(() => hookedTasks.length === 2, "the error hooks");
  expect(d.tasks.list().map((task) => task.outcome?.status)).toEqual(["aborted", "aborted"]);
});
