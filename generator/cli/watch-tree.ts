import { realpathSync, statSync, watch, type FSWatcher } from "node:fs";
import { dirname, join } from "node:path";
import { isFolder, isSymbolicLink, statOf } from "../path-stats.js";
import { reasonOf, WatchError } from "./watch-error.js";
import { FolderLinks } from "./watch-folder-links.js";
import { nativeTree } from "./watch-native-tree.js";
import { entriesOf, linkTarget } from "./watched-paths.js";

/** A folder tree being watched; `folders` lists the folders with a watcher of their own, for tests. */
export interface TreeWatcher {
  folders(): readonly string[];
  close(): void;
}

export interface WatchTreeOptions {
  /** Folders not to watch, nor anything under them (`node_modules`, the output folder). */
  skip: (folder: string) => boolean;
  /**
   * Called with the path of every file or folder that may have changed. On Linux, every file a
   * folder holds when it appears (made, or moved in) is reported too, since no event names them.
   */
  onChange: (path: string) => void;
  /** Called, instead of throwing, when a folder cannot be watched: changes in it would be missed. */
  onError: (error: WatchError) => void;
}

/**
 * Watches `root` and the folders under it. On macOS and Windows, Node's recursive watch is the
 * system's own, one handle for the tree, and one for each folder a link in it leads to (see
 * `nativeTree`). Elsewhere (Linux) Node 20 and 22 implement it in JavaScript
 * by stating and watching every file and folder of the tree, `node_modules` included: on this
 * repository 850 ms at start and 16,000 inotify watches, beyond the 8,192 older kernels allow by
 * default ("ENOSPC: System limit for number of file watchers reached"). There, each folder `skip` lets
 * through gets a watcher of its own (inotify reports a folder's files to the folder's watch), and a
 * folder made later gets one when its event arrives.
 */
export function watchTree(root: string, options: WatchTreeOptions): TreeWatcher {
  return process.platform === "darwin" || process.platform === "win32" ? nativeTree(root, options) : new FolderWatchers(root, options);
}

class FolderWatchers implements TreeWatcher {
  /**
   * By the folder's path as reached from the root; `real` is where a symbolic link led, `ino` which
   * folder it was (another may be put in its place, removed and renamed to its name at once).
   */
  readonly #watchers = new Map<string, { watcher: FSWatcher; real: string; ino: number }>();
  readonly #reals = new Set<string>();
  /** The folders watched, by their parent's path: `#remove` finds those under a removed folder here, not among every folder watched. */
  readonly #children = new Map<string, Set<string>>();
  /** The folders that are symbolic links: kept while the link is there, its target gone or not made yet, as one put there is watched. */
  readonly #links: FolderLinks;
  readonly #options: WatchTreeOptions;
  #closed = false;

  constructor(root: string, options: WatchTreeOptions) {
    this.#options = options;
    this.#links = new FolderLinks((link) => this.#linkTargetChanged(link), options.onError);
    this.#add(root, false);
  }

  folders(): readonly string[] {
    return [...this.#watchers.keys()];
  }

  close(): void {
    this.#closed = true;
    for (const { watcher } of this.#watchers.values()) watcher.close();
    this.#watchers.clear();
    this.#reals.clear();
    this.#children.clear();
    this.#links.close();
  }

  /**
   * Watches `folder` and the folders under it; `report` says to report their files as changed. A
   * folder reached through a symbolic link is watched where the link is, as its files are named
   * there, unless the folder it leads to is watched already (a link to an ancestor would loop).
   * `isLink` says whether `folder` is a symbolic link itself, where its parent's listing told.
   */
  #add(folder: string, report: boolean, isLink?: boolean): void {
    if (this.#closed || this.#watchers.has(folder) || this.#options.skip(folder)) return;
    let real: string;
    let ino: number;
    let watcher: FSWatcher;
    try {
      // Not `realPath`, which falls back to the path: a folder whose real path cannot be found cannot
      // be told from one watched already, and is reported below as not watched.
      real = realpathSync(folder);
      if (this.#reals.has(real)) return;
      ino = statSync(folder).ino;
      watcher = watch(folder, (_event, name) => this.#changed(folder, name === null ? null : name.toString()));
    } catch (error) {
      // Gone before it could be watched (made and removed at once): nothing is left to watch.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") this.#options.onError(new WatchError(folder, reasonOf(error)));
      return;
    }
    // Removed folders end their watchers with an error on some systems; the parent reports the
    // removal. Not the watcher of a folder put in its place since.
    watcher.on("error", () => {
      if (this.#watchers.get(folder)?.watcher === watcher) this.#remove(folder);
    });
    this.#watchers.set(folder, { watcher, real, ino });
    this.#reals.add(real);
    const siblings = this.#children.get(dirname(folder)) ?? new Set();
    this.#children.set(dirname(folder), siblings.add(folder));
    if (isLink ?? isSymbolicLink(folder)) this.#links.follow(folder, real, ino);
    for (const entry of entriesOf(folder)) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) this.#add(path, report, false);
      else if (entry.isSymbolicLink() && isFolder(path)) this.#add(path, report, true);
      else if (report) this.#options.onChange(path);
    }
  }

  #changed(folder: string, name: string | null): void {
    if (this.#closed) return;
    if (name === null) {
      this.#options.onChange(folder);
      return;
    }
    const path = join(folder, name);
    const stats = statOf(path);
    // A folder that appeared (made, moved in, or linked), or one that went: its watchers follow it.
    // One in place of a folder watched is new: the watchers of the last one watch it no more.
    if (stats?.isDirectory() === true) {
      if (this.#watchers.get(path)?.ino !== stats.ino) this.#remove(path);
      this.#add(path, true);
    } else if (stats === undefined) {
      const followed = this.#links.target(path);
      this.#remove(path);
      // A link followed, pointed where nothing is yet: a folder made there is watched, as one put back where a link leads is.
      const target = followed === undefined ? undefined : linkTarget(path);
      if (target !== undefined && target !== followed) this.#links.follow(path, target, undefined);
    }
    if (!this.#options.skip(path)) this.#options.onChange(path);
  }

  /** Stops watching `folder` and the folders under it, once it is gone; the target of a link still there stays watched, for a folder put back. */
  #remove(folder: string): void {
    this.#unwatch(folder);
    this.#links.forget(this.#links.linksGone(folder));
  }

  /** Closes the watchers of `folder` and of the folders under it: a folder is watched only under one watched, and only with those under it. */
  #unwatch(folder: string): void {
    const watched = this.#watchers.get(folder);
    if (watched !== undefined) {
      watched.watcher.close();
      this.#watchers.delete(folder);
      this.#reals.delete(watched.real);
      this.#children.get(dirname(folder))?.delete(folder);
    }
    const children = this.#children.get(folder);
    this.#children.delete(folder);
    for (const child of children ?? []) this.#unwatch(child);
  }

  /** Where a folder link leads, another folder is now, or none: it is watched anew, or no more, as one in the tree is. */
  #linkTargetChanged(link: string): void {
    this.#remove(link);
    // Not a file made where a link pointed at nothing leads.
    if (isFolder(link)) this.#add(link, true);
    if (!this.#options.skip(link)) this.#options.onChange(link);
  }
}
