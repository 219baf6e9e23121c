import { readFile } from "node:fs/promises";
import type { ToolManifest } from "../manifest.js";
import { ManifestReadError } from "./errors.js";
import { parseManifest } from "./manifest-shape.js";

/**
 * Reads and checks a `tools.manifest.json`, for `loadManifest`. Errors name the file, with the line
 * and column of a JSON syntax error.
 */
export async function readManifest(path: string): Promise<ToolManifest> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file: run gen-tools to generate it" : String(error);
    throw new ManifestReadError(path, `cannot read the manifest: ${reason}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ManifestReadError(path, `not valid JSON: ${(error as Error).message}`, jsonErrorLocation(path, text, error));
  }
  return parseManifest(value, path);
}

/** `path:line:col` from the character offset V8 puts in a JSON syntax error, when it does. */
function jsonErrorLocation(path: string, text: string, error: unknown): string {
  const offset = /at position (\d+)/.exec((error as Error).message)?.[1];
  if (offset === undefined) return path;
  const before = text.slice(0, Number(offset));
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  return `${path}:${line}:${column}`;
}
