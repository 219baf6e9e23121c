import type { ToolCall } from "../agent/model.js";
import { wellFormedJson, wellFormedValue } from "../agent/well-formed-text.js";

/*
 * A past call's arguments as the history sends them back, on every later request of the
 * conversation: each lone surrogate the model wrote (a `\ud83d` escape) as U+FFFD, since the
 * Anthropic API refuses the request otherwise (well-formed-text.ts). Worked out again for each
 * request, not kept: a caller that edits its history (redacting a password in a call's arguments,
 * in place or by giving the call new ones) must have its edit sent. Writing them costs about what
 * the SDK's own JSON of the request does (9 ms for 500 past calls of 4 KB, against 6).
 */

/** The arguments as JSON text, as Chat Completions takes a call's `arguments`. */
export function sentArgumentsJson(call: ToolCall): string {
  return wellFormedJson(JSON.stringify(call.arguments ?? {}));
}

/** The arguments as a value, as the Messages API takes a `tool_use` block's `input`: the call's own where nothing is mended. */
export function sentArgumentsValue(call: ToolCall): unknown {
  return wellFormedValue(call.arguments ?? {});
}
