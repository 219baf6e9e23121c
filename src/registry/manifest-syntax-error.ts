import { ManifestReadError } from "./errors.js";
import { jsonErrorOffset } from "./json-error-offset.js";
import { textPosition } from "./text-position.js";

/** The error for a manifest whose text JSON.parse refused with `error`: at the line and column of the fault. */
export function manifestSyntaxError(path: string, text: string, error: unknown): ManifestReadError {
  return new ManifestReadError(path, `not valid JSON: ${(error as Error).message}`, location(path, text));
}

/** `path:line:col` of the first syntax error. */
function location(path: string, text: string): string {
  const offset = jsonErrorOffset(text);
  return offset === undefined ? path : fileLocation(path, text, offset);
}

/** `path:line:col` of the text's `offset`. */
export function fileLocation(path: string, text: string, offset: number): string {
  const { line, column } = textPosition(text, offset);
  return `${path}:${line}:${column}`;
}
