import type { ToolCall } from "../agent/model.js";
import { wellFormedJson, wellFormedValue } from "../agent/well-formed-text.js";

/*
 * A past call's arguments as the history sends them back, on every later request of the
 * conversation: each lone surrogate the model wrote (a `\ud83d` escape) as U+FFFD, since the
 * Anthropic API refuses the request otherwise (well-formed-text.ts). Worked out once per arguments
 * object, not per call: a long conversation would otherwise write every earlier call's arguments
 * again for each request, and a caller that edits its history by giving a call other arguments
 * (redacting them, say) must have those sent, not the ones first written for that call.
 */

const asJson = new WeakMap<object, string>();
const asValue = new WeakMap<object, unknown>();

/** The arguments as JSON text, as Chat Completions takes a call's `arguments`. */
export function sentArgumentsJson(call: ToolCall): string {
  return once(asJson, call.arguments ?? {}, (args) => wellFormedJson(JSON.stringify(args)));
}

/** The arguments as a value, as the Messages API takes a `tool_use` block's `input`: the call's own where nothing is mended. */
export function sentArgumentsValue(call: ToolCall): unknown {
  return once(asValue, call.arguments ?? {}, wellFormedValue);
}

function once<T>(cache: WeakMap<object, T>, args: unknown, make: (args: unknown) => T): T {
  // A value other than an object (from a ModelClient's caller in plain JavaScript) is cheap to write and cannot key a WeakMap.
  if (typeof args !== "object" || args === null) return make(args);
  if (cache.has(args)) return cache.get(args) as T;
  const value = make(args);
  cache.set(args, value);
  return value;
}
