import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../src/agent/model.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, recordingAgent, type RecordingAgent, until } from "./helpers.js";

// A call that moved to the background must give the model what it would have read had the call
// finished in time: the text made when the handler returned (an after hook that edits the result in
// place changes it in neither case), cut to maxResultChars as that text would have been, in
// task_result's report and in the [background tasks finished] note alike.

/**
 * Registers `<name>.now`, which finishes in the foreground, and `<name>.later`, which runs `handler`
 * in the background: past its 1 ms timeout by far, so that a loaded machine's pause between its
 * start and the timeout's timer cannot let it finish in time.
 */
function twinTools(registry: ToolRegistry, name: string, handler: () => unknown): void {
  registry.register(`${name}.now`, { type: "object" }, handler, { timeoutMs: null });
  registry.register(`${name}.later`, { type: "object" }, () => new Promise((resolve) => setTimeout(resolve, 100)).then(handler), { timeoutMs: 1 });
}

/**
 * An agent whose model calls `<name>.later` in its first conversation and answers the next one; the
 * tool's foreground twin has been called once, and `hook` (if any) edits results in place.
 */
async function settledTask(registry: ToolRegistry, name: string, maxResultChars: number | null = null): Promise<{ agent: RecordingAgent; model: ScriptedModel; now: string }> {
  const model = new ScriptedModel([{ toolCalls: [{ name: `${name}.later` }] }, { text: "Running." }, { text: "Done." }]);
  const agent = recordingAgent({ name: "guest", registry, model, maxResultChars, includeStack: true });
  agent.registerToolHook((type, _tool, _args, result) => {
    if (type === "after" && Array.isArray((result as { lines?: unknown }).lines)) (result as { lines: string[] }).lines.push("edited by a hook");
  });
  const now = (await agent.dispatcher.dispatch(call(`${name}.now`, {}), { agent: AGENT })).content;
  await agent.conversationWithTool("Start it.");
  await until(() => agent.dispatcher.tasks.get("task_1")?.state === "settled", "the task");
  return { agent, model, now };
}

async function taskResult(agent: RecordingAgent): Promise<string> {
  return (await agent.dispatcher.dispatch(call("task_result", { task_id: "task_1" }), { agent: AGENT })).content;
}

/** The report in the note sent with the next conversation's request. */
async function noted(agent: RecordingAgent, model: ScriptedModel): Promise<string> {
  await agent.conversationWithTool("Done?");
  const note: ChatMessage | undefined = model.requests[2]?.messages.at(-1);
  const content = note?.role === "user" ? note.content : "";
  expect(content.startsWith("[background tasks finished]\n")).toBe(true);
  return content.slice("[background tasks finished]\n".length);
}

describe("a background task's result as the model reads it", () => {
  it("is the text made when the handler returned: an after hook's edit in place shows in neither", async () => {
    const registry = new ToolRegistry();
    twinTools(registry, "report", () => ({ lines: ["ready"] }));
    const { agent, model, now } = await settledTask(registry, "report");

    expect(now).toBe('{"lines":["ready"]}');
    const report = '{"task_id":"task_1","tool":"report.later","status":"done","result":{"lines":["ready"]}}';
    expect(await noted(agent, model)).toBe(report);
    expect(await taskResult(agent)).toBe(report);
  });

  it("is cut to maxResultChars as the foreground result is; the report's own fields are not counted", async () => {
    const registry = new ToolRegistry();
    twinTools(registry, "logs", () => ({ text: "y".repeat(500) }));
    const { agent, model, now } = await settledTask(registry, "logs", 80);

    expect(now).toBe(`{"text":"${"y".repeat(71)}\n[result truncated: the first 80 of 511 characters]`);
    const report = { task_id: "task_1", tool: "logs.later", status: "done", result: now };
    expect(JSON.parse(await noted(agent, model))).toEqual(report);
    expect(JSON.parse(await taskResult(agent))).toEqual(report);
  });

  it("is not cut when it fits maxResultChars, though the report around it does not", async () => {
    const registry = new ToolRegistry();
    twinTools(registry, "logs", () => "z".repeat(60));
    const { agent, model, now } = await settledTask(registry, "logs", 80);

    expect(now).toBe("z".repeat(60));
    const report = { task_id: "task_1", tool: "logs.later", status: "done", result: now };
    expect(JSON.parse(await noted(agent, model))).toEqual(report);
    expect(JSON.parse(await taskResult(agent))).toEqual(report);
  });

  it("is the error the foreground call would have given, with its stack under includeStack", async () => {
    const registry = new ToolRegistry();
    twinTools(registry, "backend", () => {
      throw new Error("backend gone");
    });
    const { agent, model, now } = await settledTask(registry, "backend");

    const error = { error: "tool_error", message: "backend gone", stack: expect.stringContaining("Error: backend gone") };
    expect(JSON.parse(now)).toEqual(error);
    const report = { task_id: "task_1", tool: "backend.later", status: "error", error };
    expect(JSON.parse(await noted(agent, model))).toEqual(report);
    expect(JSON.parse(await taskResult(agent))).toEqual(report);
  });

  it("is the aborted answer the foreground call would have given, for a cancelled task", async () => {
    const registry = new ToolRegistry();
    registry.register("jobs.run", { type: "object" }, () => new Promise(() => undefined), { timeoutMs: 1 });
    const model = new ScriptedModel([{ toolCalls: [{ name: "jobs.run" }] }, { text: "Running." }]);
    const agent = recordingAgent({ name: "guest", registry, model });
    await agent.conversationWithTool("Start it.");
    agent.dispatcher.tasks.cancel("task_1");
    await until(() => agent.dispatcher.tasks.get("task_1")?.state === "settled", "the cancelled task");

    expect(JSON.parse(await taskResult(agent))).toEqual({
      task_id: "task_1",
      tool: "jobs.run",
      status: "aborted",
      error: { error: "aborted", message: "the call to jobs.run was aborted" },
    });
  });
});
