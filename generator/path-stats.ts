import { lstatSync, statSync, type Stats } from "node:fs";

/**
 * What a path leads to, for the project's files, the watch, the outputs and `--cache`: none of
 * these throws. A path the system cannot follow (a link that loops, a file where a folder is on the
 * way, a folder that may not be passed through) leads nowhere, as a missing one does.
 */

/** What `path` leads to, or `undefined` where nothing does (gone, or a link that loops or dangles). */
export function statOf(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

export function isFolder(path: string): boolean {
  return statOf(path)?.isDirectory() === true;
}

export function isFile(path: string): boolean {
  return statOf(path)?.isFile() === true;
}

/** Whether `path` itself is a symbolic link, wherever it leads. */
export function isSymbolicLink(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() === true;
  } catch {
    return false;
  }
}
