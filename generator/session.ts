import { existsSync, rmdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { ToolEntry, ToolManifest } from "../src/manifest.js";
import { DEFAULT_CONFIG, type GenToolsConfig, type NameStyle } from "./config/config.js";
import { configSources, loadConfigFile, validateConfig } from "./config/load-config.js";
import { GENERATED_HEADER, SCHEMA_MODULE_NAME } from "./aot/index.js";
import { SchemaConverter } from "./convert/index.js";
import type { Diagnostic } from "./diagnostics.js";
import type { EmitTool } from "./emit/emit-tool.js";
import { namesIn } from "./folder-names.js";
import { prepareValidators, SCHEMA_MODULES_DIR, VALIDATORS_DECLARATIONS_FILE, VALIDATORS_FILE } from "./emit/validators-module.js";
import { partsOf, writeOutputs, type OutputFile } from "./emit/write-outputs.js";
import { shortDiff } from "./output-diff.js";
import { checkOutputFolder, writingOutputs } from "./output-folder.js";
import { OutputsOnDisk } from "./outputs-on-disk.js";
import { Project } from "./project/project.js";
import { realPath } from "./real-folder.js";
import { PipelineCache } from "./pipeline/pipeline-cache.js";
import { GEN_MODULE_FILE, MANIFEST_FILE, runPipeline, type Progress } from "./pipeline/run-pipeline.js";
import { tsconfigFit } from "./pipeline/tsconfig-fit.js";
import { entryTexts, toolChanges, type EntryTexts, type ToolChanges } from "./tool-changes.js";
import type { RunSources } from "./up-to-date/run-inputs.js";

export interface GenerateOptions {
  /** The tsconfig.json (or its directory), relative to `cwd`; default the nearest `tsconfig.json` in `cwd` or a folder above it, as tsc finds one. */
  project?: string;
  /** Output directory, relative to `cwd`; default the config's `out`, else `generated` in the project root. */
  out?: string;
  /** Write nothing; report stale outputs instead. */
  check?: boolean;
  requireDescriptions?: boolean;
  closedObjects?: boolean;
  nameStyle?: NameStyle;
  include?: string[];
  /** Write `tools.validators.js` (+ `.d.ts`) and register its validators; default the config's (on). */
  validators?: boolean;
  /** Report what OpenAI's strict mode cannot express in each input schema as errors (GT5001). */
  openaiStrict?: boolean;
  /** Default `process.cwd()`. */
  cwd?: string;
  /** Called once a run has found its tools, before it renders the outputs (the CLI's progress line). */
  onProgress?: (progress: Progress) => void;
}

export interface GenerateResult {
  /** No errors, and under `check`, nothing stale. */
  ok: boolean;
  tools: ToolEntry[];
  diagnostics: Diagnostic[];
  /** Files written, relative to `cwd` (none under `check` or with errors). */
  written: string[];
  /** Files removed, relative to `cwd`: schema modules no tool needs, and an earlier run's validators once validators are turned off. */
  removed: string[];
  /** Under `check`: the outputs that would change, relative to `cwd`. */
  stale: string[];
  /** Against the manifest on disk. */
  changes: ToolChanges;
  /** Under `check`: a short unified diff of each stale output; for a missing file or a schema module, one line of what a run would do. */
  diffs: string[];
  filesScanned: number;
  durationMs: number;
}

export interface RunOptions {
  check?: boolean;
  /** Called once a run has found its tools, before it renders the outputs. */
  onProgress?: (progress: Progress) => void;
  /** No run follows: release the program as soon as the tools are built. */
  final?: boolean;
  /**
   * With `final`: force a full garbage collection once the program is released, so that the process
   * peaks at the larger of the build and the rendering, not both, and hold V8's own full collections
   * off while the program is built (see `withoutEarlyCollections`). It turns on V8's `--expose-gc`
   * and sets a V8 flag for the build's duration, so only the CLI, whose process does nothing else,
   * asks for it.
   */
  collectGarbage?: boolean;
}

/**
 * A loaded project that can be generated repeatedly: `--watch` keeps one and refreshes the files
 * that changed, so the compiler reuses what it parsed and checked before.
 */
export class GenToolsSession {
  private cache = new PipelineCache();
  private readonly onDisk = new OutputsOnDisk();
  /** The entries written (or found up to date) by the last run: what the next run is compared with. */
  private lastEntries: EntryTexts | null = null;
  /** The tools of the last run that rendered its outputs, for `prepareNextRun`. */
  private lastTools: readonly EmitTool[] | null = null;
  /** The outputs the last run wrote or found up to date: `null` after a run with errors. */
  #lastOutputs: readonly OutputFile[] | null = null;

  private constructor(
    private project: Project,
    private settings: GenToolsConfig,
    /** What `open` was given: reloading the config applies them over it again. */
    private readonly options: SessionOptions,
    private readonly cwd: string,
  ) {}

  /** Throws `ConfigError` for a missing or bad tsconfig or config file. */
  static open(options: SessionOptions = {}): GenToolsSession {
    const cwd = realPath(resolve(options.cwd ?? process.cwd()));
    const project = options.project === undefined ? Project.find(cwd) : Project.load(resolve(cwd, options.project));
    return new GenToolsSession(project, configOf(project.root, options, cwd), options, cwd);
  }

  /** The settings runs use: the config file's (or package.json's), with `open`'s options over them. */
  get config(): GenToolsConfig {
    return this.settings;
  }

  get root(): string {
    return this.project.root;
  }

  get tsconfigPath(): string {
    return this.project.tsconfigPath;
  }

  /** The solution-style tsconfig given (or found), when `tsconfigPath` is the project of it that declares tools. */
  get solution(): string | undefined {
    return this.project.solution;
  }

  /** The folders `--watch` watches: the project's, and those outside it its tsconfig includes. */
  sourceFolders(): string[] {
    return this.project.sourceFolders();
  }

  /** The files the project's syntax trees come from, lib files aside (see `Project.parsedFiles`). */
  parsedFiles(): string[] {
    return this.project.parsedFiles();
  }

  /** Whether the program takes `.js`, `.jsx`, `.mjs` and `.cjs` sources (`allowJs`): a watch must see them change. */
  takesJavaScript(): boolean {
    return this.project.takesJavaScript();
  }

  /** The package.json files the project's programs read, each in its real folder (see `Project.packageJsonFiles`): a watch must see them change. */
  packageJsonFiles(): string[] {
    return this.project.packageJsonFiles();
  }

  /** The files discovery read beside the program, each in its real folder (see `Project.filesReadBeside`): a watch must see them change, and build every result again when one does. */
  filesReadBeside(): string[] {
    return this.project.filesReadBeside();
  }

  /** Those of `paths` whose text is no longer what the project parsed (see `Project.staleFiles`). */
  staleFiles(paths: readonly string[]): string[] {
    return this.project.staleFiles(paths);
  }

  /** Absolute output directory. */
  get outDir(): string {
    return this.config.out;
  }

  /**
   * Generates (or, under `check`, compares) the outputs. `final` says no run follows: the program is
   * released before the outputs are rendered, which lowers the peak memory of a one-off run.
   */
  async run(options: RunOptions = {}): Promise<GenerateResult> {
    const started = performance.now();
    checkOutputFolder(this.outDir, this.cwd);
    if (options.final === true) this.cache = new PipelineCache();
    // Each output file is read at most once a run: the validators' reuse, the diffs and the change report
    // share it (and `this.onDisk` remembers it for the comparison below).
    const seen = new Map<string, string | null>();
    const onDisk = (path: string): string | null => {
      let text = seen.get(path);
      if (text === undefined) seen.set(path, (text = this.onDisk.read(path)));
      return text;
    };
    const result = await runPipeline(
      this.project,
      this.config,
      (checker) => new SchemaConverter(checker, { projectRoot: this.project.root, closedObjects: this.config.closedObjects }),
      {
        onProgress: options.onProgress,
        readOutput: onDisk,
        ...(options.final === true ? { final: true, collectGarbage: options.collectGarbage === true } : { cache: this.cache }),
      },
    );
    this.lastTools = result.outputs === null || options.final === true ? null : result.tools;
    this.#lastOutputs = result.outputs;
    const tools = result.tools.map((t) => t.entry);
    const label = (path: string): string => relative(this.cwd, path).replace(/\\/g, "/");
    const outputs = result.outputs ?? [];
    // Compared with what the session knows of each file (read this run, or written or matched by an
    // earlier one), else with the file a chunk at a time: an up-to-date manifest is never decoded.
    const changed = outputs.filter((output) => !this.onDisk.matches(output.path, partsOf(output)));
    const manifestPath = resolve(this.outDir, MANIFEST_FILE);
    const sameManifest = !changed.some(({ path }) => path === manifestPath);
    const next = entryTexts(tools);
    const report: GenerateResult = {
      ok: result.outputs !== null,
      tools,
      diagnostics: result.diagnostics,
      written: [],
      removed: [],
      stale: [],
      // None for a run with errors: it wrote nothing, and the tools of a file that does not parse
      // are missing from `tools`, not removed. Identical text means identical tools: skip parsing
      // and comparing 5,000 entries.
      changes: result.outputs === null || sameManifest ? { added: [], removed: [], changed: [] } : toolChanges(this.lastEntries ?? parseEntries(onDisk(manifestPath)), next),
      diffs: [],
      filesScanned: result.filesScanned,
      durationMs: 0,
    };
    if (result.outputs !== null) {
      const obsolete = this.#obsoleteValidators(outputs);
      if (options.check === true) {
        report.stale = [...changed.map((o) => label(o.path)), ...obsolete.map(({ path }) => label(path))];
        // A missing file would be a diff of every line; a schema module's text is generated code named
        // by its hash. What happens to them says more.
        report.diffs = await Promise.all([
          ...changed.map((o) => (onDisk(o.path) === null ? OUTPUT_MISSING : this.#isSchemaModule(o.path) ? MODULE_EDITED : shortDiff(label(o.path), onDisk(o.path) ?? "", o.text))),
          ...obsolete.map(({ path, text }) => (this.#isSchemaModule(path) ? MODULE_UNUSED : shortDiff(label(path), text, ""))),
        ]);
        report.ok = report.stale.length === 0;
      } else {
        const genModule = resolve(this.outDir, GEN_MODULE_FILE);
        const firstGenModule = !existsSync(genModule);
        // Unchanged files are left alone, so their timestamps do not trigger rebuilds downstream.
        writingOutputs(this.outDir, this.cwd, () => {
          writeOutputs(changed, obsolete.map(({ path }) => path));
          if (!this.config.validators) removeIfEmpty(resolve(this.outDir, SCHEMA_MODULES_DIR));
        });
        for (const output of changed) this.onDisk.wrote(output.path, partsOf(output));
        report.written = changed.map((o) => label(o.path));
        report.removed = obsolete.map(({ path }) => label(path));
        this.lastEntries = next;
        // The program had no tools.gen.ts to find these in (see `tsconfigFit`): only now can the
        // tsconfig be asked whether it compiles the one just written, and the other outputs.
        const listed = firstGenModule ? this.project.listsNow(dirname(genModule)) : undefined;
        if (listed?.(genModule) === true) {
          report.diagnostics = [...report.diagnostics, ...tsconfigFit(this.project, genModule, this.config.validators, listed)];
        }
      }
    }
    report.durationMs = Math.round(performance.now() - started);
    return report;
  }

  /**
   * Where the last run's inputs came from (see `inputPaths`), and the outputs it wrote or found up
   * to date; `undefined` before a run, and after one with errors.
   */
  lastRun(): { sources: RunSources; outputs: readonly OutputFile[] } | undefined {
    if (this.#lastOutputs === null) return undefined;
    const { lookups } = this.project;
    const absolute = (names: Iterable<string>): string[] => [...names].map((name) => resolve(name));
    const sources: RunSources = {
      cwd: this.cwd,
      projectGiven: this.options.project !== undefined,
      tsconfigPath: this.project.tsconfigPath,
      tsconfigFiles: this.project.tsconfigFiles(),
      configFiles: this.configFiles(),
      tsconfigFileNames: this.project.fileNames().map((name) => resolve(name)),
      sourceFolders: this.sourceFolders(),
      includeFolders: this.project.includeFolders(),
      packageFolders: this.project.packageFolders(),
      lookups: { missing: absolute(lookups.missing), read: absolute(lookups.read), listed: absolute(lookups.listed), followed: absolute(lookups.followed) },
      outDir: this.outDir,
    };
    return { sources, outputs: this.#lastOutputs };
  }

  /**
   * What a watch session does once a run's report is out: builds ahead what the next run would
   * otherwise build first (see `prepareValidators`). A no-op when there is nothing to prepare.
   */
  prepareNextRun(): void {
    if (this.lastTools !== null && this.config.validators) prepareValidators(this.lastTools, this.cache.outputs.validators);
  }

  #isSchemaModule(path: string): boolean {
    return dirname(path) === resolve(this.outDir, SCHEMA_MODULES_DIR);
  }

  /**
   * The validators files an earlier run wrote that this one does not: the modules of schemas no tool
   * has any more, and with validators off, all of them (left behind, they would still be found beside
   * the manifest). Only files that carry gen-tools' header are ours to remove.
   */
  #obsoleteValidators(outputs: readonly { path: string }[]): { path: string; text: string }[] {
    const current = new Set(outputs.map(({ path }) => path));
    const modulesDir = resolve(this.outDir, SCHEMA_MODULES_DIR);
    const candidates = [
      ...(this.config.validators ? [] : [VALIDATORS_FILE, VALIDATORS_DECLARATIONS_FILE].map((name) => resolve(this.outDir, name))),
      ...namesIn(modulesDir).filter((name) => SCHEMA_MODULE_NAME.test(name)).map((name) => join(modulesDir, name)),
    ];
    return candidates.flatMap((path) => {
      const text = current.has(path) ? null : this.onDisk.read(path);
      return text !== null && text.startsWith(GENERATED_HEADER) ? [{ path, text }] : [];
    });
  }

  /**
   * Brings changed files into the project: edited ones re-read, deleted ones dropped, new ones
   * added when the tsconfig includes them. The next `run` rebuilds the program incrementally, and
   * reads every tool again when a file discovery read beside the program changed (a declared base
   * class's source, see `Project.refresh`), which the pipeline's cache cannot see. Throws
   * `ConfigError` when the tsconfig is left without its files; `reload` then starts over.
   */
  refresh(paths: readonly string[]): void {
    if (this.project.refresh(paths)) this.cache = new PipelineCache();
  }

  /** Whether a change to `path`, which is no source file, may concern the project (a folder; see `Project.holdsFiles`). */
  holdsFiles(path: string): boolean {
    return this.project.holdsFiles(path);
  }

  /**
   * The files whose change calls for `reload`: the tsconfig and those it extends, and those read to
   * choose it from a solution (see `solution`). Changes to the config file (`configFiles`) call for
   * `reloadConfig` only.
   */
  tsconfigFiles(): string[] {
    return this.project.tsconfigFiles();
  }

  /** Whether changes to `paths` call for `reload` too: a tool added to a project the solution did not choose (see `Project.choosesAgain`). */
  choosesAgain(paths: readonly string[]): boolean {
    return this.project.choosesAgain(paths);
  }

  /** Whether changes to `paths` concern only projects a solution did not choose, and change no output (see `Project.concernsOnlyUnchosen`). */
  concernsOnlyUnchosen(paths: readonly string[]): boolean {
    return this.project.concernsOnlyUnchosen(paths);
  }

  /** Where gen-tools' settings come from: `gen-tools.config.json` or package.json, in the project's folder. */
  configFiles(): string[] {
    return Object.values(configSources(this.project.root));
  }

  /**
   * After packages were installed or removed: the next run resolves every import again. The files a
   * changed resolution brings in or drops are changes like any other to the pipeline's cache.
   */
  resolveAgain(): void {
    this.project.resolveAgain();
  }

  /**
   * Reloads the whole project (after its tsconfig changed), and the config. Throws `ConfigError` for
   * a bad tsconfig or config file, and keeps the project it had.
   */
  reload(): void {
    // From the solution, if there was one: the tools may have moved to another of its projects.
    const project = Project.load(this.project.solution ?? this.project.tsconfigPath);
    this.#setConfig(configOf(project.root, this.options, this.cwd));
    this.project = project;
  }

  /** Reads the config file again (after it changed). Throws `ConfigError` for a bad one, and keeps the settings it had. */
  reloadConfig(): void {
    this.#setConfig(configOf(this.project.root, this.options, this.cwd));
  }

  /** Takes new settings; results built under others are not reused. */
  #setConfig(config: GenToolsConfig): void {
    if (JSON.stringify(config) === JSON.stringify(this.settings)) return;
    this.settings = config;
    this.cache = new PipelineCache();
    this.lastTools = null;
  }
}

/** What `GenToolsSession.open` takes: `generate`'s options but those of a single run. */
export type SessionOptions = Omit<GenerateOptions, "check" | "onProgress">;

/** The config file's settings (`loadConfigFile`) under the options given, which win. */
function configOf(root: string, options: SessionOptions, cwd: string): GenToolsConfig {
  checkOptions(options);
  const { config: fromFile } = loadConfigFile(root);
  const config: GenToolsConfig = { ...DEFAULT_CONFIG, ...fromFile };
  config.out = options.out === undefined ? resolve(root, config.out) : resolve(cwd, options.out);
  if (options.requireDescriptions !== undefined) config.requireDescriptions = options.requireDescriptions;
  if (options.closedObjects !== undefined) config.closedObjects = options.closedObjects;
  if (options.nameStyle !== undefined) config.nameStyle = options.nameStyle;
  if (options.include !== undefined) config.include = options.include;
  if (options.validators !== undefined) config.validators = options.validators;
  if (options.openaiStrict !== undefined) config.openaiStrict = options.openaiStrict;
  return config;
}

/**
 * The options that are also config file keys, checked as the file's are (GT4005): a script in
 * JavaScript, or a value read from the environment, has no types to catch `nameStyle: "Class.Method"`.
 */
function checkOptions(options: SessionOptions): void {
  const given = Object.fromEntries(CONFIG_OPTIONS.flatMap((key) => (options[key] === undefined ? [] : [[key, options[key]]])));
  validateConfig(given, "generate() options", "");
}

const CONFIG_OPTIONS = Object.keys(DEFAULT_CONFIG) as (keyof GenToolsConfig)[];

/** What `--check` says of a missing output or a stale schema module, instead of a diff (`diffs`). */
const OUTPUT_MISSING = "missing, which a run writes";
const MODULE_EDITED = "changed by hand, which a run writes anew";
const MODULE_UNUSED = "of a schema no tool has any more, which a run removes";

/** Removes a folder the run emptied; one that holds anything else stays. */
function removeIfEmpty(dir: string): void {
  try {
    rmdirSync(dir);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code !== "ENOENT" && code !== "ENOTEMPTY") throw error;
  }
}

/** Runs the generator once: writes the outputs (or, with `check`, compares them) and returns what happened. */
export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const run: RunOptions = { final: true };
  if (options.check !== undefined) run.check = options.check;
  if (options.onProgress !== undefined) run.onProgress = options.onProgress;
  return GenToolsSession.open(options).run(run);
}

function parseEntries(text: string | null): EntryTexts | null {
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as Partial<ToolManifest>;
    return Array.isArray(parsed.tools) ? entryTexts(parsed.tools) : null;
  } catch {
    return null;
  }
}
