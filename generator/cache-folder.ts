import { accessSync, constants, mkdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";

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
