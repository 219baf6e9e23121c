import { existsSync, watch, type FSWatcher } from "node:fs";
import { dirname, join, relative } from "node:path";
import { isWithin } from "../within-folder.js";
import { reasonOf, WatchError } from "./watch-error.js";
import { watchFiles, type FilesWatcher } from "./watch-files.js";
import type { TreeWatcher, WatchTreeOptions } from "./watch-tree.js";
import { entriesOf, isFolder, isSymbolicLink, realPathOf, statOf, underSkipped } from "./watched-paths.js";
import { watchableFolder } from "./watchable-folder.js";

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
 * put back, is watched anew and its files reported. (A folder holding links moved in is not looked
 * into: only its own event comes.)
 */
class NativeTree implements TreeWatcher {
  readonly #watcher: FSWatcher | undefined;
  /**
   * By each folder link's path: where it leads, and while a folder is there, which one (another may
   * be put in its place) and the tree watching it. Kept while the link is there, its folder gone or
   * not: one put back is watched anew.
   */
  readonly #links = new Map<string, { real: string; ino?: number; tree?: NativeTree }>();
  /** Where the links lead, each watched in its own parent. */
  readonly #linkTargets: FilesWatcher;
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
    this.#linkTargets = watchFiles({ onChange: (target) => this.#linkTargetChanged(target), onError: options.onError });
    try {
      this.#watcher = watch(root, { recursive: true }, (_event, name) => {
        if (name !== null) this.#changed(join(root, name.toString()));
      });
    } catch (error) {
      // A link's folder gone before it could be watched: nothing is left to watch.
      if (!linked || (error as NodeJS.ErrnoException).code !== "ENOENT") options.onError(new WatchError(root, reasonOf(error)));
      return;
    }
    // The root removed or made unreadable while watched: an unhandled `error` event would end the
    // process. A link's folder removed is seen where it was (see `#linkTargets`).
    this.#watcher.on("error", (error) => {
      if (!linked || existsSync(root)) options.onError(new WatchError(root, reasonOf(error)));
    });
    this.reals.add(realPathOf(root) ?? root);
    this.#findLinks(root, report);
  }

  folders(): readonly string[] {
    return this.#watcher === undefined ? [] : [this.root, ...this.#links.keys()];
  }

  close(): void {
    this.#closed = true;
    this.#watcher?.close();
    for (const link of [...this.#links.keys()]) this.#unlink(link);
    this.#linkTargets.close();
  }

  #changed(path: string): void {
    if (this.#closed || underSkipped(this.root, path, this.options.skip)) return;
    // A link removed, or a folder holding links.
    this.#forgetLinksGone(path);
    // A link made, or pointed elsewhere; one whose folder is gone or put back is seen where that is (see `#linkTargetChanged`).
    const real = isSymbolicLink(path) ? realPathOf(path) : undefined;
    if (real !== undefined && real !== this.#links.get(path)?.real) {
      this.#unlink(path);
      this.#followLink(path, true);
    }
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
    this.#links.set(link, { real, ...this.#treeAt(link, real, report) });
    this.#watchLinkTargets();
  }

  /** A tree watching `real`, where `link` leads, that reports its changes by the link's path; none where no folder is there. */
  #treeAt(link: string, real: string, report: boolean): { ino: number; tree: NativeTree } | undefined {
    const ino = statOf(link)?.ino;
    if (ino === undefined) return undefined;
    const options: WatchTreeOptions = {
      skip: (folder) => this.options.skip(join(link, relative(real, folder))),
      onChange: (path) => this.options.onChange(join(link, relative(real, path))),
      onError: this.options.onError,
    };
    return { ino, tree: new NativeTree(real, options, this.reals, report) };
  }

  /** Stops watching where `link` led. */
  #unlink(link: string): void {
    const followed = this.#links.get(link);
    if (followed === undefined) return;
    this.#closeTree(followed);
    this.#links.delete(link);
    this.#watchLinkTargets();
  }

  #closeTree(followed: { real: string; tree?: NativeTree }): void {
    followed.tree?.close();
    this.reals.delete(followed.real);
  }

  /** Forgets the links at or under `path` that are links no more (removed, or their folder removed). */
  #forgetLinksGone(path: string): void {
    for (const link of [...this.#links.keys()]) if (isWithin(link, path) && !isSymbolicLink(link)) this.#unlink(link);
  }

  /** Has the links' targets watched where they are (see `#linkTargets`), where their parent can be read. */
  #watchLinkTargets(): void {
    const targets = [...this.#links.values()].map(({ real }) => real).filter((real) => watchableFolder(dirname(real)));
    this.#linkTargets.set([...new Set(targets)]);
  }

  /** Where a folder link leads changed there: a folder put in its place, or gone, is watched anew, or no more. */
  #linkTargetChanged(target: string): void {
    for (const [link, followed] of this.#links) {
      if (this.#closed || followed.real !== target || statOf(link)?.ino === followed.ino) continue;
      this.#closeTree(followed);
      this.#links.set(link, { real: followed.real, ...this.#treeAt(link, followed.real, true) });
      if (!this.options.skip(link)) this.options.onChange(link);
    }
  }
}
