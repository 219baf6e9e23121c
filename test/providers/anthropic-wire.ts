import { fragments, type SseEvent, type WireReply } from "./wire-server.js";

/** Replies in the Messages API's wire format, for the local test server. */
export type AnthropicBlock =
  | { text: string }
  | { toolUse: { id: string; name: string; input: unknown } }
  | { rawToolUse: { id: string; name: string; json: string } };

const usage = { input_tokens: 12, output_tokens: 34, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };

function message(content: unknown[], stopReason: string | null) {
  return {
    id: "msg_01TEST",
    type: "message",
    role: "assistant",
    model: "claude-test",
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage,
  };
}

/** A whole `Message` as the non-streaming endpoint returns it. */
export function anthropicJson(blocks: AnthropicBlock[], stopReason: string): WireReply {
  const content = blocks.map((b) => {
    if ("text" in b) return { type: "text", text: b.text, citations: null };
    if ("toolUse" in b)
      return {
        type: "tool_use",
        id: b.toolUse.id,
        name: b.toolUse.name,
        input: b.toolUse.input,
        caller: { type: "direct" },
      };
    return {
      type: "tool_use",
      id: b.rawToolUse.id,
      name: b.rawToolUse.name,
      input: JSON.parse(b.rawToolUse.json),
      caller: { type: "direct" },
    };
  });
  return { json: message(content, stopReason) };
}

/**
 * The event sequence of a streamed message: `message_start`, a `ping`, per block
 * `content_block_start` / `content_block_delta`s / `content_block_stop`, then `message_delta` with
 * the stop reason and `message_stop`. Text comes in word-sized `text_delta`s, tool input in
 * `input_json_delta` pieces cut mid-token.
 */
export function anthropicStream(blocks: AnthropicBlock[], stopReason: string): WireReply {
  const events: SseEvent[] = [
    { event: "message_start", data: { type: "message_start", message: message([], null) } },
    { event: "ping", data: { type: "ping" } },
  ];
  blocks.forEach((block, index) => {
    if ("text" in block) {
      events.push({
        event: "content_block_start",
        data: { type: "content_block_start", index, content_block: { type: "text", text: "", citations: null } },
      });
      for (const piece of block.text.split(/(?<= )/)) {
        events.push({
          event: "content_block_delta",
          data: { type: "content_block_delta", index, delta: { type: "text_delta", text: piece } },
        });
      }
    } else {
      const { id, name } = "toolUse" in block ? block.toolUse : block.rawToolUse;
      const json = "toolUse" in block ? JSON.stringify(block.toolUse.input) : block.rawToolUse.json;
      events.push({
        event: "content_block_start",
        data: {
          type: "content_block_start",
          index,
          content_block: { type: "tool_use", id, name, input: {}, caller: { type: "direct" } },
        },
      });
      for (const partial_json of ["", ...fragments(json)]) {
        events.push({
          event: "content_block_delta",
          data: { type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json } },
        });
      }
    }
    events.push({ event: "content_block_stop", data: { type: "content_block_stop", index } });
  });
  events.push(
    {
      event: "message_delta",
      data: {
        type: "message_delta",
        delta: { stop_reason: stopReason, stop_sequence: null },
        usage: { output_tokens: 34 },
      },
    },
    { event: "message_stop", data: { type: "message_stop" } },
  );
  return { sse: events };
}
