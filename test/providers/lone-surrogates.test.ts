import { afterEach, expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import { BaseAgent } from "../../src/agent/base-agent.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import { AnthropicAgent } from "../../src/providers/anthropic-agent.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { anthropicJson } from "./anthropic-wire.js";
import { startWireServer, type WireServer } from "./wire-server.js";
import { until } from "../agent/helpers.js";

// A tool's text cut in the middle of an emoji holds half a UTF-16 pair, which the SDK sends as a
// `\ud83d` escape: the Anthropic API refuses such a body ("no low surrogate in string"), and with it
// every later request of the conversation. What reaches the provider has U+FFFD in its place.

let server: WireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

class SilentAnthropicAgent extends AnthropicAgent {
  protected override out(): void {}
}

const CUT = "Weather: sunny \u{1F31E}".slice(0, -1);
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

it("sends no lone surrogate to the provider from a tool's string result, JSON result or thrown error", async () => {
  const registry = new ToolRegistry();
  registry.register("notes.read", { type: "object" }, () => CUT);
  registry.register("notes.list", { type: "object" }, () => ({ titles: [CUT] }));
  registry.register("notes.sync", { type: "object" }, () => {
    throw new Error(CUT);
  });
  const calls = ["notes-read", "notes-list", "notes-sync"].map((name, i) => ({ toolUse: { id: `toolu_${i}`, name, input: {} } }));
  server = await startWireServer([anthropicJson(calls, "tool_use"), anthropicJson([{ text: "Done." }], "end_turn")]);
  const client = new Anthropic({ apiKey: "test-key", baseURL: server.baseURL, maxRetries: 0 });
  const agent = new SilentAnthropicAgent({ name: "assistant", registry, client, model: "claude-test" });
  await agent.conversationWithTool("Read my notes.");

  const body = server.requests[1]?.body as { messages: { content: { type: string; content?: string }[] }[] };
  const results = body.messages[2]?.content.filter((block) => block.type === "tool_result").map((block) => block.content ?? "");
  expect(results).toEqual([
    "Weather: sunny \ufffd",
    '{"titles":["Weather: sunny \ufffd"]}',
    '{"error":"tool_error","message":"Weather: sunny \ufffd"}',
  ]);
  expect(results?.filter((text) => LONE_SURROGATE.test(text))).toEqual([]);
});

it("sends none in the note of a background task's result either", async () => {
  const registry = new ToolRegistry();
  registry.register("notes.fetch", { type: "object" }, () => new Promise((resolve) => setTimeout(() => resolve({ text: CUT }), 20)), { timeoutMs: 1 });
  registry.register("notes.ping", { type: "object" }, () => "pong");
  const model = new ScriptedModel([
    { toolCalls: [{ name: "notes.fetch" }] },
    async () => {
      await until(() => agent.dispatcher.tasks.list()[0]?.state === "settled", "the task to settle");
      return { toolCalls: [{ name: "notes.ping" }] };
    },
    { text: "Done." },
  ]);
  const agent = new BaseAgent({ name: "assistant", registry, model, stdout: { write: () => true }, logger: { warn: () => undefined } });
  await agent.conversationWithTool("Fetch my notes.");
  const note = model.requests[2]?.messages.find((m) => m.role === "user" && m.content.startsWith("[background tasks finished]"));
  expect(note?.role === "user" && note.content).toBe(
    '[background tasks finished]\n{"task_id":"task_1","tool":"notes.fetch","status":"done","result":{"text":"Weather: sunny \ufffd"}}',
  );
});
