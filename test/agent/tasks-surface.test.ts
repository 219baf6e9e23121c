import { expect, it } from "vitest";
import type { BackgroundTask } from "../../src/agent/background-tasks.js";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, deferred, recordingAgent, until } from "./helpers.js";

// agent.dispatcher.tasks is what README documents: tasks to read, cancel and remove. Adding and
// settling them is the dispatcher's: a user's call of the former finish() left cancel(id) nothing
// to abort (it answered false, and the handler ran on), and settle() could give a task any outcome.

it("agent.dispatcher.tasks offers get, list, running, cancel, cancelAll and remove, and nothing else", () => {
  const agent = recordingAgent({ name: "tester", registry: new ToolRegistry(), model: new ScriptedModel([]) });
  const { tasks } = agent.dispatcher;
  const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(tasks)).filter((name) => name !== "constructor");

  expect(methods.sort()).toEqual(["cancel", "cancelAll", "get", "list", "remove", "running"]);
  expect(Object.keys(tasks)).toEqual([]);
});

it("remove(id) keeps a running task and forgets a settled one", async () => {
  const r = new ToolRegistry();
  const job = deferred<string>();
  r.register("jobs.run", { type: "object" }, () => job.promise, { timeoutMs: 1 });
  const settled: BackgroundTask[] = [];
  const d = new Dispatcher(r, { onTaskSettled: (task) => void settled.push(task) });

  expect((await d.dispatch(call("jobs.run", {}), { agent: AGENT })).status).toBe("running");
  const task = d.tasks.get("task_1");
  expect(d.tasks.remove("task_1")).toBe(false);
  expect(d.tasks.list()).toEqual([task]);

  job.resolve("done");
  await until(() => settled.length === 1, "onTaskSettled");
  expect(d.tasks.remove("task_1")).toBe(true);
  expect(d.tasks.get("task_1")).toBeUndefined();
  expect(d.tasks.list()).toEqual([]);
  expect(d.tasks.remove("task_1")).toBe(false);
});
