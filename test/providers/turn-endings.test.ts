import { afterEach, describe, expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import type { BaseAgent } from "../../src/agent/base-agent.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AnthropicAgent } from "../../src/providers/anthropic-agent.js";
import { IncompleteTurnError } from "../../src/providers/incomplete-turn.js";
import { OpenAIAgent } from "../../src/providers/openai-agent.js";
import { anthropicJson, anthropicStream } from "./anthropic-wire.js";
import { openaiJson, openaiStream } from "./openai-wire.js";
import { startWireServer, type WireReply, type WireServer } from "./wire-server.js";

// How a conversation ends when the provider's turn is not a plain answer: refused, filtered, cut
// short on the wire, or not answered at all; each against the real SDK and a local server.

let server: WireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** `notes.clear`, a tool with no parameters that must not run by accident; its runs are counted. */
function clearRegistry(): { registry: ToolRegistry; runs: string[] } {
  const runs: string[] = [];
  const registry = new ToolRegistry();
  registry.register("notes.clear", { type: "object", properties: {}, additionalProperties: false }, () => {
    runs.push("notes.clear");
    return "cleared";
  });
  return { registry, runs };
}

class SilentOpenAIAgent extends OpenAIAgent {
  protected override out(): void {}
}
class SilentAnthropicAgent extends AnthropicAgent {
  protected override out(): void {}
}

async function openaiAgent(replies: WireReply[], registry: ToolRegistry): Promise<BaseAgent> {
  server = await startWireServer(replies);
  const client = new OpenAI({ apiKey: "test-key", baseURL: `${server.baseURL}/v1`, maxRetries: 0 });
  return new SilentOpenAIAgent({ name: "assistant", registry, client, model: "gpt-test" });
}

async function anthropicAgent(replies: WireReply[], registry: ToolRegistry): Promise<BaseAgent> {
  server = await startWireServer(replies);
  const client = new Anthropic({ apiKey: "test-key", baseURL: server.baseURL, maxRetries: 0 });
  return new SilentAnthropicAgent({ name: "assistant", registry, client, model: "claude-test" });
}

function requestBody(index: number): { messages: unknown[] } {
  return server?.requests[index]?.body as { messages: unknown[] };
}

/** `reply` with the events after `keep` dropped: the connection closed cleanly but early. */
function cutAfter(reply: WireReply, keep: (event: { event?: string; data: unknown }) => boolean): WireReply {
  if (!("sse" in reply)) throw new Error("only a stream can be cut");
  const end = reply.sse.findIndex((event) => !keep(event));
  return { sse: reply.sse.slice(0, end) };
}

describe.each([false, true])("a refused or filtered turn (stream: %s)", (stream) => {
  it("OpenAI: a refusal, which comes with finish_reason stop, ends the conversation as other, not as an answer", async () => {
    const reply = stream ? openaiStream : openaiJson;
    const agent = await openaiAgent([reply({ refusal: "I can't help with that.", finishReason: "stop" })], clearRegistry().registry);
    expect(await agent.conversationWithTool("Help.", { stream })).toMatchObject({ text: "I can't help with that.", stopped: "other" });
  });

  it("OpenAI: the tool calls of a filtered turn are not run, and neither the turn nor its prompt is sent again", async () => {
    const reply = stream ? openaiStream : openaiJson;
    const { registry, runs } = clearRegistry();
    const agent = await openaiAgent(
      [reply({ toolCalls: [{ id: "call_1", name: "notes-clear", arguments: "{}" }], finishReason: "content_filter" }), reply({ text: "Hi.", finishReason: "stop" })],
      registry,
    );
    expect(await agent.conversationWithTool("Clear it.", { stream })).toMatchObject({ stopped: "other", steps: 1 });
    expect(runs).toEqual([]);
    await agent.conversationWithTool("Hello.", { stream });
    expect(requestBody(1).messages).toEqual([{ role: "user", content: "Hello." }]);
  });

  it("Anthropic: the tool calls of a refused turn are not run, and neither the turn nor its prompt is sent again", async () => {
    const reply = stream ? anthropicStream : anthropicJson;
    const { registry, runs } = clearRegistry();
    const agent = await anthropicAgent(
      [reply([{ text: "Sure, here" }, { toolUse: { id: "toolu_1", name: "notes-clear", input: {} } }], "refusal"), reply([{ text: "Hi." }], "end_turn")],
      registry,
    );
    expect(await agent.conversationWithTool("Clear it.", { stream })).toMatchObject({ text: "Sure, here", stopped: "other" });
    expect(runs).toEqual([]);
    await agent.conversationWithTool("Hello.", { stream });
    expect(requestBody(1).messages).toEqual([{ role: "user", content: [{ type: "text", text: "Hello." }] }]);
  });

  it("Anthropic: an answer that filled the context window was cut off, as at max_tokens", async () => {
    const reply = stream ? anthropicStream : anthropicJson;
    const agent = await anthropicAgent([reply([{ text: "The notes are: mi" }], "model_context_window_exceeded")], clearRegistry().registry);
    expect(await agent.conversationWithTool("List.", { stream })).toMatchObject({ text: "The notes are: mi", stopped: "max_tokens" });
  });
});

/** `notes.delete`, whose `path` a turn cut off at the token limit may have cut short; its runs are kept. */
function deleteRegistry(): { registry: ToolRegistry; deleted: unknown[] } {
  const deleted: unknown[] = [];
  const registry = new ToolRegistry();
  const schema = { type: "object", properties: { path: { type: "string" } }, required: ["path"], additionalProperties: false } as const;
  registry.register("notes.delete", { ...schema, required: [...schema.required] }, (args) => {
    deleted.push(args["path"]);
    return "deleted";
  });
  return { registry, deleted };
}

describe.each([false, true])("a turn cut off at the token limit with tool calls (stream: %s)", (stream) => {
  it("Anthropic: runs none of its calls, whose input may be the leading part of what the model meant, and ends as max_tokens", async () => {
    const reply = stream ? anthropicStream : anthropicJson;
    const { registry, deleted } = deleteRegistry();
    // The API gives a cut-off tool_use the part of its input written so far, parsed: a valid object.
    const agent = await anthropicAgent(
      [
        reply([{ text: "Deleting it." }, { toolUse: { id: "toolu_1", name: "notes-delete", input: { path: "/notes/2026" } } }], "max_tokens"),
        reply([{ text: "Hi." }], "end_turn"),
      ],
      registry,
    );
    expect(await agent.conversationWithTool("Delete /notes/2026-12-07.md.", { stream })).toMatchObject({ text: "Deleting it.", stopped: "max_tokens", steps: 1 });
    expect(deleted).toEqual([]);
    // The turn's text is kept, its calls not: a tool_use without its tool_result would be refused.
    await agent.conversationWithTool("Hello.", { stream });
    expect(requestBody(1).messages).toEqual([
      { role: "user", content: [{ type: "text", text: "Delete /notes/2026-12-07.md." }] },
      { role: "assistant", content: [{ type: "text", text: "Deleting it." }] },
      { role: "user", content: [{ type: "text", text: "Hello." }] },
    ]);
  });

  it("OpenAI: runs none of its calls and ends as max_tokens (finish_reason length)", async () => {
    const reply = stream ? openaiStream : openaiJson;
    const { registry, deleted } = deleteRegistry();
    const agent = await openaiAgent(
      [
        reply({ toolCalls: [{ id: "call_1", name: "notes-delete", arguments: '{"path":"/notes/2026"}' }], finishReason: "length" }),
        reply({ text: "Hi.", finishReason: "stop" }),
      ],
      registry,
    );
    expect(await agent.conversationWithTool("Delete /notes/2026-12-07.md.", { stream })).toMatchObject({ stopped: "max_tokens", steps: 1 });
    expect(deleted).toEqual([]);
    await agent.conversationWithTool("Hello.", { stream });
    // The turn had no text: nothing answered the prompt, which is not sent again with the next one.
    expect(requestBody(1).messages).toEqual([{ role: "user", content: "Hello." }]);
  });
});

describe("a stream that ends before the provider's end marker", () => {
  it("OpenAI: no finish_reason: the turn is an IncompleteTurnError, and the tool whose arguments never came does not run", async () => {
    const { registry, runs } = clearRegistry();
    const whole = openaiStream({ toolCalls: [{ id: "call_1", name: "notes-clear", arguments: "{}" }], finishReason: "tool_calls" });
    const agent = await openaiAgent([cutAfter(whole, (event) => !JSON.stringify(event.data).includes('"arguments":"{'))], registry);
    await expect(agent.conversationWithTool("Clear it.", { stream: true })).rejects.toThrow(IncompleteTurnError);
    expect(runs).toEqual([]);
    // The failed first request took no turn: the prompt is not kept to be sent twice.
    expect(agent.messages).toEqual([]);
  });

  it("Anthropic: no message_stop: the turn is an IncompleteTurnError, and its tool call does not run", async () => {
    const { registry, runs } = clearRegistry();
    const whole = anthropicStream([{ toolUse: { id: "toolu_1", name: "notes-clear", input: {} } }], "tool_use");
    const agent = await anthropicAgent([cutAfter(whole, (event) => event.event !== "message_delta")], registry);
    await expect(agent.conversationWithTool("Clear it.", { stream: true })).rejects.toThrow(/message_stop.*did not arrive whole/);
    expect(runs).toEqual([]);
  });
});

describe("a conversation whose request fails", () => {
  it("keeps no prompt that was never answered: trying again sends it once", async () => {
    const agent = await anthropicAgent(
      [{ json: { type: "error", error: { type: "api_error", message: "boom" } }, status: 500 }, anthropicJson([{ text: "Hi." }], "end_turn")],
      clearRegistry().registry,
    );
    await expect(agent.conversationWithTool("Hello.")).rejects.toThrow(/boom/);
    expect(await agent.conversationWithTool("Hello.")).toMatchObject({ text: "Hi.", stopped: "end" });
    expect(requestBody(1).messages).toEqual([{ role: "user", content: [{ type: "text", text: "Hello." }] }]);
  });

  it("refuses an empty prompt before any request: the model would have nothing to answer", async () => {
    const agent = await anthropicAgent([], clearRegistry().registry);
    await expect(agent.conversationWithTool("  \n")).rejects.toThrow(RangeError);
    expect(server?.requests).toEqual([]);
  });

  it("Anthropic: a whitespace-only text block before a tool call is not sent back, which the API would refuse", async () => {
    const { registry } = clearRegistry();
    const agent = await anthropicAgent(
      [anthropicJson([{ text: "\n\n" }, { toolUse: { id: "toolu_1", name: "notes-clear", input: {} } }], "tool_use"), anthropicJson([{ text: "Done." }], "end_turn")],
      registry,
    );
    await agent.conversationWithTool("Clear it.");
    expect(requestBody(1).messages[1]).toEqual({ role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "notes-clear", input: {} }] });
  });
});

describe("a client made from the environment", () => {
  it("is made again on the next call when it could not be made (no API key yet)", async () => {
    server = await startWireServer([openaiJson({ text: "Hi.", finishReason: "stop" })]);
    const saved = { key: process.env["OPENAI_API_KEY"], url: process.env["OPENAI_BASE_URL"] };
    delete process.env["OPENAI_API_KEY"];
    process.env["OPENAI_BASE_URL"] = `${server.baseURL}/v1`;
    try {
      const agent = new SilentOpenAIAgent({ name: "assistant", registry: clearRegistry().registry, model: "gpt-test" });
      await expect(agent.conversationWithTool("Hello.")).rejects.toThrow(/OPENAI_API_KEY/);
      process.env["OPENAI_API_KEY"] = "test-key";
      expect(await agent.conversationWithTool("Hello.")).toMatchObject({ text: "Hi.", stopped: "end" });
    } finally {
      for (const [name, value] of [["OPENAI_API_KEY", saved.key], ["OPENAI_BASE_URL", saved.url]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
