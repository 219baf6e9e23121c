import { expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { AnthropicAgent } from "../../src/providers/anthropic-agent.js";
import { OpenAIAgent } from "../../src/providers/openai-agent.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { anthropicJson } from "./anthropic-wire.js";
import { openaiJson } from "./openai-wire.js";
import { wireServerPerTest } from "./wire-server.js";

// A model may write a `\ud83d` escape in its own tool call's arguments (a string it cut in the
// middle of an emoji). Sent back as it came, in the history of every later request, it makes the
// Anthropic API refuse them all ("no low surrogate in string"): it goes back as U+FFFD, as a tool's
// result does. The tool itself gets the arguments as the model wrote them.

const wire = wireServerPerTest();

class SilentAnthropicAgent extends AnthropicAgent {
  protected override out(): void {}
}
class SilentOpenAIAgent extends OpenAIAgent {
  protected override out(): void {}
}

function noteRegistry(received: unknown[]): ToolRegistry {
  const registry = new ToolRegistry();
  registry.register("save_note", { type: "object" }, (args: unknown) => {
    received.push(args);
    return "saved";
  });
  return registry;
}

it("sends an Anthropic tool_use's input back with U+FFFD for the model's lone surrogate, in its key too", async () => {
  const received: unknown[] = [];
  const server = await wire.start([
    anthropicJson([{ rawToolUse: { id: "toolu_1", name: "save_note", json: '{"text":"sunny \\ud83d","\\udc00":1}' } }], "tool_use"),
    anthropicJson([{ text: "Saved." }], "end_turn"),
  ]);
  const client = new Anthropic({ apiKey: "test-key", baseURL: server.baseURL, maxRetries: 0 });
  const agent = new SilentAnthropicAgent({ name: "assistant", registry: noteRegistry(received), client, model: "claude-test" });
  await agent.conversationWithTool("Note the weather.");

  expect(received).toEqual([{ text: "sunny \ud83d", "\udc00": 1 }]);
  const messages = wire.sent(1).messages as { role: string; content: { type: string; input?: unknown }[] }[];
  const toolUse = messages[1]?.content.find((block) => block.type === "tool_use");
  expect(toolUse?.input).toEqual({ text: "sunny \ufffd", "\ufffd": 1 });
});

it("sends an OpenAI tool call's arguments back with U+FFFD for the model's lone surrogate", async () => {
  const received: unknown[] = [];
  const server = await wire.start([
    openaiJson({ toolCalls: [{ id: "call_1", name: "save_note", arguments: '{"text":"sunny \\ud83d"}' }], finishReason: "tool_calls" }),
    openaiJson({ text: "Saved.", finishReason: "stop" }),
  ]);
  const client = new OpenAI({ apiKey: "test-key", baseURL: `${server.baseURL}/v1`, maxRetries: 0 });
  const agent = new SilentOpenAIAgent({ name: "assistant", registry: noteRegistry(received), client, model: "gpt-test" });
  await agent.conversationWithTool("Note the weather.");

  expect(received).toEqual([{ text: "sunny \ud83d" }]);
  const messages = wire.sent(1).messages as { role: string; tool_calls?: { function: { arguments: string } }[] }[];
  expect(messages[1]?.tool_calls?.[0]?.function.arguments).toBe('{"text":"sunny \ufffd"}');
});
