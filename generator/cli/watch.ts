import { existsSync } from "node:fs";
import { basename, dirname, extname, resolve } from "node:path";
import { ConfigError } from "../config/config-error.js";
import { startGarbageCollection } from "../pipeline/collect-garbage.js";
import type { GenToolsSession } from "../session.js";
import { isWithin } from "../within-folder.js";
import { HALF_SAVED_RECHECK_MS, HALF_SAVED_WAIT_MS, halfSaved } from "./half-saved.js";
import { watchFiles } from "./watch-files.js";
import { watchInstalls } from "./watch-installs.js";
import { LinkTargets } from "./watch-links.js";
import { formattingInputs, prettierConfigFiles, rereadPrettierConfig } from "./watch-formatting.js";
import { underSkipped, watchTree, type TreeWatcher, type WatchTreeOptions } from "./watch-tree.js";

const TYPESCRIPT_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".json"];
/** The sources an `allowJs` program takes besides: watched only then, or a build's output under the project would make runs. */
const JAVASCRIPT_EXTENSIONS = [".js", ".jsx", ".mjs", ".cjs"];
/** Folders never watched, nor anything under them, besides the output folder. */
export const SKIPPED_FOLDERS = new Set(["node_modules", ".git"]);
/**
 * Editors write a file in several steps (truncate and write, or write a temporary file and rename
 * it), each step an event within a millisecond or two of the last; wait for them to settle before
 * regenerating. Every millisecond here is one the user waits for, in a re-run meant to take 200:
 * a save whose steps are further apart leaves a file missing or empty, which waits longer (see
 * `HALF_SAVED_WAIT_MS`).
 */
export const SETTLE_MS = 10;

export interface WatchHandlers {
  /** One run of the session, reporting its result; called once at the start and after each change. */
  regenerate: () => Promise<void>;
  /**
   * A tsconfig or config file changed and is now bad, or a run could not write its outputs: the
   * watch goes on, and tries again on the next change.
   */
  configError: (error: ConfigError) => void;
}

/**
 * Runs `regenerate` once, then again on every change under the project root and the folders outside
 * it that the tsconfig includes (not under `node_modules`, `.git` or the output directory), and to
 * any other file the program read (a package's declarations, a file outside the project reached by
 * an import, the package.json files module resolution read, which have every import resolved
 * again) or discovery read beside it (a declared base class's source, which has every tool read
 * again), reusing the session's project; and when the output folder is removed. A change to the
 * tsconfig, a tsconfig it extends or the config file reloads them first (for a project chosen from
 * a solution, also one to the configs read to choose it, or a tool added to a project not chosen); one to prettier's
 * configuration for the output folder (which formats `tools.gen.ts`) has prettier read it again.
 * The folders are watched before the first run, so no edit is missed; runs never overlap. Resolves
 * when `signal` aborts, once the changes pending then are run; rejects with a `WatchError` when a
 * folder cannot be watched, and with whatever else a run throws.
 */
