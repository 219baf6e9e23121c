import { accessSync, constants, mkdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, sep } from "node:path";
import { writeOutputs } from "./emit/write-outputs.js";
import { namesIn } from "./folder-names.js";

/**
 * `node_modules/.cache/gen-tools` of the outermost `node_modules` that `file` (an installed
 * package's) is in, where tools keep their caches; `undefined` outside one.
 */
export function cacheFolderFor(file: string): string | undefined {
  const at = file.indexOf(`${sep}node_modules${sep}`);
  return at === -1 ? undefined : join(file.slice(0, at), "node_modules", ".cache", "gen-tools");
}

/** Whether `dir` exists, made if need be, and this process may write in it. */
export function writableFolder(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** A file's bytes, or `undefined` when it cannot be read. */
export function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Writes a cache file whole or not at all, as the outputs are, and removes the other versions of it
 * in its folder (the files `isVersion` accepts): no run will use them again. A run that cannot write
 * it (a full disk, say) loses only the speed: the next run does without it, as this one did.
 */
export function replaceCacheFile(file: string, bytes: () => NodeJS.ArrayBufferView, isVersion: (name: string) => boolean): void {
  const dir = dirname(file);
  const others = namesIn(dir)
    .filter((name) => isVersion(name) && name !== basename(file))
    .map((name) => join(dir, name));
  try {
    writeOutputs([{ path: file, bytes: bytes() }], others);
  } catch {
    // The cache is an optimisation: failing to write it is no error.
  }
}
