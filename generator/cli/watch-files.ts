import { statSync, watch, type FSWatcher } from "node:fs";
import { basename, dirname, join } from "node:path";
import { statOf } from "../path-stats.js";
import { reasonOf, WatchError } from "./watch-error.js";
import type { WatchTreeOptions } from "./watch-tree.js";

/** Single files being watched; `folders` lists the folders with a watcher, for tests. */
export interface FilesWatcher {
  /** Watches these files (absolute paths) from now on, and no others; returns those it did not watch before. */
  set(files: readonly string[]): string[];
  folders(): readonly string[];
  close(): void;
}

/**
 * Watches single files, each through a watcher on its folder: an editor that saves by writing a new
 * file and renaming it over the old one would leave a watcher on the file itself watching the old
 * one. Only the files given are reported, and all of a folder's when the folder goes.
 */
export function watchFiles(options: Pick<WatchTreeOptions, "onChange" | "onError">): FilesWatcher {
  return new FilesByFolder(options);
}

class FilesByFolder implements FilesWatcher {
  readonly #folders = new Map<string, { watcher: FSWatcher; names: Set<string> }>();
  readonly #options: Pick<WatchTreeOptions, "onChange" | "onError">;
  /** Closed for good: by `onError`, maybe, while `set` was still watching the folders after the one that failed. */
  #closed = false;

  constructor(options: Pick<WatchTreeOptions, "onChange" | "onError">) {
    this.#options = options;
  }

  set(files: readonly string[]): string[] {
    const added = files.filter((file) => this.#folders.get(dirname(file))?.names.has(basename(file)) !== true);
    const wanted = new Map<string, Set<string>>();
    for (const file of files) {
      const names = wanted.get(dirname(file)) ?? new Set();
      wanted.set(dirname(file), names.add(basename(file)));
    }
    for (const folder of this.#folders.keys()) if (!wanted.has(folder)) this.#close(folder);
    for (const [folder, names] of wanted) {
      const watched = this.#folders.get(folder);
      if (watched === undefined) this.#watch(folder, names);
      else watched.names = names;
    }
    return added;
  }

  folders(): readonly string[] {
    return [...this.#folders.keys()];
  }

  close(): void {
    this.#closed = true;
    for (const folder of [...this.#folders.keys()]) this.#close(folder);
  }

  #watch(folder: string, names: Set<string>): void {
    if (this.#closed) return;
    let watcher: FSWatcher;
    try {
      // Which folder it is: another may be put in its place (removed, and one renamed to its name).
      const { ino } = statSync(folder);
      watcher = watch(folder, (_event, name) => {
        const watched = this.#folders.get(folder);
        if (watched?.watcher !== watcher) return;
        const file = name === null ? undefined : name.toString();
        if (file !== undefined && watched.names.has(file)) this.#options.onChange(join(folder, file));
        // Another file's event, or the folder's own: moved or removed (another put in its place,
        // maybe), it took its files along, and this watcher watches it no more.
        else if (statOf(folder)?.ino !== ino) this.#gone(folder);
        else if (file === undefined) this.#reportAll(folder, watched.names);
      });
    } catch (error) {
      // Gone since its files were read: they are gone too, which the next run must learn.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") this.#reportAll(folder, names);
      else this.#options.onError(new WatchError(folder, reasonOf(error)));
      return;
    }
    // A removed folder ends its watcher with an error on some systems; its files went with it.
    watcher.on("error", () => {
      if (this.#folders.get(folder)?.watcher === watcher) this.#gone(folder);
    });
    this.#folders.set(folder, { watcher, names });
  }

  #gone(folder: string): void {
    const watched = this.#folders.get(folder);
    this.#close(folder);
    if (watched !== undefined) this.#reportAll(folder, watched.names);
  }

  #reportAll(folder: string, names: Set<string>): void {
    for (const name of names) this.#options.onChange(join(folder, name));
  }

  #close(folder: string): void {
    this.#folders.get(folder)?.watcher.close();
    this.#folders.delete(folder);
  }
}
