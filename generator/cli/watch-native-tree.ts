import { existsSync, watch, type FSWatcher, type WatchEventType } from "node:fs";
import { join, relative } from "node:path";
import { isFolder, isSymbolicLink, statOf } from "../path-stats.js";
import { isWithin } from "../within-folder.js";
import { reasonOf, WatchError } from "./watch-error.js";
import { FolderLinks } from "./watch-folder-links.js";
import type { TreeWatcher, WatchTreeOptions } from "./watch-tree.js";
import { entriesOf, linkTarget, realPathOf, underSkipped } from "./watched-paths.js";

/** The tree under Node's recursive watch, as `watchTree` uses it on macOS and Windows (exported for tests on Linux). */
export function nativeTree(root: string, options: WatchTreeOptions): TreeWatcher {
  return new NativeTree(root, options, new Set());
}

/**
 * A tree under the system's recursive watch, one handle for the tree. It does not follow links:
 * FSEvents (macOS) and ReadDirectoryChangesW (Windows) say nothing of an edit in the folder a link
 * in the tree leads to. So each folder link found in the tree, at the start and when an event names
 * one, has where it leads watched as a tree of its own, whose changes are reported by the link's
 * path; and, as on Linux, where it leads is watched in its parent too: a folder put in its place, or
 * put back, is watched anew and its files reported. A folder made or moved in is looked into for
 * links: only its own event comes.
 */
class NativeTree implements TreeWatcher {
  readonly #watcher: FSWatcher | undefined;
  /** The folder links followed: kept while the link is there, its folder gone or not made yet, as one put there is watched. */
  readonly #links: FolderLinks;
  /** By link: the tree watching where it leads, while a folder is there. */
  readonly #trees = new Map<string, NativeTree>();
  #closed = false;

  /**
   * `reals`: the real paths of the trees watched, this one's and its links' (shared with theirs): a
   * link into one is not followed, or it would loop. `report` says to report the files it holds as
   * changed (a link's folder put in place of another).
   */
  constructor(
    private readonly root: string,
    private readonly options: WatchTreeOptions,
    private readonly reals: Set<string>,
    report = false,
  ) {
    // The trees before this one are theirs: this is a link's.
    const linked = reals.size > 0;
    this.#links = new FolderLinks((link) => this.#linkTargetChanged(link), options.onError);
    try {
      this.#watcher = watch(root, { recursive: true }, (event, name) => {
        if (name !== null) this.#changed(join(root, name.toString()), event);
      });
    } catch (error) {
      // A link's folder gone before it could be watched: nothing is left to watch.
      if (!linked || (error as NodeJS.ErrnoException).code !== "ENOENT") options.onError(new WatchError(root, reasonOf(error)));
      return;
    }
    // The root removed or made unreadable while watched: an unhandled `error` event would end the
    // process. A link's folder removed is seen where it was (see `FolderLinks`).
    this.#watcher.on("error", (error) => {
      if (!linked || existsSync(root)) options.onError(new WatchError(root, reasonOf(error)));
    });
    this.reals.add(realPathOf(root) ?? root);
    this.#findLinks(root, report);
  }

  folders(): readonly string[] {
    return this.#watcher === undefined ? [] : [this.root, ...this.#links.links()];
  }

  close(): void {
    this.#closed = true;
    this.#watcher?.close();
    for (const link of this.#links.links()) this.#closeTree(link);
    this.#links.close();
  }

  #changed(path: string, event: WatchEventType): void {
    if (this.#closed || underSkipped(this.root, path, this.options.skip)) return;
    // A link removed, or a folder holding links.
    this.#forgetLinksGone(path);
    // A link made, or pointed elsewhere; one whose folder is gone or put back is seen where that is (see `#linkTargetChanged`).
    const target = isSymbolicLink(path) ? linkTarget(path) : undefined;
    const followed = this.#links.target(path);
    if (target !== undefined && target !== followed) {
      this.#unlink(path);
      // A link followed, pointed where nothing is yet: a folder made there is watched, as one put back where a link leads is.
      if (followed !== undefined && !existsSync(path)) this.#links.follow(path, target, undefined);
      else this.#followLink(path, true);
    }
    // A folder made or moved in: the system names none of the links in it, and its files are taken in by the folder's path.
    if (event === "rename" && target === undefined && isFolder(path)) this.#findLinks(path, false);
    this.options.onChange(path);
  }

  /** Follows the folder links under `folder` (not through them: each link's tree looks in its own); `report` says to report their files as changed. */
  #findLinks(folder: string, report: boolean): void {
    for (const entry of entriesOf(folder)) {
      const path = join(folder, entry.name);
      if (this.options.skip(path)) continue;
      if (entry.isDirectory()) this.#findLinks(path, report);
      else if (entry.isSymbolicLink() && isFolder(path)) this.#followLink(path, report);
      else if (report) this.options.onChange(path);
    }
  }

  /** Watches where `link` leads, if that is a folder no tree watches yet. */
  #followLink(link: string, report: boolean): void {
    const real = realPathOf(link);
    if (this.#closed || real === undefined || !isFolder(link) || [...this.reals].some((watched) => isWithin(real, watched))) return;
    this.#links.follow(link, real, this.#treeAt(link, real, report));
  }

  /**
   * Has a tree watch `real`, where `link` leads, that reports its changes by the link's path; gives
   * the folder's inode, or `undefined` and no tree where no folder is there (gone, or a file made
   * where a link pointed at nothing leads).
   */
  #treeAt(link: string, real: string, report: boolean): number | undefined {
    const stats = statOf(link);
    if (stats?.isDirectory() !== true) return undefined;
    const options: WatchTreeOptions = {
      skip: (folder) => this.options.skip(join(link, relative(real, folder))),
      onChange: (path) => this.options.onChange(join(link, relative(real, path))),
      onError: this.options.onError,
    };
    this.#trees.set(link, new NativeTree(real, options, this.reals, report));
    return stats.ino;
  }

  /** Stops watching where `link` led. */
  #unlink(link: string): void {
    this.#closeTree(link);
    this.#links.forget([link]);
  }

  /** Closes the tree watching where `link` leads, if any; the link stays followed. */
  #closeTree(link: string): void {
    this.#trees.get(link)?.close();
    this.#trees.delete(link);
    const real = this.#links.target(link);
    if (real !== undefined) this.reals.delete(real);
  }

  /** Forgets the links at or under `path` that are links no more (removed, or their folder removed). */
  #forgetLinksGone(path: string): void {
    for (const link of this.#links.linksGone(path)) this.#unlink(link);
  }

  /** Where a folder link leads, another folder is now, or none: it is watched anew, or no more. */
  #linkTargetChanged(link: string): void {
    const real = this.#links.target(link);
    if (real === undefined) return;
    this.#closeTree(link);
    this.#treeAt(link, real, true);
    if (!this.options.skip(link)) this.options.onChange(link);
  }
}
