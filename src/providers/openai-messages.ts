import type { ChatCompletionMessageParam } from "openai/resources/chat/completions/completions";
import type { ChatMessage } from "../agent/model.js";
import { sentArgumentsJson } from "./sent-arguments.js";
import { providerNameOfCall } from "./tool-names.js";

/**
 * The conversation as Chat Completions `messages`: tool calls with their arguments as a JSON
 * string, and one `role: "tool"` message per result, in call order. Chat Completions has no error
 * flag on a tool result; the result's text says what went wrong.
 */
export function toOpenAIMessages(
  system: string | undefined,
  messages: readonly ChatMessage[],
): ChatCompletionMessageParam[] {
  const out: ChatCompletionMessageParam[] = system === undefined ? [] : [{ role: "system", content: system }];
  for (const message of messages) {
    switch (message.role) {
      case "user":
        out.push({ role: "user", content: message.content });
        break;
      case "assistant":
        // "content is required unless tool_calls is specified": an empty turn (a filtered answer) is left out.
        if (message.text === "" && message.toolCalls.length === 0) break;
        out.push({
          role: "assistant",
          content: message.text === "" ? null : message.text,
          // The API refuses an empty `tool_calls` array.
          ...(message.toolCalls.length === 0
            ? {}
            : {
                tool_calls: message.toolCalls.map((call) => ({
                  id: call.id,
                  type: "function" as const,
                  function: { name: providerNameOfCall(call.name), arguments: sentArgumentsJson(call) },
                })),
              }),
        });
        break;
      case "tool":
        for (const result of message.results)
          out.push({ role: "tool", tool_call_id: result.callId, content: result.content });
        break;
    }
  }
  return out;
}