export function watchProject(session: GenToolsSession, { regenerate, configError }: WatchHandlers, signal: AbortSignal): Promise<void> {
  let outDir = resolve(session.outDir);
  let extensions = sourceExtensions(session);
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  /** When `flush` first found a pending file missing or empty (see `halfSaved`), while it waits for the save to end. */
  let halfSavedSince: number | undefined;
  let running: Promise<void> = Promise.resolve();
  /** What the next run must reload first: set by a change to a config, cleared once it loads. */
  let reload: "project" | "config" | undefined;
  /** Whether packages were installed since the last run, whose imports must then be resolved again. */
  let installed = false;
  /** Whether prettier's configuration changed since the last run, which must then read it again. */
  let reformat = false;
  /**
   * Whether the files that format `tools.gen.ts` (see `formattingInputs`) are to be found again after
   * the next run (1.6 ms each). They change only with a reload (the output folder moved), a change to
   * prettier's configuration (the packages it names), an install (a package it names arrived), and
   * when the output folder is made (its own configuration files).
   */
  let formattingStale = true;

  return new Promise((done, fail) => {
    let failure: unknown;
    let stopped = false;
    /** By folder: the project's, and those outside it that its tsconfig includes. */
    const trees = new Map<string, TreeWatcher>();
    const stop = (): void => {
      if (stopped) return;
      stopped = true;
      for (const tree of trees.values()) tree.close();
      files.close();
      installs.close();
      formatting.close();
      outputFolder.close();
      clearTimeout(timer);
      signal.removeEventListener("abort", stopAsked);
      void running.then(() => (failure === undefined ? done() : fail(failure)));
    };
    // A folder left unwatched would miss edits silently, and a run that throws would leave the
    // session half-done: the watch ends, saying why.
    const end = (error: unknown): void => {
      failure ??= error;
      stop();
    };
    // Each run, then what the next one would otherwise do first, before any later edit's run; then
    // the garbage the run left, collected while the session waits for the next edit.
    const schedule = (work: () => Promise<void> | void): void => {
      running = running
        .then(work)
        .then(() => session.prepareNextRun())
        .then(() => void startGarbageCollection())
        .catch(end);
    };
    /** The files read that are links, whose targets are watched too (see `LinkTargets`). */
    const links = new LinkTargets();
    const changed = (path: string): void => {
      if (stopped) return;
      // A link's target changed is a change to the link, the file the project read.
      for (const file of [path, ...links.linksTo(path)]) {
        pending.add(file);
        links.changed(file);
      }
      clearTimeout(timer);
      timer = setTimeout(flush, SETTLE_MS);
    };
    const options: WatchTreeOptions = {
      skip: (folder) => SKIPPED_FOLDERS.has(basename(folder)) || folder === outDir,
      onChange: (path) => {
        // A folder too: one moved in or away is a single event that names none of its files.
        if (extensions.has(extname(path)) || session.holdsFiles(path)) changed(path);
      },
      onError: end,
    };
    const files = watchFiles({ onChange: changed, onError: end });
    const installs = watchInstalls(
      () => session.root,
      (marker) => {
        installed = true;
        formattingStale = true;
        changed(marker);
      },
      end,
    );
    const formatting = watchFiles({
      onChange: (path) => {
        reformat = true;
        formattingStale = true;
        changed(path);
      },
      onError: end,
    });
    // The output folder removed (by a clean script, say): a run writes the outputs again. Watched
    // from its parent, for itself only: the runs' own writes in it are no change.
    const outputFolder = watchFiles({
      onChange: (path) => {
        if (!existsSync(path)) changed(path);
      },
      onError: end,
    });
    /** Watches the output folder, while its parent is there: a watch on a missing folder reports its files as changed, which would run again and again. */
    // A run the stop let finish (see stopAsked) must not watch anything again: a watcher opened then would keep the process alive.
    const watchOutputFolder = (): void => void (stopped || outputFolder.set(existsSync(dirname(outDir)) ? [outDir] : []));
    // After each run, the files the program read that no tree sees are watched one by one, the
    // tsconfigs it extends, the package.json files module resolution read (an edit to one has every
    // import resolved again: see `Project.refresh`), and the files discovery read beside the program
    // (a declared base class's source); and where the files read that are links lead, and the links on the way (see `LinkTargets`), trees or not.
    // One edited between the run's read and its watch counts as changed, or its old text would stay.
    const watchOtherFiles = (): void => {
      if (stopped) return;
      const read = [...session.parsedFiles(), ...session.tsconfigFiles(), ...session.packageJsonFiles(), ...session.filesReadBeside()];
      links.update(read);
      const added = files.set(filesBesideTrees([...read, ...links.targets()], [...trees.keys()], options.skip, outDir, extensions));
      for (const file of session.staleFiles([...added, ...added.flatMap((target) => links.linksTo(target))])) changed(file);
    };
    /** Runs `work`; a bad config (or outputs it could not write) is reported, and gives false. */
    const succeeds = async (work: () => unknown): Promise<boolean> => {
      try {
        await work();
        return true;
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        configError(error);
        return false;
      }
    };
    const run = async (): Promise<void> => {
      // The outputs could not be written, say: the next change tries again.
      await succeeds(regenerate);
      if (!stopped) {
        watchOtherFiles();
        watchOutputFolder();
        // Again, as a node_modules may have come or gone during the run, its event maybe not yet seen.
        installs.follow();
      }
      if (formattingStale) {
        // A run that could not write its outputs left no output folder, whose configuration files are then still to watch.
        formattingStale = !existsSync(outDir);
        const formattingFiles = await formattingInputs(outDir);
        if (!stopped) formatting.set(formattingFiles);
      }
    };
    // The folders the session's tsconfig includes, watched, and where installs show;
    // again after a reload, which may also have moved the output folder that the trees skip.
    const watchFolders = (): void => {
      if (stopped) return;
      const folders = session.sourceFolders();
      const newOutDir = resolve(session.outDir);
      for (const [folder, tree] of trees) {
        if (folders.includes(folder) && newOutDir === outDir) continue;
        tree.close();
        trees.delete(folder);
      }
      outDir = newOutDir;
      extensions = sourceExtensions(session);
      // Then, after the next run, with the output folder it makes and the packages a configuration names.
      formatting.set(prettierConfigFiles(outDir));
      formattingStale = true;
      watchOutputFolder();
      installs.watch();
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
    /** Reloads what changed configs call for; false, once reported, when one is bad. */
    const reloaded = async (): Promise<boolean> => {
      const ok = await succeeds(() => {
        if (reload === "project") session.reload();
        else if (reload === "config") session.reloadConfig();
      });
      if (!ok) return false;
      if (reload !== undefined) watchFolders();
      reload = undefined;
      return true;
    };
    /**
     * Takes changes into the project; false, once reported, when they leave the tsconfig without its
     * files (all deleted, say): the next change then reloads the project whole.
     */
    const refreshed = async (paths: readonly string[]): Promise<boolean> => {
      const ok = await succeeds(() => session.refresh(paths));
      if (!ok) reload = "project";
      return ok;
    };
    /** Has prettier read its changed configuration again; false, once reported, when it cannot. */
    const formattingRead = async (): Promise<boolean> => {
      const problem = await rereadPrettierConfig(outDir);
      if (problem === undefined) return true;
      configError(problem);
      // Read again on the next change, whichever it is, rather than run into it.
      reformat = true;
      return false;
    };
    /** Runs the pending changes; `waitForSaves` false (the watch is stopping) runs them as they are found. */
    const flush = (waitForSaves = true): void => {
      // A source file caught mid-save is looked at again, for a while, before a run takes it in.
      if (waitForSaves && [...pending].some((path) => extensions.has(extname(path)) && halfSaved(path))) {
        halfSavedSince ??= performance.now();
        if (performance.now() - halfSavedSince < HALF_SAVED_WAIT_MS) {
          timer = setTimeout(flush, HALF_SAVED_RECHECK_MS);
          return;
        }
      }
      halfSavedSince = undefined;
      const paths = [...pending];
      pending = new Set();
      const tsconfigs = session.tsconfigFiles();
      const configs = session.configFiles();
      if (paths.some((path) => tsconfigs.includes(path)) || session.choosesAgain(paths)) reload = "project";
      else if (paths.some((path) => configs.includes(path))) reload ??= "config";
      const reresolve = installed;
      installed = false;
      const formattingChanged = reformat;
      reformat = false;
      schedule(async () => {
        const whole = reload === "project";
        const ok = await reloaded();
        // A reloaded project reads every file anew; any other takes the changes in, run or not,
        // while it still has the program they are read against (an install's removed files are
        // looked up there), and only then resolves every import again.
        const current = whole || (await refreshed(paths));
        if (reresolve) session.resolveAgain();
        const formattable = !formattingChanged || (await formattingRead());
        if (current && ok && formattable) await run();
      });
    };

    // Asked to stop (Ctrl-C, a task runner's SIGTERM) just after an edit: its run is made before the
    // watch ends, rather than dropped with the outputs stale.
    const stopAsked = (): void => {
      if (!stopped && pending.size > 0) flush(false);
      stop();
    };

    watchFolders();
    if (stopped) return;
    schedule(run);
    if (signal.aborted) stopAsked();
    else signal.addEventListener("abort", stopAsked, { once: true });
  });
}

/** The extensions of the files that may be the project's sources: JavaScript's too under `allowJs`. */
function sourceExtensions(session: GenToolsSession): Set<string> {
  return new Set(session.takesJavaScript() ? [...TYPESCRIPT_EXTENSIONS, ...JAVASCRIPT_EXTENSIONS] : TYPESCRIPT_EXTENSIONS);
}

/**
 * Of the files a run read, those the tree watchers of `folders` do not report: outside them, under a
 * folder they skip (`node_modules`), or without one of the `extensions` they report (a declared
 * base's declaration map or emitted JavaScript). The outputs are left out: they are the run's own.
 */
export function filesBesideTrees(
  files: readonly string[],
  folders: readonly string[],
  skip: (folder: string) => boolean,
  outDir: string,
  extensions: ReadonlySet<string>,
): string[] {
  const seen = (file: string): boolean => extensions.has(extname(file)) && folders.some((folder) => isWithin(file, folder) && !underSkipped(folder, file, skip));
  return files.filter((file) => !isWithin(file, outDir) && !seen(file));
}
