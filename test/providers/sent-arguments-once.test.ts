import { expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import type { ChatMessage, ModelClient, ToolCall } from "../../src/agent/model.js";
import { AnthropicModel } from "../../src/providers/anthropic-model.js";
import { OpenAIModel } from "../../src/providers/openai-model.js";
import { anthropicJson } from "./anthropic-wire.js";
import { openaiJson } from "./openai-wire.js";
import { wireServerPerTest } from "./wire-server.js";

// Every request sends the whole history again, each past call's arguments with it, mended of lone
// surrogates (lone-surrogate-arguments). A call's arguments are written for that once, not once per
// request: a long conversation would otherwise redo every earlier call's each time. The arguments
// here count how often JSON writes them; they hold a lone surrogate, so what is sent is a mended
// copy, which the SDK's own serializing does not count.

const wire = wireServerPerTest();

function historyWithCall(): { messages: ChatMessage[]; writes: () => number } {
  let writes = 0;
  const args = { toJSON: () => (writes++, { text: "sunny \ud83d" }) };
  const call: ToolCall = { id: "call_1", name: "save_note", arguments: args };
  const messages: ChatMessage[] = [
    { role: "user", content: "Note the weather." },
    { role: "assistant", text: "", toolCalls: [call] },
    { role: "tool", results: [{ callId: "call_1", name: "save_note", content: "saved", isError: false }] },
  ];
  return { messages, writes: () => writes };
}

async function sendThrice(model: ModelClient, messages: ChatMessage[]): Promise<void> {
  for (let i = 0; i < 3; i++) await model.respond({ messages: [...messages, { role: "user", content: `Again ${i}.` }], tools: [] }, { stream: false });
}

it("OpenAI: writes a past call's arguments once over three requests, mended each time", async () => {
  const server = await wire.start([1, 2, 3].map(() => openaiJson({ text: "Saved.", finishReason: "stop" })));
  const client = new OpenAI({ apiKey: "test-key", baseURL: `${server.baseURL}/v1`, maxRetries: 0 });
  const { messages, writes } = historyWithCall();

  await sendThrice(new OpenAIModel({ client, model: "gpt-test" }), messages);

  expect(writes()).toBe(1);
  const sent = (i: number) => (wire.sent(i).messages as { tool_calls?: { function: { arguments: string } }[] }[])[1]?.tool_calls?.[0]?.function.arguments;
  expect([sent(0), sent(1), sent(2)]).toEqual(Array(3).fill('{"text":"sunny \ufffd"}'));
});

it("Anthropic: writes a past call's arguments once over three requests, mended each time", async () => {
  const server = await wire.start([1, 2, 3].map(() => anthropicJson([{ text: "Saved." }], "end_turn")));
  const client = new Anthropic({ apiKey: "test-key", baseURL: server.baseURL, maxRetries: 0 });
  const { messages, writes } = historyWithCall();

  await sendThrice(new AnthropicModel({ client, model: "claude-test" }), messages);

  expect(writes()).toBe(1);
  const sent = (i: number) => (wire.sent(i).messages as { content: { type: string; input?: unknown }[] }[])[1]?.content.find((b) => b.type === "tool_use")?.input;
  expect([sent(0), sent(1), sent(2)]).toEqual(Array(3).fill({ text: "sunny \ufffd" }));
});
