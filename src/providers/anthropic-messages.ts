import type { ContentBlockParam, MessageParam } from "@anthropic-ai/sdk/resources/messages/messages";
import type { ChatMessage } from "../agent/model.js";
import { sentArgumentsValue } from "./sent-arguments.js";
import { providerNameOfCall } from "./tool-names.js";

/**
 * The conversation as Messages API `messages`. Tool results go back in a user turn as
 * `tool_result` blocks, in call order, with `is_error`; a user prompt after them joins that same
 * turn (results first), since the API wants user and assistant turns to alternate.
 */
export function toAnthropicMessages(messages: readonly ChatMessage[]): MessageParam[] {
  const out: MessageParam[] = [];
  for (const message of messages) {
    const turn = toTurn(message);
    if (turn === undefined) continue;
    const last = out.at(-1);
    if (last !== undefined && last.role === turn.role) last.content = [...blocks(last.content), ...turn.content];
    else out.push(turn);
  }
  return out;
}

function toTurn(message: ChatMessage): { role: "user" | "assistant"; content: ContentBlockParam[] } | undefined {
  switch (message.role) {
    case "user":
      return { role: "user", content: [{ type: "text", text: message.content }] };
    case "assistant": {
      const content: ContentBlockParam[] = [];
      // The API refuses empty and whitespace-only text blocks (Claude may write "\n\n" before a tool call).
      if (message.text.trim() !== "") content.push({ type: "text", text: message.text });
      for (const call of message.toolCalls) {
        content.push({
          type: "tool_use",
          id: call.id,
          name: providerNameOfCall(call.name),
          // The model's own `\ud83d` escape, sent back as it wrote it, would make the API refuse
          // every later request of the conversation.
          input: sentArgumentsValue(call),
        });
      }
      return content.length === 0 ? undefined : { role: "assistant", content };
    }
    case "tool":
      return {
        role: "user",
        content: message.results.map((result) => ({
          type: "tool_result",
          tool_use_id: result.callId,
          content: result.content,
          is_error: result.isError,
        })),
      };
  }
}

function blocks(content: MessageParam["content"]): ContentBlockParam[] {
  return typeof content === "string" ? [{ type: "text", text: content }] : content;
}
