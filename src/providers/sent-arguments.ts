import type { ToolCall } from "../agent/model.js";
import { wellFormedJson, wellFormedValue } from "../agent/well-formed-text.js";

/*
 * A past call's arguments as the history sends them back, on every later request of the
 * conversation: each lone surrogate the model wrote (a `\ud83d` escape) as U+FFFD, since the
 * Anthropic API refuses the request otherwise (well-formed-text.ts). Worked out once per call
 * object, which the history keeps and nothing changes: a long conversation would otherwise write
 * every earlier call's arguments again for each request.
 */

const asJson = new WeakMap<ToolCall, string>();
const asValue = new WeakMap<ToolCall, unknown>();

/** The arguments as JSON text, as Chat Completions takes a call's `arguments`. */
export function sentArgumentsJson(call: ToolCall): string {
  return once(asJson, call, () => wellFormedJson(JSON.stringify(call.arguments ?? {})));
}

/** The arguments as a value, as the Messages API takes a `tool_use` block's `input`: the call's own where nothing is mended. */
export function sentArgumentsValue(call: ToolCall): unknown {
  return once(asValue, call, () => wellFormedValue(call.arguments ?? {}));
}

function once<T>(cache: WeakMap<ToolCall, T>, call: ToolCall, make: () => T): T {
  if (cache.has(call)) return cache.get(call) as T;
  const value = make();
  cache.set(call, value);
  return value;
}
