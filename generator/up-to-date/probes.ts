import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, type Stats } from "node:fs";
import { contentHash } from "../content-hash.js";
import { realPath } from "../real-folder.js";

/**
 * What a run found at one path, to be found again before a later run may be skipped: a file's
 * content, a folder's list of names, or nothing at all. A size and modification time still those
 * recorded stand for the content, so that checking a project's files costs a `stat` each; any other
 * time (a `touch`, a checkout) falls back to the content's hash.
 */
export type Probe =
  | { kind: "file"; path: string; size: number; mtimeMs: number; hash: string }
  | { kind: "folder"; path: string; mtimeMs: number; hash: string }
  | { kind: "absent"; path: string }
  /** Something is there, whatever it holds (a repository's `.git`). */
  | { kind: "exists"; path: string }
  /** A path with a symbolic link on its way, and where it led. */
  | { kind: "realpath"; path: string; real: string }
  /** A `node_modules` folder: the packages in it, not its dot-entries (`.cache`, where this record is kept, `.bin`, npm's `.package-lock.json`). */
  | { kind: "packages"; path: string; hash: string };

/**
 * What `path` holds now, as a probe: `undefined` when it cannot be read. `changedSince` (a time in
 * ms) refuses a file or folder changed since then, by its modification time: the run that read
 * it may have read it before that change (see `recordRun`).
 */
export function probeOf(path: string, changedSince = Infinity): Probe | undefined {
  const stats = statOrUnknown(path);
  if (stats === null) return undefined;
  if (stats === undefined) return { kind: "absent", path };
  if (stats.mtimeMs >= changedSince) return undefined;
  try {
    if (stats.isDirectory()) return { kind: "folder", path, mtimeMs: stats.mtimeMs, hash: listingHash(path) };
    if (stats.isFile()) return { kind: "file", path, size: stats.size, mtimeMs: stats.mtimeMs, hash: contentHash(readFileSync(path)) };
  } catch {
    // Unreadable (its permissions, or gone since the stat): nothing to find again.
  }
  return undefined;
}

/**
 * A probe of a file whose content is known (an output the run wrote or found up to date, as the
 * pieces it was rendered in): hashed from them, not read back.
 */
export function writtenFileProbe(path: string, parts: readonly string[]): Probe | undefined {
  const stats = statOrUnknown(path);
  if (stats?.isFile() !== true) return undefined;
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part);
  return { kind: "file", path, size: stats.size, mtimeMs: stats.mtimeMs, hash: hash.digest("hex") };
}

/**
 * A probe of the packages in a `node_modules` folder. It is not refused for a recent change: the
 * folder changes when its `.cache` is made, as by the first record, and a package installed while
 * a run reads the program is rare enough.
 */
export function packagesProbe(path: string): Probe | undefined {
  const hash = safely(() => listingHash(path, PACKAGES));
  return hash === undefined ? undefined : { kind: "packages", path, hash };
}

/** Whether anything is at `path`, as a probe; `undefined` when that cannot be known. */
export function existenceProbe(path: string): Probe | undefined {
  const stats = statOrUnknown(path);
  return stats === null ? undefined : stats === undefined ? { kind: "absent", path } : { kind: "exists", path };
}

/**
 * Where `path` leads through a link on its way (itself, or a folder above), as a probe; `undefined`
 * where no link is on the way, or nothing is there (`realPath` leaves the path as it is). A link
 * pointed elsewhere may lead to a file of the same size and time, which the path's own probe would
 * take for the same.
 */
export function linkProbe(path: string): Probe | undefined {
  const real = realPath(path);
  return real === path ? undefined : { kind: "realpath", path, real };
}

/** Whether `path` still holds what `probe` recorded. */
export function probeHolds(probe: Probe): boolean {
  const stats = statOrUnknown(probe.path);
  if (stats === null) return false;
  switch (probe.kind) {
    case "absent":
      return stats === undefined;
    case "exists":
      return stats !== undefined;
    case "realpath":
      // A path gone is left as it is, which is never the `real` recorded.
      return realPath(probe.path) === probe.real;
    case "folder":
      if (stats?.isDirectory() !== true) return false;
      return stats.mtimeMs === probe.mtimeMs || safely(() => listingHash(probe.path)) === probe.hash;
    case "packages":
      return stats?.isDirectory() === true && safely(() => listingHash(probe.path, PACKAGES)) === probe.hash;
    case "file":
      if (stats?.isFile() !== true || stats.size !== probe.size) return false;
      return stats.mtimeMs === probe.mtimeMs || safely(() => contentHash(readFileSync(probe.path))) === probe.hash;
  }
}

/**
 * The path's stats; `undefined` when nothing is there (a folder on the way is missing, or is a
 * file), `null` when that cannot be known (no permission, a link that loops). Not path-stats'
 * `statOf`, which takes both as nothing there: a probe of a path it cannot know is no probe.
 */
function statOrUnknown(path: string): Stats | undefined | null {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOTDIR" ? undefined : null;
  }
}

/**
 * The folder's names (those `counts` takes), sorted, as one hash: a file added, removed or renamed
 * in it changes it.
 */
function listingHash(path: string, counts: (name: string) => boolean = () => true): string {
  return contentHash(readdirSync(path).filter(counts).sort().join("\0"));
}

/** A `node_modules` folder's packages: its names but its dot-entries. */
const PACKAGES = (name: string): boolean => !name.startsWith(".");

function safely(hash: () => string): string | undefined {
  try {
    return hash();
  } catch {
    return undefined;
  }
}
