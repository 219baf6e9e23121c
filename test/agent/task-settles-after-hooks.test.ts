import { expect, it } from "vitest";
import type { BackgroundTask } from "../../src/agent/background-tasks.js";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import type { ToolEventType, ToolHook } from "../../src/agent/tool-hooks.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, contentOf, deferred, type Deferred, recordingAgent, until } from "./helpers.js";

// A call's after and error hooks are part of it: in the foreground the model gets the result once
// they have run. A call that moved to the background is the same: until its hooks have run (or been
// given up on), the task is running, task_result says so, no [background tasks finished] note tells
// of it and tasks.get/list show no outcome, so nothing reads an outcome before its hooks (an audit
// log, a cache the model then queries) are done with it.

/** A tool that moves to the background and then returns `result` (or throws it, when `throws`). */
function backgroundTool(r: ToolRegistry, result: unknown, throws = false): void {
  r.register(
    "report.compile",
    { type: "object" },
    () =>
      new Promise((resolve, reject) => {
        setTimeout(() => (throws ? reject(result) : resolve(result)), 10);
      }),
    { timeoutMs: 1 },
  );
}

/** A hook, registered with `register`, that waits for `gate` on report.compile's `eventType`; returns the events it saw, with their task ids. */
function gatedHook(register: (hook: ToolHook) => unknown, eventType: ToolEventType, gate: Deferred<void>): string[] {
  const seen: string[] = [];
  register((type, toolName, _args, _result, taskId) => {
    if (toolName !== "report.compile") return undefined;
    seen.push(`${type} ${taskId ?? "-"}`);
    return type === eventType ? gate.promise : undefined;
  });
  return seen;
}

it("task_result and the task list show a task as running until its after hook has finished", async () => {
  const r = new ToolRegistry();
  backgroundTool(r, "compiled");
  const model = new ScriptedModel([{ toolCalls: [{ name: "report.compile", arguments: {} }] }, { text: "It is running." }, { text: "Still on it." }]);
  const agent = recordingAgent({ name: "reporter", registry: r, model });
  const audit = deferred();
  const seen = gatedHook((hook) => agent.registerToolHook(hook), "after", audit);
  const taskResult = () => agent.dispatcher.dispatch(call("task_result", { task_id: "task_1" }), { agent: AGENT });

  await agent.conversationWithTool("Compile the report.");
  await until(() => seen.includes("after task_1"), "the after hook");

  const task = agent.dispatcher.tasks.get("task_1");
  expect([task?.state, task?.outcome, task?.settledAt]).toEqual(["running", undefined, undefined]);
  expect(agent.dispatcher.tasks.running().map((task) => task.id)).toEqual(["task_1"]);
  expect(contentOf(await taskResult())).toMatchObject({ task_id: "task_1", status: "running" });
  await agent.conversationWithTool("Any news?");
  expect(model.requests[2]?.messages.map((m) => (m.role === "user" ? m.content : m.role))).not.toContainEqual(expect.stringContaining("[background tasks finished]"));
  expect(agent.of("task_done")).toEqual([]);

  audit.resolve();
  await until(() => agent.of("task_done").length === 1, "the task_done record");
  expect(agent.dispatcher.tasks.get("task_1")).toMatchObject({ state: "settled", outcome: { status: "ok", result: "compiled" } });
  expect(contentOf(await taskResult())).toEqual({ task_id: "task_1", tool: "report.compile", status: "done", result: "compiled" });
});

it("a task whose handler threw is running until its error hook has finished", async () => {
  const r = new ToolRegistry();
  backgroundTool(r, new Error("the printer is out of paper"), true);
  const settled: BackgroundTask[] = [];
  const d = new Dispatcher(r, { onTaskSettled: (task) => void settled.push(task) });
  const audit = deferred();
  const seen = gatedHook((hook) => d.registerToolHook(hook), "error", audit);

  expect((await d.dispatch(call("report.compile", {}), { agent: AGENT })).status).toBe("running");
  await until(() => seen.includes("error task_1"), "the error hook");
  expect(d.tasks.get("task_1")?.state).toBe("running");
  expect(d.tasks.remove("task_1")).toBe(false);

  audit.resolve();
  await until(() => settled.length === 1, "onTaskSettled");
  expect(d.tasks.get("task_1")).toMatchObject({ state: "settled", outcome: { status: "error", isError: true } });
  expect(d.tasks.remove("task_1")).toBe(true);
});

it("cancel(id) of a task whose after hook hangs settles it with the handler's result", async () => {
  const r = new ToolRegistry();
  backgroundTool(r, "compiled");
  const settled: BackgroundTask[] = [];
  const d = new Dispatcher(r, { onTaskSettled: (task) => void settled.push(task) });
  const seen = gatedHook((hook) => d.registerToolHook(hook), "after", deferred());

  expect((await d.dispatch(call("report.compile", {}), { agent: AGENT })).status).toBe("running");
  await until(() => seen.includes("after task_1"), "the after hook");
  expect(d.tasks.cancel("task_1")).toBe(true);
  await until(() => settled.length === 1, "onTaskSettled");

  expect(d.tasks.get("task_1")).toMatchObject({ state: "settled", outcome: { status: "ok", result: "compiled" } });
  expect(d.tasks.cancel("task_1")).toBe(false);
});
