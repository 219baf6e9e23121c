import { readdirSync, statSync, watch, type Dirent, type FSWatcher } from "node:fs";
import { dirname, join, sep } from "node:path";

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
}

/**
 * Watches `root` and the folders under it. On macOS and Windows, Node's recursive watch is the
 * system's own, one handle for the tree. Elsewhere (Linux) Node 20 and 22 implement it in JavaScript
 * by stating and watching every file and folder of the tree, `node_modules` included: on this
 * repository 850 ms at start and 16,000 inotify watches, beyond the 8,192 older kernels allow by
 * default ("ENOSPC: System limit for number of file watchers reached"). There, each folder `skip` lets
 * through gets a watcher of its own (inotify reports a folder's files to the folder's watch), and a
 * folder made later gets one when its event arrives.
 */
export function watchTree(root: string, options: WatchTreeOptions): TreeWatcher {
  return process.platform === "darwin" || process.platform === "win32" ? nativeTree(root, options) : new FolderWatchers(root, options);
}

function nativeTree(root: string, { skip, onChange }: WatchTreeOptions): TreeWatcher {
  const watcher = watch(root, { recursive: true }, (_event, name) => {
    if (name === null) return;
    const path = join(root, name.toString());
    if (!underSkipped(root, path, skip)) onChange(path);
  });
  return { folders: () => [root], close: () => watcher.close() };
}

/** Whether `path`, under `root`, is in a folder `skip` names (as the native watch reports those too). */
function underSkipped(root: string, path: string, skip: (folder: string) => boolean): boolean {
  for (let folder = path; folder.length > root.length; folder = dirname(folder)) if (skip(folder)) return true;
  return false;
}

class FolderWatchers implements TreeWatcher {
  readonly #watchers = new Map<string, FSWatcher>();
  readonly #options: WatchTreeOptions;
  #closed = false;

  constructor(root: string, options: WatchTreeOptions) {
    this.#options = options;
    this.#add(root, false);
  }

  folders(): readonly string[] {
    return [...this.#watchers.keys()];
  }

  close(): void {
    this.#closed = true;
    for (const watcher of this.#watchers.values()) watcher.close();
    this.#watchers.clear();
  }

  /** Watches `folder` and the folders under it; `report` says to report their files as changed. */
  #add(folder: string, report: boolean): void {
    if (this.#closed || this.#watchers.has(folder) || this.#options.skip(folder)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(folder, (_event, name) => this.#changed(folder, name === null ? null : name.toString()));
    } catch (error) {
      // Gone before it could be watched (made and removed at once): nothing is left to watch.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    // Removed folders end their watchers with an error on some systems; the parent reports the removal.
    watcher.on("error", () => this.#remove(folder));
    this.#watchers.set(folder, watcher);
    for (const entry of entriesOf(folder)) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) this.#add(path, report);
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
    const stats = statSync(path, { throwIfNoEntry: false });
    // A folder that appeared (made, or moved in), or one that went: its watchers follow it.
    if (stats?.isDirectory() === true) this.#add(path, true);
    else if (stats === undefined) this.#remove(path);
    if (!this.#options.skip(path)) this.#options.onChange(path);
  }

  /** Stops watching `folder` and the folders under it, once it is gone. */
  #remove(folder: string): void {
    for (const [path, watcher] of this.#watchers) {
      if (path === folder || path.startsWith(folder + sep)) {
        watcher.close();
        this.#watchers.delete(path);
      }
    }
  }
}

function entriesOf(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch {
    // Removed, or unreadable, since its event: its parent's watcher reports what became of it.
    return [];
  }
}
