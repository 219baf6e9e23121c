import { asciiWords } from "../ascii-name.js";
import { InvalidToolNameError } from "./errors.js";

/** Lowercase letters, digits and underscores, in dot-separated segments: `weather.get_forecast`. */
export const TOOL_NAME_PATTERN = /^[a-z0-9_]+(\.[a-z0-9_]+)*$/;

/**
 * Providers cap tool names at 64 characters (`^[a-zA-Z0-9_-]{1,64}$`), and a dotted name maps to a
 * provider name of the same length (`.` becomes `-`), so the cap applies here, at registration.
 */
export const MAX_TOOL_NAME_LENGTH = 64;

const RULE =
  `names are lowercase letters, digits and underscores in dot-separated segments ` +
  `(${String(TOOL_NAME_PATTERN)}), at most ${MAX_TOOL_NAME_LENGTH} characters`;

export function assertToolName(name: unknown): asserts name is string {
  if (typeof name !== "string") {
    throw new InvalidToolNameError(String(name), `a tool name must be a string, not ${typeof name}`, undefined);
  }
  if (TOOL_NAME_PATTERN.test(name) && name.length <= MAX_TOOL_NAME_LENGTH) return;
  const suggestion = suggestToolName(name);
  const rule = name.length > MAX_TOOL_NAME_LENGTH ? `${name.length} characters is too long; ${RULE}` : RULE;
  throw new InvalidToolNameError(name, rule, suggestion);
}

/**
 * The valid name a person most likely meant: letters take their ASCII spelling (`grüßen` is
 * `grussen`, as the generator names a method), camelCase becomes snake_case, other
 * characters become underscores (or go, at a segment's ends), empty segments go, and the result is
 * cut to the length cap.
 */
export function suggestToolName(name: string): string | undefined {
  const suggestion = asciiWords(name)
    .toLowerCase()
    .split(".")
    .map((segment) => segment.replace(/^[^a-z0-9_]+|[^a-z0-9_]+$/g, "").replace(/[^a-z0-9_]+/g, "_"))
    .filter((segment) => segment !== "")
    .join(".")
    .slice(0, MAX_TOOL_NAME_LENGTH)
    .replace(/\.+$/, "");
  return TOOL_NAME_PATTERN.test(suggestion) ? suggestion : undefined;
}
