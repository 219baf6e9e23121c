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
import { watchTree, type TreeWatcher, type WatchTreeOptions } from "./watch-tree.js";
import { underSkipped } from "./watched-paths.js";

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
export function watchProject(session: GenToolsSession, handlers: WatchHandlers, signal: AbortSignal): Promise<void> {
  return new ProjectWatch(session, handlers, signal).watch();
}

/**
 * One watch of a session: the watchers, the changes pending, and the runs they make, one at a time.
 * Each step is a method: a change noted (`changed`), the pending changes flushed into a run
 * (`flush`), what the run reloads or takes in first (`reloaded`, `refreshed`, `formattingRead`), the
 * run and the watching that follows it (`run`), and the stop (`stopAsked`, `stop`).
 */
class ProjectWatch {
  #outDir: string;
  #extensions: Set<string>;
  #pending = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  /** When `flush` first found a pending file missing or empty (see `halfSaved`), while it waits for the save to end. */
  #halfSavedSince: number | undefined;
  #running: Promise<void> = Promise.resolve();
  /** What the next run must reload first: set by a change to a config, cleared once it loads. */
  #reload: "project" | "config" | undefined;
  /** Whether packages were installed since the last run, whose imports must then be resolved again. */
  #installed = false;
  /** Whether prettier's configuration changed since the last run, which must then read it again. */
  #reformat = false;
  /**
   * Whether the files that format `tools.gen.ts` (see `formattingInputs`) are to be found again after
   * the next run (1.6 ms each). They change only with a reload (the output folder moved), a change to
   * prettier's configuration (the packages it names), an install (a package it names arrived), and
   * when the output folder is made (its own configuration files).
   */
  #formattingStale = true;
  #failure: unknown;
  #stopped = false;
  /** Settles the promise `watch` returns, once the run going on at the stop is done. */
  #finish: () => void = () => undefined;

