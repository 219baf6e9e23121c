/**
 * What ends a watch: a folder it cannot watch. Its own file, as both the tree watchers and the file
 * watchers they use for folder links report it.
 */

/** A folder that could not be watched: the system's limit of watchers reached, say. */
export class WatchError extends Error {
  constructor(
    readonly folder: string,
    reason: string,
  ) {
    super(`cannot watch ${folder}: ${reason}`);
    this.name = "WatchError";
  }
}

/** Why a folder cannot be watched, in words that say what to do. */
export function reasonOf(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === "ENOSPC") return "the system's limit of file watchers is reached (on Linux, raise fs.inotify.max_user_watches)";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return message;
}
