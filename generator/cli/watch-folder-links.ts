import { dirname } from "node:path";
import { isSymbolicLink, statOf } from "../path-stats.js";
import { isWithin } from "../within-folder.js";
import type { WatchError } from "./watch-error.js";
import { watchFiles, type FilesWatcher } from "./watch-files.js";
import { watchableFolder } from "./watchable-folder.js";

/**
 * The folder links a tree watcher follows, by path: where each leads, and which folder is there (by
 * its inode; none while it is gone). Each target is watched in its own parent too, where its parent
 * can be read: a folder put in its place there (removed, and another renamed to its name, as a
 * generator writing aside does), or one put back, makes no event in the tree, where the link stays
 * as it was. `rewatch` is then given the link, to watch the folder now there, or no more.
 */
export class FolderLinks {
  readonly #links = new Map<string, { real: string; ino: number | undefined }>();
  readonly #targets: FilesWatcher;
  readonly #rewatch: (link: string) => void;

  constructor(rewatch: (link: string) => void, onError: (error: WatchError) => void) {
    this.#rewatch = rewatch;
    this.#targets = watchFiles({ onChange: (target) => this.#targetChanged(target), onError });
  }

  /** Follows `link` to `real`, where the folder `ino` is (`undefined`: none yet). */
  follow(link: string, real: string, ino: number | undefined): void {
    this.#links.set(link, { real, ino });
    this.#watchTargets();
  }

  /** Where `link` leads, while it is followed. */
  target(link: string): string | undefined {
    return this.#links.get(link)?.real;
  }

  links(): string[] {
    return [...this.#links.keys()];
  }

  /** The links followed at or under `folder` that are links no more (removed, or their folder removed). */
  linksGone(folder: string): string[] {
    return this.links().filter((link) => isWithin(link, folder) && !isSymbolicLink(link));
  }

  /** Stops following `links`. */
  forget(links: readonly string[]): void {
    if (links.length === 0) return;
    for (const link of links) this.#links.delete(link);
    this.#watchTargets();
  }

  close(): void {
    this.#links.clear();
    this.#targets.close();
  }

  #watchTargets(): void {
    const targets = [...this.#links.values()].map(({ real }) => real).filter((real) => watchableFolder(dirname(real)));
    this.#targets.set([...new Set(targets)]);
  }

  /** Where links lead changed there: those whose folder is another now, or gone, are watched again. */
  #targetChanged(target: string): void {
    for (const [link, followed] of this.#links) {
      if (followed.real !== target) continue;
      const ino = statOf(link)?.ino;
      if (ino === followed.ino) continue;
      followed.ino = ino;
      this.#rewatch(link);
    }
  }
}
