import { readFile } from "node:fs/promises";
import type { ToolManifest } from "../manifest.js";
import { ManifestReadError } from "./errors.js";
import { freezeManifest } from "./frozen-manifest.js";
import { jsonErrorOffset } from "./json-error-offset.js";

/**
 * Reads and checks a `tools.manifest.json`, for `loadManifest`. Errors name the file, with the line
 * and column of a JSON syntax error. The manifest comes back deep-frozen (`freezeManifest`).
 */
export async function readManifest(path: string): Promise<ToolManifest> {
  let text: string;
  try {
    // A byte-order mark is not JSON, but editors on Windows add one.
    text = (await readFile(path, "utf8")).replace(/^\uFEFF/, "");
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file: run gen-tools to generate it" : String(error);
    throw new ManifestReadError(path, `cannot read the manifest: ${reason}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ManifestReadError(path, `not valid JSON: ${(error as Error).message}`, location(path, text));
  }
  return freezeManifest(value, path);
}

/** `path:line:col` of the first syntax error (columns count UTF-16 units, as editors mostly do). */
function location(path: string, text: string): string {
  const offset = jsonErrorOffset(text);
  if (offset === undefined) return path;
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  return `${path}:${line}:${column}`;
}
