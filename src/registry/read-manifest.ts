import type { ToolManifest } from "../manifest.js";
import { errorMessage } from "../error-message.js";
import { ManifestReadError } from "./errors.js";
import { freezeParsedManifest } from "./frozen-manifest.js";
import { readLazily } from "./lazy-manifest.js";
import { manifestSyntaxError } from "./manifest-syntax-error.js";

/**
 * Reads and checks a `tools.manifest.json`, for `loadManifest`. Errors name the file, with the line
 * and column of a JSON syntax error. The manifest comes back deep-frozen and checked, as
 * `freezeManifest` gives one (`freezeParsedManifest`, which trusts that `JSON.parse` made it); in
 * the layout gen-tools or prettier writes, its tools' schemas are parsed when first read
 * (lazy-manifest.ts), and a syntax error inside one is reported then.
 */
export async function readManifest(path: string): Promise<ToolManifest> {
  const fs = await fileSystem(path);
  let text: string;
  try {
    // Read whole, then decoded in one go: read as "utf8", the file is decoded chunk by chunk into a
    // string that has to be copied flat again before JSON.parse can read it.
    text = (await fs.readFile(path)).toString("utf8");
  } catch (error) {
    throw new ManifestReadError(path, `cannot read the manifest: ${readFailure(error, path)}`);
  }
  // A byte-order mark is not JSON, but editors on Windows add one.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lazy = readLazily(text, path);
  if (lazy !== undefined) return lazy;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw manifestSyntaxError(path, text, error);
  }
  return freezeParsedManifest(value, path);
}

/**
 * Node's file system, imported when a manifest is read from a file and not before: the runtime also
 * runs where there is none (a Cloudflare Worker, a browser), and a static import of it there fails the
 * bundle (esbuild for a Worker: "Could not resolve node:fs/promises"). The name is a variable so that
 * bundlers leave the import alone; the comments say the same to webpack and Vite.
 */
async function fileSystem(path: string): Promise<typeof import("node:fs/promises")> {
  try {
    return (await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_FS)) as typeof import("node:fs/promises");
  } catch {
    throw new ManifestReadError(
      path,
      'cannot read the manifest: this runtime has no file system; import it (import manifest from "./tools.manifest.json" with { type: "json" }) and pass it to loadManifest',
    );
  }
}

const NODE_FS = "node:fs/promises";

/**
 * Why the file could not be read, after its path: Node's "EACCES: permission denied", without the
 * "Error: " of `String(error)` and the ", open '<path>'" that would name the file a second time.
 */
function readFailure(error: unknown, path: string): string {
  const { code, syscall } = error as NodeJS.ErrnoException;
  if (code === "ENOENT") return "no such file: run gen-tools to generate it";
  if (code === "EISDIR") return "it is a directory, not a manifest file";
  return errorMessage(error).replace(`, ${syscall} '${path}'`, "");
}
