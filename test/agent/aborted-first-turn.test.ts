import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../src/agent/model.js";
import { ScriptedModel, type ScriptStep } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { recordingAgent, until } from "./helpers.js";

// A conversation aborted before the model's first turn answered nothing: its prompt leaves the
// history, as a failed first request's does, so the next conversation does not send two prompts in a row.

function registry(): ToolRegistry {
  const r = new ToolRegistry();
  r.register("notes.count", { type: "object" }, () => 3);
  return r;
}

/** A model step that waits for its request's signal and rejects with its reason, as an SDK does. */
const answersOnlyAbort: ScriptStep = (_request, options) =>
  new Promise((_resolve, reject) => options.signal?.addEventListener("abort", () => reject(options.signal?.reason)));

function roles(messages: readonly ChatMessage[] | undefined): string[] {
  return (messages ?? []).map((m) => (m.role === "user" ? `user: ${m.content}` : m.role));
}

describe("a conversation aborted before its first turn", () => {
  it("while the first request runs (the conversation's signal): keeps no prompt, and the next sends its own once", async () => {
    const model = new ScriptedModel([{ text: "Hello." }, answersOnlyAbort, { text: "Three." }]);
    const agent = recordingAgent({ name: "guest", registry: registry(), model });
    await agent.conversationWithTool("Hi.");
    const controller = new AbortController();

    const running = agent.conversationWithTool("Count the notes.", { signal: controller.signal });
    await until(() => model.requests.length === 2, "the second request");
    controller.abort();
    const aborted = await running;
    await agent.conversationWithTool("How many notes?");

    expect(aborted.stopped).toBe("aborted");
    expect(roles(aborted.messages)).toEqual(["user: Hi.", "assistant"]);
    expect(roles(model.requests[2]?.messages)).toEqual(["user: Hi.", "assistant", "user: How many notes?"]);
  });

  it("while the first request runs (agent.abort()): keeps no prompt", async () => {
    const model = new ScriptedModel([answersOnlyAbort, { text: "Three." }]);
    const agent = recordingAgent({ name: "guest", registry: registry(), model });

    const running = agent.conversationWithTool("Count the notes.");
    await until(() => model.requests.length === 1, "the first request");
    agent.abort();
    await running;
    await agent.conversationWithTool("How many notes?");

    expect(roles(model.requests[1]?.messages)).toEqual(["user: How many notes?"]);
  });

  it("by a signal aborted already: sends nothing and keeps no prompt", async () => {
    const model = new ScriptedModel([{ text: "Three." }]);
    const agent = recordingAgent({ name: "guest", registry: registry(), model });

    const aborted = await agent.conversationWithTool("Count the notes.", { signal: AbortSignal.abort() });

    expect(aborted).toMatchObject({ stopped: "aborted", steps: 0, messages: [] });
    expect(model.requests).toEqual([]);
    expect(agent.messages).toEqual([]);
  });

  it("but not after it: the prompt, the turn's calls and their results stay, for the model to see what was done", async () => {
    const model = new ScriptedModel([{ toolCalls: [{ id: "c1", name: "notes.count" }] }, answersOnlyAbort]);
    const agent = recordingAgent({ name: "guest", registry: registry(), model });
    const controller = new AbortController();

    const running = agent.conversationWithTool("Count the notes.", { signal: controller.signal });
    await until(() => model.requests.length === 2, "the second request");
    controller.abort();
    await running;

    expect(roles(agent.messages)).toEqual(["user: Count the notes.", "assistant", "tool"]);
  });
});
