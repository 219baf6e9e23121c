import { afterEach, describe, expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import type { OutRecord } from "../../src/agent/out-records.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AnthropicAgent } from "../../src/providers/anthropic-agent.js";
import { OpenAIAgent } from "../../src/providers/openai-agent.js";
import { anthropicJson, anthropicStream } from "./anthropic-wire.js";
import { openaiJson, openaiStream } from "./openai-wire.js";
import { startWireServer, type WireReply, type WireServer } from "./wire-server.js";

/** A notes store: `notes.add(text, tags?)` and `notes.list()`; every handler call is kept. */
function notesRegistry() {
  const notes: { text: string; tags: string[] }[] = [];
  const calls: Record<string, unknown>[] = [];
  const registry = new ToolRegistry();
  registry.register(
    "notes.add",
    {
      type: "object",
      properties: { text: { type: "string", minLength: 1 }, tags: { type: "array", items: { type: "string" } } },
      required: ["text"],
      additionalProperties: false,
    },
    (args) => {
      calls.push(args);
      notes.push({ text: args["text"] as string, tags: (args["tags"] as string[] | undefined) ?? [] });
      return { id: notes.length };
    },
    { description: "Add a note" },
  );
  registry.register("notes.list", { type: "object", properties: {}, additionalProperties: false }, () => notes, {
    description: "All notes",
    idempotent: true,
  });
  return { registry, notes, calls };
}

class QuietAnthropicAgent extends AnthropicAgent {
  readonly records: OutRecord[] = [];
  protected override out(content: OutRecord): void {
    this.records.push(content);
  }
}
class QuietOpenAIAgent extends OpenAIAgent {
  readonly records: OutRecord[] = [];
  protected override out(content: OutRecord): void {
    this.records.push(content);
  }
}

let server: WireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(replies: WireReply[]): Promise<WireServer> {
  server = await startWireServer(replies);
  return server;
}

function bodyOf(s: WireServer, index: number): Record<string, unknown> {
  return s.requests[index]?.body as Record<string, unknown>;
}

describe.each([false, true])("AnthropicAgent.conversationWithTool (stream: %s)", (stream) => {
  const reply = stream ? anthropicStream : anthropicJson;

  it("runs two rounds of tool calls against the Messages API and returns the final reply", async () => {
    const { registry, notes } = notesRegistry();
    const s = await serve([
      reply(
        [
          { text: "Adding both." },
          { toolUse: { id: "toolu_1", name: "notes-add", input: { text: "milk", tags: ["shop"] } } },
          { toolUse: { id: "toolu_2", name: "notes-add", input: { text: "" } } },
        ],
        "tool_use",
      ),
      reply([{ toolUse: { id: "toolu_3", name: "notes-list", input: {} } }], "tool_use"),
      reply([{ text: "You have one note: " }, { text: "milk." }], "end_turn"),
    ]);
    const agent = new QuietAnthropicAgent({
      name: "assistant",
      registry,
      client: new Anthropic({ apiKey: "test-key", baseURL: s.baseURL, maxRetries: 0 }),
      model: "claude-test",
      system: "You keep notes.",
    });

    const result = await agent.conversationWithTool("Note milk, and an empty one.", { stream });

    expect(result).toMatchObject({ text: "You have one note: milk.", steps: 3, stopped: "end" });
    expect(s.pending()).toBe(0);
    expect(notes).toEqual([{ text: "milk", tags: ["shop"] }]);

    const first = bodyOf(s, 0);
    expect(first.system).toBe("You keep notes.");
    expect((first.tools as { name: string }[]).map((t) => t.name)).toEqual(["notes-add", "notes-list", "task_result"]);

    // Round 1's results: in call order, the invalid one flagged with its JSON Pointer error.
    const second = bodyOf(s, 1).messages as {
      role: string;
      content: { type: string; tool_use_id?: string; is_error?: boolean; content?: string }[];
    }[];
    expect(second.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(second[1]?.content.map((b) => b.type)).toEqual(["text", "tool_use", "tool_use"]);
    const results = second[2]?.content ?? [];
    expect(results.map((b) => [b.type, b.tool_use_id, b.is_error])).toEqual([
      ["tool_result", "toolu_1", false],
      ["tool_result", "toolu_2", true],
    ]);
    expect(JSON.parse(results[0]?.content ?? "")).toEqual({ id: 1 });
    expect(JSON.parse(results[1]?.content ?? "")).toMatchObject({
      errors: [expect.objectContaining({ path: "/text", keyword: "minLength" })],
    });

    const third = bodyOf(s, 2).messages as { role: string; content: { type: string; content?: string }[] }[];
    expect(third).toHaveLength(5);
    expect(JSON.parse(third[4]?.content[0]?.content ?? "")).toEqual([{ text: "milk", tags: ["shop"] }]);

    // The event bus saw the calls and results under the registry's names.
    expect(
      agent.records.filter((r) => r.kind === "tool_call").map((r) => (r as { tool_name: string }).tool_name),
    ).toEqual(["notes.add", "notes.add", "notes.list"]);
  });
});

describe.each([false, true])("OpenAIAgent.conversationWithTool (stream: %s)", (stream) => {
  const reply = stream ? openaiStream : openaiJson;

  it("runs two rounds of tool calls against Chat Completions and returns the final reply", async () => {
    const { registry, notes } = notesRegistry();
    const s = await serve([
      reply({
        text: "Adding both.",
        toolCalls: [
          { id: "call_1", name: "notes-add", arguments: '{"text":"milk","tags":["shop"]}' },
          { id: "call_2", name: "notes-add", arguments: '{"text": 42}' },
        ],
        finishReason: "tool_calls",
      }),
      reply({ toolCalls: [{ id: "call_3", name: "notes-list", arguments: "{}" }], finishReason: "tool_calls" }),
      reply({ text: "You have one note: milk.", finishReason: "stop" }),
    ]);
    const agent = new QuietOpenAIAgent({
      name: "assistant",
      registry,
      client: new OpenAI({ apiKey: "test-key", baseURL: `${s.baseURL}/v1`, maxRetries: 0 }),
      model: "gpt-test",
    });

    const result = await agent.conversationWithTool("Note milk, and a number.", { stream });

    expect(result).toMatchObject({ text: "You have one note: milk.", steps: 3, stopped: "end" });
    expect(s.pending()).toBe(0);
    expect(notes).toEqual([{ text: "milk", tags: ["shop"] }]);

    const second = bodyOf(s, 1).messages as { role: string; tool_call_id?: string; content: string | null }[];
    expect(second.map((m) => m.role)).toEqual(["user", "assistant", "tool", "tool"]);
    expect(second.slice(2).map((m) => m.tool_call_id)).toEqual(["call_1", "call_2"]);
    expect(JSON.parse(second[2]?.content ?? "")).toEqual({ id: 1 });
    expect(JSON.parse(second[3]?.content ?? "")).toMatchObject({
      errors: [expect.objectContaining({ path: "/text", keyword: "type" })],
    });

    const third = bodyOf(s, 2).messages as { role: string; content: string | null }[];
    expect(third.map((m) => m.role)).toEqual(["user", "assistant", "tool", "tool", "assistant", "tool"]);
    expect(JSON.parse(third[5]?.content ?? "")).toEqual([{ text: "milk", tags: ["shop"] }]);
  });

  it("says when the answer was cut off at the token limit or filtered, rather than ended", async () => {
    const { registry } = notesRegistry();
    const s = await serve([reply({ text: "The notes are: mi", finishReason: "length" }), reply({ text: "", finishReason: "content_filter" })]);
    const agent = new QuietOpenAIAgent({
      name: "assistant",
      registry,
      client: new OpenAI({ apiKey: "test-key", baseURL: `${s.baseURL}/v1`, maxRetries: 0 }),
      model: "gpt-test",
    });
    expect(await agent.conversationWithTool("List my notes.", { stream })).toMatchObject({ text: "The notes are: mi", stopped: "max_tokens" });
    expect(await agent.conversationWithTool("Again.", { stream })).toMatchObject({ text: "", stopped: "other" });
  });

  it("in strict mode gives the handler an omitted optional parameter as absent, not null", async () => {
    const { registry, calls } = notesRegistry();
    const s = await serve([
      reply({
        toolCalls: [{ id: "call_1", name: "notes-add", arguments: '{"text":"milk","tags":null}' }],
        finishReason: "tool_calls",
      }),
      reply({ text: "Done.", finishReason: "stop" }),
    ]);
    const agent = new QuietOpenAIAgent({
      name: "assistant",
      registry,
      client: new OpenAI({ apiKey: "test-key", baseURL: `${s.baseURL}/v1`, maxRetries: 0 }),
      model: "gpt-test",
      strict: true,
    });

    const result = await agent.conversationWithTool("Note milk.", { stream });

    expect(result).toMatchObject({ text: "Done.", stopped: "end" });
    const sentTool = (
      bodyOf(s, 0).tools as { function: { name: string; strict: boolean; parameters: { required: string[] } } }[]
    )[0];
    expect(sentTool?.function).toMatchObject({
      name: "notes-add",
      strict: true,
      parameters: { required: ["text", "tags"] },
    });
    expect(calls).toEqual([{ text: "milk" }]);
    expect("tags" in (calls[0] ?? {})).toBe(false);
  });
});
