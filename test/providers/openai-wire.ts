import { fragments, type SseEvent, type WireReply } from "./wire-server.js";

/** Replies in the Chat Completions wire format, for the local test server. */
export interface OpenAIReply {
  text?: string;
  /** A refusal, which Chat Completions gives in a field of its own (`message.refusal`, `delta.refusal`). */
  refusal?: string;
  /** `arguments` is the JSON text exactly as the model would send it. */
  toolCalls?: { id: string; name: string; arguments: string }[];
  finishReason: string;
}

const base = { id: "chatcmpl-TEST", created: 1_760_000_000, model: "gpt-test", system_fingerprint: "fp_test" };
const usage = { prompt_tokens: 12, completion_tokens: 34, total_tokens: 46 };

/** A whole `chat.completion` as the non-streaming endpoint returns it. */
export function openaiJson(reply: OpenAIReply): WireReply {
  const toolCalls = reply.toolCalls?.map((c) => ({
    id: c.id,
    type: "function",
    function: { name: c.name, arguments: c.arguments },
  }));
  return {
    json: {
      ...base,
      object: "chat.completion",
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content: reply.text ?? null,
            refusal: reply.refusal ?? null,
            annotations: [],
            ...(toolCalls ? { tool_calls: toolCalls } : {}),
          },
          logprobs: null,
          finish_reason: reply.finishReason,
        },
      ],
      usage,
    },
  };
}

/**
 * A streamed completion: `chat.completion.chunk`s with no `event:` field, ending in `[DONE]`. The
 * first chunk carries the role; text comes in word-sized `content` deltas; each tool call starts
 * with its `index`, `id` and `function.name`, then its `arguments` in fragments cut mid-token;
 * the last choice chunk has the `finish_reason`, then a usage chunk with no choices.
 */
export function openaiStream(reply: OpenAIReply): WireReply {
  const chunk = (delta: unknown, finish_reason: string | null = null): SseEvent => ({
    data: { ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta, logprobs: null, finish_reason }] },
  });
  const events: SseEvent[] = [chunk({ role: "assistant", content: "", refusal: null })];
  for (const piece of reply.text?.split(/(?<= )/) ?? []) events.push(chunk({ content: piece }));
  for (const piece of reply.refusal?.split(/(?<= )/) ?? []) events.push(chunk({ refusal: piece }));
  reply.toolCalls?.forEach((call, index) => {
    events.push(
      chunk({ tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: "" } }] }),
    );
    for (const piece of fragments(call.arguments))
      events.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  events.push(chunk({}, reply.finishReason));
  events.push({ data: { ...base, object: "chat.completion.chunk", choices: [], usage } });
  events.push({ data: "[DONE]" });
  return { sse: events };
}
