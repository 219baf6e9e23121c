import { describe, expect, it } from "vitest";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, deferred, recordingAgent, until } from "./helpers.js";

// dispatcher.tasks hands out its tasks themselves: a user's write to one (task.state = "settled")
// must not change what the dispatcher does with it, or cancel(id) would answer false for a running
// task, and task.delivered = true would hide a result the model was never given.

/** Tries to write `value` to `key`, as plain JavaScript or a cast would; whether the write took. */
function tryWrite(target: object, key: string, value: unknown): boolean {
  return Reflect.set(target, key, value);
}

describe("a background task's fields", () => {
  it("cannot be written: a running task stays running for list, running and cancel", async () => {
    const registry = new ToolRegistry();
    const job = deferred<string>();
    registry.register("jobs.run", { type: "object" }, () => job.promise, { timeoutMs: 1 });
    const d = new Dispatcher(registry);
    await d.dispatch(call("jobs.run", {}), { agent: AGENT });
    const task = d.tasks.get("task_1")!;

    expect(tryWrite(task, "state", "settled")).toBe(false);
    expect(tryWrite(task, "outcome", { status: "ok" })).toBe(false);
    expect(tryWrite(task, "id", "task_9")).toBe(false);
    expect(() => Object.defineProperty(task, "state", { value: "settled" })).toThrow(TypeError);

    expect(d.tasks.list().map((t) => [t.id, t.state])).toEqual([["task_1", "running"]]);
    expect(d.tasks.running()).toEqual([task]);
    expect(d.tasks.remove("task_1")).toBe(false);
    expect(d.tasks.cancel("task_1")).toBe(true);
    await until(() => task.state === "settled", "the cancelled task");
    expect(task.outcome?.status).toBe("aborted");
  });

  it("cannot be marked delivered by a user: the model is still told of the result, as task_result writes it", async () => {
    const registry = new ToolRegistry();
    registry.register("jobs.run", { type: "object" }, () => new Promise((resolve) => setTimeout(() => resolve("job done"), 100)), { timeoutMs: 1 });
    const model = new ScriptedModel([{ toolCalls: [{ name: "jobs.run" }] }, { text: "Running." }, { text: "Done." }]);
    const agent = recordingAgent({ name: "guest", registry, model });
    await agent.conversationWithTool("Run the job.");
    await until(() => agent.dispatcher.tasks.get("task_1")?.state === "settled", "the job");
    const task = agent.dispatcher.tasks.get("task_1")!;

    expect(tryWrite(task, "delivered", true)).toBe(false);
    expect(tryWrite(task.outcome!, "content", "forged")).toBe(false);
    await agent.conversationWithTool("Done?");

    const report = '{"task_id":"task_1","tool":"jobs.run","status":"done","result":"job done"}';
    expect(model.requests[2]?.messages.at(-1)).toEqual({ role: "user", content: `[background tasks finished]\n${report}` });
    expect(task.delivered).toBe(true);
    expect((await agent.dispatcher.dispatch(call("task_result", { task_id: "task_1" }), { agent: AGENT })).content).toBe(report);
  });
});
