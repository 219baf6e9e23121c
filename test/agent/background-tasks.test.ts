import { describe, expect, it } from "vitest";
import type { BackgroundTask } from "../../src/agent/background-tasks.js";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import type { ToolEventType } from "../../src/agent/tool-hooks.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, contentOf, deferred, recordingAgent, until } from "./helpers.js";

/** A registry with `slow.job`, which waits for the test to finish it and moves to the background after 20 ms. */
function slowRegistry() {
  const r = new ToolRegistry();
  const gate = deferred<unknown>();
  const signals: AbortSignal[] = [];
  r.register(
    "slow.job",
    { type: "object", properties: { n: { type: "integer" } } },
    (_args, ctx) => {
      signals.push(ctx.signal);
      return gate.promise;
    },
    { timeoutMs: 20 },
  );
  return { r, gate, signals };
}

describe("a call past its timeout", () => {
  it("answers running with a task id at once, and settles later with hooks and an event", async () => {
    const { r, gate } = slowRegistry();
    const settled: BackgroundTask[] = [];
    const d = new Dispatcher(r, { onTaskSettled: (t) => settled.push(t) });
    const hooks: [ToolEventType, unknown, string | undefined][] = [];
    d.registerToolHook((type, _name, _args, result, taskId) => void hooks.push([type, result, taskId]));

    const outcome = await d.dispatch(call("slow.job", { n: 1 }, "s1"), { agent: AGENT });
    expect(outcome.status).toBe("running");
    if (outcome.status !== "running") return;
    expect(outcome.isError).toBe(false);
    expect(contentOf(outcome)).toMatchObject({ status: "running", task_id: outcome.taskId });
    expect(contentOf(outcome)["message"]).toContain("task_result");
    expect(d.tasks.get(outcome.taskId)).toMatchObject({ state: "running", toolName: "slow.job", callId: "s1", arguments: { n: 1 } });
    expect(hooks).toEqual([["before", undefined, undefined]]);

    gate.resolve({ answer: 42 });
    await until(() => settled.length === 1, "the task to settle");
    expect(settled[0]).toMatchObject({ id: outcome.taskId, state: "settled", outcome: { status: "ok", result: { answer: 42 }, content: '{"answer":42}' } });
    expect(hooks[1]).toEqual(["after", { answer: 42 }, outcome.taskId]);
  });

  it("uses the dispatcher's default timeout for a tool without its own", async () => {
    const r = new ToolRegistry();
    r.register("wait", { type: "object" }, () => new Promise(() => undefined));
    const outcome = await new Dispatcher(r, { defaultTimeoutMs: 10 }).dispatch(call("wait", {}), { agent: AGENT });
    expect(outcome.status).toBe("running");
  });

  it("runs error hooks with the task id when a background task throws", async () => {
    const { r, gate } = slowRegistry();
    const errors: [unknown, string | undefined][] = [];
    const settled: BackgroundTask[] = [];
    const d = new Dispatcher(r, { onTaskSettled: (t) => settled.push(t) });
    d.registerToolHook((type, _name, _args, result, taskId) => {
      if (type === "error") errors.push([result, taskId]);
    });
    const outcome = await d.dispatch(call("slow.job", {}), { agent: AGENT });
    gate.reject(new Error("backend gone"));
    await until(() => settled.length === 1, "the task to settle");
    expect(settled[0]?.outcome).toMatchObject({ status: "error", isError: true, error: { message: "backend gone" } });
    expect(errors).toHaveLength(1);
    expect((errors[0]?.[0] as Error).message).toBe("backend gone");
    expect(errors[0]?.[1]).toBe(outcome.status === "running" ? outcome.taskId : "none");
  });

  it("cancels a running task through its signal, and drops its late result", async () => {
    const { r, gate, signals } = slowRegistry();
    const settled: BackgroundTask[] = [];
    const d = new Dispatcher(r, { onTaskSettled: (t) => settled.push(t) });
    const outcome = await d.dispatch(call("slow.job", {}), { agent: AGENT });
    if (outcome.status !== "running") throw new Error(`expected running, got ${outcome.status}`);
    expect(d.tasks.cancel(outcome.taskId, new Error("user gave up"))).toBe(true);
    expect(signals[0]?.aborted).toBe(true);
    await until(() => settled.length === 1, "the task to settle");
    expect(settled[0]?.outcome?.status).toBe("aborted");

    gate.resolve("too late");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toHaveLength(1);
    expect(d.tasks.get(outcome.taskId)?.outcome?.status).toBe("aborted");
    expect(d.tasks.cancel(outcome.taskId)).toBe(false);
  });
});

