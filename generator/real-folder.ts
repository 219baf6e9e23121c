import { realpathSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * A path with its symbolic links resolved, as Node's `process.cwd()` always has a folder: a project
 * reached through a link (`$PWD` in a shell, macOS's /tmp) and an output folder given relative to
 * the current folder then name the same files the same way, and tools.gen.ts imports them by one
 * relative path. A path that does not exist is left as it is.
 */
export function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * A file's path in its real folder (see `realPath`). The file itself is not resolved: a
 * tsconfig.json that links to a shared one is still read from its own folder, as tsc reads it.
 */
export function inRealFolder(path: string): string {
  return join(realPath(dirname(path)), basename(path));
}
