import { statOf } from "../path-stats.js";

/**
 * How long, beyond the settle, a watch waits for a changed file found missing or empty to be written:
 * an editor's save caught between its steps (truncate then write; JetBrains' safe-write, which renames
 * the original away before it renames the new file in) would otherwise publish outputs without the
 * file's tools, then put them back. Steps 15 to 50 ms apart are common on a busy machine or a network
 * file system; a file really deleted or emptied is what waits this long, once.
 */
export const HALF_SAVED_WAIT_MS = 150;
/** How often the files are looked at again meanwhile; an event for them looks at once, after the settle. */
export const HALF_SAVED_RECHECK_MS = 10;

/** Whether `path` looks caught in the middle of a save: gone (or leading nowhere, as a link that loops), or an empty file. */
export function halfSaved(path: string): boolean {
  const stats = statOf(path);
  return stats === undefined || (stats.isFile() && stats.size === 0);
}