describe("the handler's signal, made only when needed", () => {
  it("aborts for a handler that reads it only after its call moved to the background and was cancelled", async () => {
    const r = new ToolRegistry();
    const gate = deferred();
    let late: AbortSignal | undefined;
    r.register(
      "slow.lazy",
      { type: "object" },
      async (_args, ctx) => {
        await gate.promise;
        late = ctx.signal;
      },
      { timeoutMs: 10 },
    );
    const d = new Dispatcher(r);
    const outcome = await d.dispatch(call("slow.lazy", {}), { agent: AGENT });
    if (outcome.status !== "running") throw new Error(`expected running, got ${outcome.status}`);
    d.tasks.cancel(outcome.taskId, new Error("no longer needed"));
    gate.resolve();
    await until(() => late !== undefined, "the handler to read its signal");
    expect(late?.aborted).toBe(true);
    expect((late?.reason as Error).message).toBe("no longer needed");
  });

  it("aborts with the caller's signal for a handler that reads it after the caller aborted", async () => {
    const r = new ToolRegistry();
    const caller = new AbortController();
    let seen: AbortSignal | undefined;
    r.register("abort.self", { type: "object" }, (_args, ctx) => {
      caller.abort(new Error("stop"));
      seen = ctx.signal;
      return "done anyway";
    });
    const outcome = await new Dispatcher(r).dispatch(call("abort.self", {}), { agent: AGENT, signal: caller.signal });
    expect(outcome.status).toBe("aborted");
    expect(seen?.aborted).toBe(true);
    expect((seen?.reason as Error).message).toBe("stop");
  });
});

