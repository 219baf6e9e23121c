import { basename, extname, resolve } from "node:path";
import { startGarbageCollection } from "../pipeline/collect-garbage.js";
import type { GenToolsSession } from "../session.js";
import { isWithin } from "../within-folder.js";
import { watchFiles } from "./watch-files.js";
import { underSkipped, watchTree, type TreeWatcher, type WatchError, type WatchTreeOptions } from "./watch-tree.js";

const WATCHED_EXTENSIONS = new Set([".ts", ".tsx", ".mts", ".cts", ".json"]);
/** Folders never watched, nor anything under them, besides the output folder. */
const SKIPPED_FOLDERS = new Set(["node_modules", ".git"]);
/**
 * Editors write a file in several steps (truncate and write, or write a temporary file and rename
 * it), each step an event within a millisecond or two of the last; wait for them to settle before
 * regenerating. Every millisecond here is one the user waits for, in a re-run meant to take 200.
 */
const SETTLE_MS = 10;

/**
 * Runs `regenerate` once, then again on every change under the project root and the folders outside
 * it that the tsconfig includes (not under `node_modules`, `.git` or the output directory), and to
 * any other file the program read (a package's declarations, a file outside the project reached by
 * an import), reusing the session's project. The folders are watched before the first run, so no
 * edit is missed; runs never overlap. Resolves when `signal` aborts; rejects with a `WatchError`
 * when a folder cannot be watched.
 */
export function watchProject(session: GenToolsSession, regenerate: () => Promise<void>, signal: AbortSignal): Promise<void> {
  const outDir = resolve(session.outDir);
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // Each run, then what the next one would otherwise do first, before any later edit's run; then
  // the garbage the run left, collected while the session waits for the next edit.
  const schedule = (work: () => Promise<void> | void): void => {
    running = running
      .then(work)
      .then(() => session.prepareNextRun())
      .then(() => void startGarbageCollection());
  };

  return new Promise((done, fail) => {
    let failure: WatchError | undefined;
    let stopped = false;
    /** By folder: the project's, and those outside it that its tsconfig includes. */
    const trees = new Map<string, TreeWatcher>();
    const stop = (): void => {
      if (stopped) return;
      stopped = true;
      for (const tree of trees.values()) tree.close();
      files.close();
      clearTimeout(timer);
      signal.removeEventListener("abort", stop);
      void running.then(() => (failure === undefined ? done() : fail(failure)));
    };
    const changed = (path: string): void => {
      if (stopped) return;
      pending.add(path);
      clearTimeout(timer);
      timer = setTimeout(flush, SETTLE_MS);
    };
    // A folder left unwatched would miss edits silently: the watch ends, saying which.
    const onError = (error: WatchError): void => {
      failure ??= error;
      stop();
    };
    const options: WatchTreeOptions = {
      skip: (folder) => SKIPPED_FOLDERS.has(basename(folder)) || folder === outDir,
      onChange: (path) => {
        // A folder too: one moved in or away is a single event that names none of its files.
        if (WATCHED_EXTENSIONS.has(extname(path)) || session.holdsFiles(path)) changed(path);
      },
      onError,
    };
    const files = watchFiles({ onChange: changed, onError });
    // After each run, the files the program read that no tree sees are watched one by one. One edited
    // between the run's read and its watch counts as changed, or its old text would stay.
    const watchOtherFiles = (): void => {
      const added = files.set(filesBesideTrees(session.parsedFiles(), [...trees.keys()], options.skip, outDir));
      for (const file of session.staleFiles(added)) changed(file);
    };
    const run = async (): Promise<void> => {
      await regenerate();
      if (!stopped) watchOtherFiles();
    };
    // The folders the session's tsconfig includes, watched; again after the tsconfig changes.
    const watchFolders = (): void => {
      const folders = session.sourceFolders();
      for (const [folder, tree] of trees) {
        if (folders.includes(folder)) continue;
        tree.close();
        trees.delete(folder);
      }
      for (const folder of folders) {
        if (trees.has(folder)) continue;
        const tree = watchTree(folder, options);
        // A folder it could not watch stopped the watch (onError) before the tree was kept.
        if (stopped) {
          tree.close();
          return;
        }
        trees.set(folder, tree);
      }
    };
    const flush = (): void => {
      const paths = [...pending];
      pending = new Set();
      schedule(async () => {
        if (paths.includes(session.tsconfigPath)) {
          session.reload();
          watchFolders();
        } else {
          session.refresh(paths);
        }
        await run();
      });
    };

    watchFolders();
    if (stopped) return;
    schedule(run);
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
  });
}

/**
 * Of the files a run read, those the tree watchers of `folders` do not see: outside them, or under a
 * folder they skip (`node_modules`). The outputs are left out: they are the run's own.
 */
export function filesBesideTrees(files: readonly string[], folders: readonly string[], skip: (folder: string) => boolean, outDir: string): string[] {
  const seen = (file: string): boolean => folders.some((folder) => isWithin(file, folder) && !underSkipped(folder, file, skip));
  return files.filter((file) => !isWithin(file, outDir) && !seen(file));
}