  /** By folder: the project's, and those outside it that its tsconfig includes. */
  readonly #trees = new Map<string, TreeWatcher>();
  /** The files read that are links, whose targets are watched too (see `LinkTargets`). */
  readonly #links = new LinkTargets();
  readonly #treeOptions: WatchTreeOptions = {
    skip: (folder) => SKIPPED_FOLDERS.has(basename(folder)) || folder === this.#outDir,
    onChange: (path) => {
      // A folder too: one moved in or away is a single event that names none of its files.
      if (this.#extensions.has(extname(path)) || this.session.holdsFiles(path)) this.#changed(path);
    },
    onError: (error) => this.#end(error),
  };
  readonly #files = watchFiles({ onChange: (path) => this.#changed(path), onError: (error) => this.#end(error) });
  readonly #installs = watchInstalls(
    () => this.session.root,
    (marker) => {
      this.#installed = true;
      this.#formattingStale = true;
      this.#changed(marker);
    },
    (error) => this.#end(error),
  );
  readonly #formatting = watchFiles({
    onChange: (path) => {
      this.#reformat = true;
      this.#formattingStale = true;
      this.#changed(path);
    },
    onError: (error) => this.#end(error),
  });
  // The output folder removed (by a clean script, say): a run writes the outputs again. Watched
  // from its parent, for itself only: the runs' own writes in it are no change.
  readonly #outputFolder = watchFiles({
    onChange: (path) => {
      if (!existsSync(path)) this.#changed(path);
    },
    onError: (error) => this.#end(error),
  });

  constructor(
    private readonly session: GenToolsSession,
    private readonly handlers: WatchHandlers,
    private readonly signal: AbortSignal,
  ) {
    this.#outDir = resolve(session.outDir);
    this.#extensions = sourceExtensions(session);
  }

  /** Watches the folders, then runs once, and again on each change: see `watchProject`. */
  watch(): Promise<void> {
    return new Promise((done, fail) => {
      this.#finish = () => (this.#failure === undefined ? done() : fail(this.#failure));
      this.#watchFolders();
      if (this.#stopped) return;
      this.#schedule(() => this.#run());
      if (this.signal.aborted) this.#stopAsked();
      else this.signal.addEventListener("abort", this.#stopAsked, { once: true });
    });
  }

  // Asked to stop (Ctrl-C, a task runner's SIGTERM) just after an edit: its run is made before the
  // watch ends, rather than dropped with the outputs stale.
  readonly #stopAsked = (): void => {
    if (!this.#stopped && this.#pending.size > 0) this.#flush(false);
    this.#stop();
  };

  #stop(): void {
    if (this.#stopped) return;
    this.#stopped = true;
    for (const tree of this.#trees.values()) tree.close();
    this.#files.close();
    this.#installs.close();
    this.#formatting.close();
    this.#outputFolder.close();
    clearTimeout(this.#timer);
    this.signal.removeEventListener("abort", this.#stopAsked);
    void this.#running.then(this.#finish);
  }

  // A folder left unwatched would miss edits silently, and a run that throws would leave the
  // session half-done: the watch ends, saying why.
  #end(error: unknown): void {
    this.#failure ??= error;
    this.#stop();
  }

  // Each run, then what the next one would otherwise do first, before any later edit's run; then
  // the garbage the run left, collected while the session waits for the next edit.
  #schedule(work: () => Promise<void> | void): void {
    this.#running = this.#running
      .then(work)
      .then(() => this.session.prepareNextRun())
      .then(() => void startGarbageCollection())
      .catch((error: unknown) => this.#end(error));
  }

  #changed(path: string): void {
    if (this.#stopped) return;
    // A link's target changed is a change to the link, the file the project read.
    for (const file of [path, ...this.#links.linksTo(path)]) {
      this.#pending.add(file);
      this.#links.changed(file);
    }
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#flush(), SETTLE_MS);
  }

  /** Watches the output folder, while its parent is there: a watch on a missing folder reports its files as changed, which would run again and again. */
  #watchOutputFolder(): void {
    // A run the stop let finish (see stopAsked) must not watch anything again: a watcher opened then would keep the process alive.
    if (!this.#stopped) this.#outputFolder.set(existsSync(dirname(this.#outDir)) ? [this.#outDir] : []);
  }

  // After each run, the files the program read that no tree sees are watched one by one, the
  // tsconfigs it extends, the package.json files module resolution read (an edit to one has every
  // import resolved again: see `Project.refresh`), and the files discovery read beside the program
  // (a declared base class's source); and where the files read that are links lead, and the links on the way (see `LinkTargets`), trees or not.
  // One edited between the run's read and its watch counts as changed, or its old text would stay.
  #watchOtherFiles(): void {
    if (this.#stopped) return;
    const { session } = this;
    const read = [...session.parsedFiles(), ...session.tsconfigFiles(), ...session.packageJsonFiles(), ...session.filesReadBeside()];
    this.#links.update(read);
    const added = this.#files.set(filesBesideTrees([...read, ...this.#links.targets()], [...this.#trees.keys()], this.#treeOptions.skip, this.#outDir, this.#extensions));
    for (const file of session.staleFiles([...added, ...added.flatMap((target) => this.#links.linksTo(target))])) this.#changed(file);
  }

  /** Runs `work`; a bad config (or outputs it could not write) is reported, and gives false. */
  async #succeeds(work: () => unknown): Promise<boolean> {
    try {
      await work();
      return true;
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      this.handlers.configError(error);
      return false;
    }
  }

  async #run(): Promise<void> {
    // The outputs could not be written, say: the next change tries again.
    await this.#succeeds(this.handlers.regenerate);
    if (!this.#stopped) {
      this.#watchOtherFiles();
      this.#watchOutputFolder();
      // Again, as a node_modules may have come or gone during the run, its event maybe not yet seen.
      this.#installs.follow();
    }
    if (this.#formattingStale) {
      // A run that could not write its outputs left no output folder, whose configuration files are then still to watch.
      this.#formattingStale = !existsSync(this.#outDir);
      const formattingFiles = await formattingInputs(this.#outDir);
      if (!this.#stopped) this.#formatting.set(formattingFiles);
    }
  }

  // The folders the session's tsconfig includes, watched, and where installs show;
  // again after a reload, which may also have moved the output folder that the trees skip.
  #watchFolders(): void {
    if (this.#stopped) return;
    const folders = this.session.sourceFolders();
    const newOutDir = resolve(this.session.outDir);
    for (const [folder, tree] of this.#trees) {
      if (folders.includes(folder) && newOutDir === this.#outDir) continue;
      tree.close();
      this.#trees.delete(folder);
    }
    this.#outDir = newOutDir;
    this.#extensions = sourceExtensions(this.session);
    // Then, after the next run, with the output folder it makes and the packages a configuration names.
    this.#formatting.set(prettierConfigFiles(this.#outDir));
    this.#formattingStale = true;
    this.#watchOutputFolder();
    this.#installs.watch();
    for (const folder of folders) {
      if (this.#trees.has(folder)) continue;
      const tree = watchTree(folder, this.#treeOptions);
      // A folder it could not watch stopped the watch (onError) before the tree was kept.
      if (this.#stopped) {
        tree.close();
        return;
      }
      this.#trees.set(folder, tree);
    }
  }

  /** Reloads what changed configs call for; false, once reported, when one is bad. */
  async #reloaded(): Promise<boolean> {
    const ok = await this.#succeeds(() => {
      if (this.#reload === "project") this.session.reload();
      else if (this.#reload === "config") this.session.reloadConfig();
    });
    if (!ok) return false;
    if (this.#reload !== undefined) this.#watchFolders();
    this.#reload = undefined;
    return true;
  }

  /**
   * Takes changes into the project; false, once reported, when they leave the tsconfig without its
   * files (all deleted, say): the next change then reloads the project whole.
   */
  async #refreshed(paths: readonly string[]): Promise<boolean> {
    const ok = await this.#succeeds(() => this.session.refresh(paths));
    if (!ok) this.#reload = "project";
    return ok;
  }

  /** Has prettier read its changed configuration again; false, once reported, when it cannot. */
  async #formattingRead(): Promise<boolean> {
    const problem = await rereadPrettierConfig(this.#outDir);
    if (problem === undefined) return true;
    this.handlers.configError(problem);
    // Read again on the next change, whichever it is, rather than run into it.
    this.#reformat = true;
    return false;
  }

  /** Runs the pending changes; `waitForSaves` false (the watch is stopping) runs them as they are found. */
  #flush(waitForSaves = true): void {
    // A source file caught mid-save is looked at again, for a while, before a run takes it in.
    if (waitForSaves && [...this.#pending].some((path) => this.#extensions.has(extname(path)) && halfSaved(path))) {
      this.#halfSavedSince ??= performance.now();
      if (performance.now() - this.#halfSavedSince < HALF_SAVED_WAIT_MS) {
        this.#timer = setTimeout(() => this.#flush(), HALF_SAVED_RECHECK_MS);
        return;
      }
    }
    this.#halfSavedSince = undefined;
    const paths = [...this.#pending];
    this.#pending = new Set();
    const tsconfigs = this.session.tsconfigFiles();
    const configs = this.session.configFiles();
    if (paths.some((path) => tsconfigs.includes(path)) || this.session.choosesAgain(paths)) this.#reload = "project";
    else if (paths.some((path) => configs.includes(path))) this.#reload ??= "config";
    // An edit in a project the solution did not choose that adds no tool there: no run, which would report no tool changes.
    else if (this.#reload === undefined && this.session.concernsOnlyUnchosen(paths)) return;
    const reresolve = this.#installed;
    this.#installed = false;
    const formattingChanged = this.#reformat;
    this.#reformat = false;
    this.#schedule(async () => {
      const whole = this.#reload === "project";
      const ok = await this.#reloaded();
      // A reloaded project reads every file anew; any other takes the changes in, run or not,
      // while it still has the program they are read against (an install's removed files are
      // looked up there), and only then resolves every import again.
      const current = whole || (await this.#refreshed(paths));
      if (reresolve) this.session.resolveAgain();
      const formattable = !formattingChanged || (await this.#formattingRead());
      if (current && ok && formattable) await this.#run();
    });
  }
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
