import { errorMessage } from "../error-message.js";

/** A model's tool arguments, read from the JSON text it sent: an object, or why it is not one. */
export type ParsedArguments = { arguments: Record<string, unknown> } | { arguments: undefined; parseError: string };

/**
 * Parses arguments sent as JSON text (OpenAI's `arguments`, Anthropic's streamed `partial_json`).
 * Empty text is no arguments (`{}`), as providers send it for tools without parameters.
 */
export function parseToolArguments(json: string): ParsedArguments {
  if (json.trim() === "") return { arguments: {} };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { arguments: undefined, parseError: `arguments are not valid JSON (${errorMessage(error)}): ${preview(json)}` };
  }
  return checkArgumentsObject(value);
}

/** Arguments that arrived already parsed (Anthropic's `input`) still have to be an object. */
export function checkArgumentsObject(value: unknown): ParsedArguments {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    return { arguments: value as Record<string, unknown> };
  }
  const found = value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;
  return { arguments: undefined, parseError: `arguments must be a JSON object, got ${found}` };
}

function preview(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
