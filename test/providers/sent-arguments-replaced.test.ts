import { expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import type { ChatMessage, ModelClient, ToolCall } from "../../src/agent/model.js";
import { AnthropicModel } from "../../src/providers/anthropic-model.js";
import { OpenAIModel } from "../../src/providers/openai-model.js";
import { anthropicJson } from "./anthropic-wire.js";
import { openaiJson } from "./openai-wire.js";
import { wireServerPerTest } from "./wire-server.js";

// A ModelClient's caller owns the history it sends, and may edit it between requests: here it
// redacts a past call's arguments, by giving the call new ones or by editing them in place. The
// next request must send the edit, though the first had the arguments mended of a lone surrogate.

const wire = wireServerPerTest();

type Redaction = (call: ToolCall) => void;
const redactions: [string, Redaction][] = [
  ["new arguments", (call) => (call.arguments = { password: "[redacted]" })],
  ["the arguments edited in place", (call) => ((call.arguments as { password: string }).password = "[redacted]")],
];

async function sendBeforeAndAfterRedacting(model: ModelClient, redact: Redaction): Promise<void> {
  const call: ToolCall = { id: "call_1", name: "login", arguments: { password: "hunter2 \ud83d" } };
  const messages: ChatMessage[] = [
    { role: "user", content: "Log in." },
    { role: "assistant", text: "", toolCalls: [call] },
    { role: "tool", results: [{ callId: "call_1", name: "login", content: "ok", isError: false }] },
    { role: "user", content: "Go on." },
  ];
  await model.respond({ messages, tools: [] }, { stream: false });
  redact(call);
  await model.respond({ messages, tools: [] }, { stream: false });
}

it.each(redactions)("OpenAI: sends a call's arguments as they are now, not as they were first sent (%s)", async (_, redact) => {
  const server = await wire.start([1, 2].map(() => openaiJson({ text: "Done.", finishReason: "stop" })));
  const client = new OpenAI({ apiKey: "test-key", baseURL: `${server.baseURL}/v1`, maxRetries: 0 });

  await sendBeforeAndAfterRedacting(new OpenAIModel({ client, model: "gpt-test" }), redact);

  const sent = (i: number) => (wire.sent(i).messages as { tool_calls?: { function: { arguments: string } }[] }[])[1]?.tool_calls?.[0]?.function.arguments;
  expect([sent(0), sent(1)]).toEqual(['{"password":"hunter2 \ufffd"}', '{"password":"[redacted]"}']);
});

it.each(redactions)("Anthropic: sends a call's arguments as they are now, not as they were first sent (%s)", async (_, redact) => {
  const server = await wire.start([1, 2].map(() => anthropicJson([{ text: "Done." }], "end_turn")));
  const client = new Anthropic({ apiKey: "test-key", baseURL: server.baseURL, maxRetries: 0 });

  await sendBeforeAndAfterRedacting(new AnthropicModel({ client, model: "claude-test" }), redact);

  const sent = (i: number) => (wire.sent(i).messages as { content: { type: string; input?: unknown }[] }[])[1]?.content.find((b) => b.type === "tool_use")?.input;
  expect([sent(0), sent(1)]).toEqual([{ password: "hunter2 \ufffd" }, { password: "[redacted]" }]);
});