describe("background tasks in the agent loop", () => {
  it("lets the model poll with task_result: still running, then the result", async () => {
    const { r, gate } = slowRegistry();
    const model = new ScriptedModel(
      [
        { text: "Starting the job.", toolCalls: [{ name: "slow.job", arguments: { n: 7 } }], expectTools: ["slow.job", "task_result"] },
        (request) => {
          const last = request.messages.at(-1);
          const running = last?.role === "tool" ? (JSON.parse(last.results[0]?.content ?? "{}") as { task_id: string }) : undefined;
          return { toolCalls: [{ name: "task_result", arguments: { task_id: running?.task_id } }] };
        },
        async (request) => {
          const last = request.messages.at(-1);
          expect(last?.role === "tool" && JSON.parse(last.results[0]?.content ?? "{}")).toMatchObject({ status: "running", task_id: "task_1" });
          gate.resolve({ rows: 3 });
          await until(() => agent.dispatcher.tasks.get("task_1")?.state === "settled", "the task to settle");
          return { text: "Still going; let me check again.", toolCalls: [{ name: "task_result", arguments: { task_id: "task_1" } }] };
        },
        { text: "The job found 3 rows." },
      ],
    );
    const agent = recordingAgent({ name: "tester", registry: r, model });
    const answer = await agent.conversationWithTool("run the job");
    expect(answer.text).toBe("The job found 3 rows.");
    const polls = agent.of("tool_result").filter((rec) => rec.tool_name === "task_result");
    expect(JSON.parse(polls[0]?.tool_result ?? "{}")).toMatchObject({ task_id: "task_1", tool: "slow.job", status: "running" });
    expect(JSON.parse(polls[1]?.tool_result ?? "{}")).toEqual({ task_id: "task_1", tool: "slow.job", status: "done", result: { rows: 3 } });
    expect(agent.of("task_done")).toMatchObject([{ task: true, task_id: "task_1", tool_name: "slow.job", ai_name: "tester", is_error: false }]);
    // The model read the result through task_result, so no note repeats it on the last turn.
    expect(model.requests[3]?.messages.at(-1)?.role).toBe("tool");
    model.assertDone();
  });

  it("answers task_result for an unknown id with the known ones", async () => {
    const { r } = slowRegistry();
    const model = new ScriptedModel([{ toolCalls: [{ name: "task_result", arguments: { task_id: "task_99" } }] }, { text: "ok" }]);
    const agent = recordingAgent({ name: "tester", registry: r, model });
    await agent.conversationWithTool("?");
    const [result] = agent.of("tool_result");
    expect(result?.is_error).toBe(true);
    expect(JSON.parse(result?.tool_result ?? "{}")).toEqual({ error: "tool_error", message: "no background task 'task_99'; there are none" });
  });

  it("gives a result that settled between conversations to the model on its next turn, as a user-role note", async () => {
    const { r, gate } = slowRegistry();
    const model = new ScriptedModel([
      { toolCalls: [{ name: "slow.job", arguments: {} }] },
      { text: "It is running in the background." },
      { text: "The job said done." },
    ]);
    const agent = recordingAgent({ name: "tester", registry: r, model });
    await agent.conversationWithTool("start the job");
    gate.resolve("done");
    await until(() => agent.of("task_done").length === 1, "the task_done record");

    await agent.conversationWithTool("any news?");
    const sent = model.requests[2]?.messages ?? [];
    expect(sent.at(-2)).toEqual({ role: "user", content: "any news?" });
    const note = sent.at(-1);
    expect(note?.role).toBe("user");
    const [header, report] = (note?.role === "user" ? note.content : "").split("\n");
    expect(header).toBe("[background tasks finished]");
    expect(JSON.parse(report ?? "")).toEqual({ task_id: "task_1", tool: "slow.job", status: "done", result: "done" });

    // Given once: marked delivered, so a later turn does not repeat it.
    expect(agent.dispatcher.tasks.get("task_1")?.delivered).toBe(true);
  });

  it("aborting the agent aborts its running tasks", async () => {
    const { r, signals } = slowRegistry();
    const model = new ScriptedModel([{ toolCalls: [{ name: "slow.job", arguments: {} }] }, { text: "started" }]);
    const agent = recordingAgent({ name: "tester", registry: r, model });
    await agent.conversationWithTool("start");
    expect(agent.dispatcher.tasks.running()).toHaveLength(1);
    agent.abort();
    expect(signals[0]?.aborted).toBe(true);
    await until(() => agent.of("task_done").length === 1, "the task_done record");
    expect(agent.of("task_done")[0]).toMatchObject({ is_error: true, tool_name: "slow.job" });
    expect(JSON.parse(agent.of("task_done")[0]?.tool_result ?? "{}")).toMatchObject({ error: "aborted" });
  });
});

describe("task_result's arguments", () => {
  it("are validated like any tool's", async () => {
    const { r } = slowRegistry();
    const model = new ScriptedModel([{ toolCalls: [{ name: "task_result", arguments: { task: 1 } }] }, { text: "ok" }]);
    const agent = recordingAgent({ name: "tester", registry: r, model });
    await agent.conversationWithTool("?");
    const [result] = agent.of("tool_result");
    expect(result?.status).toBe("invalid_arguments");
    const errors = (JSON.parse(result?.tool_result ?? "{}") as { errors: { path: string; keyword: string }[] }).errors;
    expect(errors.map((e) => e.keyword).sort()).toEqual(["additionalProperties", "required"]);
  });
});
