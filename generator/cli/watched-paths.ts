import { readdirSync, readlinkSync, realpathSync, type Dirent } from "node:fs";
import { dirname, resolve } from "node:path";

/**
 * What the watchers ask of a path beyond its kind (path-stats.ts): where it leads, and a folder's
 * entries. None throws.
 */

/** Whether `path`, under `root`, is in a folder `skip` names (as the native watch reports those too). */
export function underSkipped(root: string, path: string, skip: (folder: string) => boolean): boolean {
  for (let folder = path; folder.length > root.length; folder = dirname(folder)) if (skip(folder)) return true;
  return false;
}

/**
 * `path` with its links resolved, or `undefined` where it leads nowhere (gone, or a link that loops
 * or dangles); unlike `realPath` (real-folder.ts), which falls back to the path itself.
 */
export function realPathOf(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Where the symbolic link `link` leads: its real path, or, where nothing is there (not made yet, or
 * gone), the path its text names from the link's real folder; `undefined` where it is no link.
 */
export function linkTarget(link: string): string | undefined {
  try {
    return realPathOf(link) ?? resolve(realPathOf(dirname(link)) ?? dirname(link), readlinkSync(link));
  } catch {
    return undefined;
  }
}

export function entriesOf(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch {
    // Removed, or unreadable, since its event: its parent's watcher reports what became of it.
    return [];
  }
}
