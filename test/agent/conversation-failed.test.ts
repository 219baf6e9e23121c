import { afterEach, describe, expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { BaseAgent } from "../../src/agent/base-agent.js";
import type { OutRecord, PackInput } from "../../src/agent/out-records.js";
import { ScriptedModel, type ScriptStep } from "../../src/agent/scripted-model.js";
import { AnthropicAgent } from "../../src/providers/anthropic-agent.js";
import { OpenAIAgent } from "../../src/providers/openai-agent.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { anthropicStream } from "../providers/anthropic-wire.js";
import { openaiJson } from "../providers/openai-wire.js";
import { startWireServer, type WireReply, type WireServer } from "../providers/wire-server.js";
import { recordingAgent, until } from "./helpers.js";

// A conversation that rejects tells `out` first, with one `error` message record, so that a sink (a
// UI waiting for the end of the conversation) learns of it too.

function registry(): ToolRegistry {
  const r = new ToolRegistry();
  r.register("notes.count", { type: "object" }, () => 3);
  return r;
}

function failingAt(error: unknown): ScriptStep {
  return () => Promise.reject(error);
}

const countNotes = { toolCalls: [{ name: "notes.count" }] };

/** The message records' `other` and `message`, in order. */
function messages(records: readonly OutRecord[]): { other: unknown; message: string }[] {
  return records.flatMap((r) => (r.kind === "message" ? [{ other: r.other, message: r.message }] : []));
}

async function rejection(run: Promise<unknown>): Promise<unknown> {
  return run.then(
    () => expect.unreachable("the conversation should have failed"),
    (error: unknown) => error,
  );
}

describe("a conversation that fails", () => {
  it("packs one error record, its last, then rejects with the same error", async () => {
    const thrown = new TypeError("the model client broke");
    const agent = recordingAgent({ name: "tester", registry: registry(), model: new ScriptedModel([countNotes, failingAt(thrown)]) });
    expect(await rejection(agent.conversationWithTool("Count the notes."))).toBe(thrown);
    expect(agent.records.map((r) => r.kind)).toEqual(["tool_call", "tool_result", "message"]);
    expect(agent.records.at(-1)).toEqual({
      kind: "message",
      task: false,
      message: "the model client broke",
      ai_uuid: agent.uuid,
      ai_name: "tester",
      other: { type: "error", step: 2, error_name: "TypeError" },
    });
  });

  it("packs it when the first request fails, at step 1", async () => {
    const agent = recordingAgent({ name: "tester", registry: registry(), model: new ScriptedModel([failingAt(new RangeError("no"))]) });
    await rejection(agent.conversationWithTool("Hi."));
    expect(messages(agent.records)).toEqual([{ message: "no", other: { type: "error", step: 1, error_name: "RangeError" } }]);
  });

  it("says what a thrown value that is no Error says, with no error_name", async () => {
    const agent = recordingAgent({ name: "tester", registry: registry(), model: new ScriptedModel([failingAt({ code: "E_DOWN" })]) });
    await rejection(agent.conversationWithTool("Hi."));
    expect(messages(agent.records)).toEqual([{ message: '{"code":"E_DOWN"}', other: { type: "error", step: 1 } }]);
  });

  it("packs it for a tool definition the agent refuses to offer", async () => {
    const r = registry();
    const agent = recordingAgent({ name: "tester", registry: r, model: new ScriptedModel([countNotes, { text: "Three." }]) });
    const first = agent.conversationWithTool("Count the notes.");
    // Registered while the first tool call runs: the second request's tools are refused.
    r.register("task_result", { type: "object" }, () => 0);
    const error = await rejection(first);
    expect(messages(agent.records)).toEqual([{ message: (error as Error).message, other: { type: "error", step: 2, error_name: "Error" } }]);
  });

  it("packs none for an abort, which has its own record, even when the model rejects at it", async () => {
    const answersOnlyAbort: ScriptStep = (_request, options) =>
      new Promise((_resolve, reject) => options.signal?.addEventListener("abort", () => reject(options.signal?.reason)));
    const model = new ScriptedModel([countNotes, answersOnlyAbort]);
    const agent = recordingAgent({ name: "tester", registry: registry(), model });
    const running = agent.conversationWithTool("Count the notes.");
    await until(() => model.requests.length === 2, "the second request");
    agent.abort(new Error("user left"));
    expect((await running).stopped).toBe("aborted");
    expect(messages(agent.records)).toEqual([{ message: "conversation aborted after 1 step", other: { type: "aborted" } }]);
  });
});

describe("a pack that throws on the error record", () => {
  it("is logged, and leaves the conversation's error as it was", async () => {
    const warnings: string[] = [];
    class BrokenPack extends BaseAgent {
      protected override pack(input: PackInput): void {
        if ("other" in input && input.other.type === "error") throw new Error("no record for you");
        super.pack(input);
      }
      protected override out(): void {}
    }
    const thrown = new Error("rate limited");
    const agent = new BrokenPack({ name: "tester", registry: registry(), model: new ScriptedModel([failingAt(thrown)]), logger: { warn: (m) => warnings.push(m) } });
    expect(await rejection(agent.conversationWithTool("Hi."))).toBe(thrown);
    expect(warnings).toEqual(["gen-tools: BrokenPack.pack() threw: no record for you"]);
  });
});

describe("a provider's API error, through the official SDK", () => {
  let server: WireServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function serve(replies: WireReply[]): Promise<string> {
    server = await startWireServer(replies);
    return server.baseURL;
  }

  class RecordingOpenAIAgent extends OpenAIAgent {
    readonly records: OutRecord[] = [];
    protected override out(content: OutRecord): void {
      this.records.push(content);
    }
  }

  it("OpenAI: a 429 at the second request is packed with the ProviderError's name and message", async () => {
    const baseURL = await serve([
      openaiJson({ toolCalls: [{ id: "call_1", name: "notes-count", arguments: "{}" }], finishReason: "tool_calls" }),
      { status: 429, json: { error: { message: "Rate limit reached", type: "rate_limit_error", param: null, code: null } } },
    ]);
    const client = new OpenAI({ apiKey: "k", baseURL, maxRetries: 0 });
    const agent = new RecordingOpenAIAgent({ name: "tester", registry: registry(), model: "gpt-test", client });
    const error = await rejection(agent.conversationWithTool("Count the notes."));
    expect(error).toMatchObject({ name: "ProviderError", status: 429 });
    expect(messages(agent.records)).toEqual([{ message: (error as Error).message, other: { type: "error", step: 2, error_name: "ProviderError" } }]);
  });

  it("Anthropic: a 401 at the first request is printed by the default out", async () => {
    const baseURL = await serve([{ status: 401, json: { type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } } }]);
    let printed = "";
    const client = new Anthropic({ apiKey: "k", baseURL, maxRetries: 0 });
    const agent = new AnthropicAgent({ name: "tester", registry: registry(), model: "claude-test", client, stdout: { write: (text: string) => (printed += text) } });
    await rejection(agent.conversationWithTool("Hi."));
    expect(printed).toBe("! conversation failed at step 1: ProviderError: Anthropic API error 401: authentication_error: invalid x-api-key\n");
  });

  it("Anthropic: a stream that ends before message_stop is printed on a line of its own, after the text streamed before it", async () => {
    const whole = anthropicStream([{ text: "Sunny in Oslo." }], "end_turn");
    // Without its message_delta and message_stop: the connection closed early, but cleanly.
    const baseURL = await serve(["sse" in whole ? { sse: whole.sse.slice(0, -2) } : whole]);
    let printed = "";
    const client = new Anthropic({ apiKey: "k", baseURL, maxRetries: 0 });
    const agent = new AnthropicAgent({ name: "tester", registry: registry(), model: "claude-test", client, stdout: { write: (text: string) => (printed += text) } });
    await rejection(agent.conversationWithTool("Weather in Oslo?", { stream: true }));
    expect(printed).toBe(
      "Sunny in Oslo.\n! conversation failed at step 1: IncompleteTurnError: the Messages stream ended before message_stop: the model's turn did not arrive whole, so none of it is used\n",
    );
  });
});
