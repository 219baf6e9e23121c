import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { ConfigError } from "../config/config-error.js";
import type { FileReads } from "../discover/discover-context.js";
import { isLibFile } from "../convert/type-facts.js";
import { computedOptions } from "../pipeline/computed-options.js";
import ts from "../typescript.cjs";
import { isFile, isFolder, isSymbolicLink, statOf } from "../path-stats.js";
import { inRealFolder } from "../real-folder.js";
import { isWithin } from "../within-folder.js";
import { ConfigReach } from "./config-reach.js";
import { serveLibFiles } from "./lib-files.js";
import { Lookups } from "./lookups.js";
import { affectsOtherFiles, includeMatcher, isDeclarationFile } from "./root-files.js";
import { toolMarkLine } from "./tool-mark-line.js";
import { compilerName, readTsconfig, requireInputs, type TsconfigRead } from "./read-tsconfig.js";
import { settingPositions, type Position } from "./setting-position.js";
import { declaresTools, isSolution, toolProjectOf, type SolutionChoice } from "./solution.js";

/**
 * The user's program, as `tsc -p` builds it, kept between runs: `refresh` drops the files that
 * changed, and the next `program()` re-parses only those, reusing every other file's syntax tree
 * (and its binding) through the compiler's own program reuse.
 */
export class Project {
  /** Syntax trees by file name, lib and library files included: what the next program reuses. */
  private readonly files = new Map<string, ts.SourceFile>();
  private readonly host: ts.CompilerHost;
  private current: ts.Program | undefined;
  /** The program `current` replaces, handed to the compiler for reuse. */
  private previous: ts.Program | undefined;

  /** Absolute path of the tsconfig; the project root is its directory. */
  readonly tsconfigPath: string;
  /** The tsconfig as last read, and where its `include` reaches. */
  #reach: ConfigReach;
  /** The text of each tsconfig read for `config`: the project's and those it extends, by compiler name. */
  private tsconfigTexts: Map<string, string>;
  /** The configuration's `include`, which the program starts from (see `startFrom`); `null`: every file. */
  private include: readonly string[] | null = null;
  /** `include` as a test of a file name (see `includeMatcher`), made once per `include`: every file without one. */
  private included: (fileName: string) => boolean = () => true;
  /** What each file outside `include` holds, read from its text: see `OutsideFacts`. By compiler name. */
  private readonly outside = new Map<string, OutsideFacts>();
  /** What the compiler asked of the file system (see `Lookups`); kept when the program is released. */
  readonly #lookups: Lookups;
  /**
   * Files `refresh` was given that are on disk and that the tsconfig's list, read with them there,
   * leaves out (a test file beside `include`, a package.json): an edit of one cannot change the list,
   * which is not read again for it.
   */
  readonly #leftOut = new Set<string>();

  /** The solution-style tsconfig the project was chosen from (see `toolProjectOf`), when it was. */
  readonly solution: string | undefined;
  /** The text of the config files read to choose the project from the solution (see `SolutionChoice`), by compiler name: a change to one may choose another. */
  readonly #solutionTexts: ReadonlyMap<string, string>;
  /** The solution's projects not chosen: a tool added to one chooses again (see `choosesAgain`). */
  readonly #unchosen: readonly ConfigReach[];

  private constructor(read: TsconfigRead, solution?: SolutionChoice) {
    this.solution = solution?.path;
    this.#solutionTexts = solution?.texts ?? new Map();
    this.#unchosen = (solution?.others ?? []).map((config) => new ConfigReach(config));
    this.tsconfigPath = read.path;
    this.#reach = new ConfigReach(read.parsed);
    this.tsconfigTexts = read.texts;
    this.host = ts.createCompilerHost(this.config.options);
    // JSDoc is parsed where the generator reads it (jsdoc-on-demand.ts), except in JavaScript files, where it carries types.
    this.host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeInfo;
    serveLibFiles(this.host);
    this.#lookups = new Lookups(this.host);
    const parse = this.host.getSourceFile.bind(this.host);
    this.host.getSourceFile = (fileName, languageVersion, onError, shouldCreateNew) => {
      let file = this.files.get(fileName);
      if (file === undefined) {
        file = parse(fileName, languageVersion, onError, shouldCreateNew);
        if (file !== undefined) this.files.set(fileName, file);
      }
      return file;
    };
  }

  /**
   * The project of the nearest `tsconfig.json` in `folder` or a folder above it, as `tsc` finds one
   * when given no `-p`.
   */
  static find(folder: string): Project {
    const found = ts.findConfigFile(folder, (path) => existsSync(path));
    if (found === undefined) {
      throw new ConfigError("GT4001", `cannot find a tsconfig.json in ${resolve(folder)} or any folder above it: pass --project path/to/tsconfig.json`);
    }
    return Project.load(found);
  }

  /**
   * Opens the project of a `tsconfig.json` (or a directory holding one); for a solution-style one,
   * the project it references that declares tools.
   */
  static load(tsconfig: string): Project {
    let tsconfigPath = inRealFolder(resolve(tsconfig));
    if (isFolder(tsconfigPath)) tsconfigPath = inRealFolder(resolve(tsconfigPath, "tsconfig.json"));
    if (!existsSync(tsconfigPath)) throw new ConfigError("GT4001", `cannot find the TypeScript project ${tsconfigPath}: no such file; check the path given as --project (or generate()'s project)`);
    const read = readTsconfig(tsconfigPath);
    const solution = isSolution(read.parsed) ? toolProjectOf(read) : undefined;
    requireInputs(solution?.chosen ?? read);
    return new Project(solution?.chosen ?? read, solution);
  }

  private get config(): ts.ParsedCommandLine {
    return this.#reach.config;
  }

  get root(): string {
    return dirname(this.tsconfigPath);
  }

  program(): ts.Program {
    if (this.current === undefined) {
      const { options } = this.config;
      const program = ts.createProgram({ rootNames: this.#rootNames(), options, host: this.host, ...(this.previous === undefined ? {} : { oldProgram: this.previous }) });
      this.current = program;
      this.previous = undefined;
      // A file that left the program (its import removed) is let go: kept, it would stay parsed and
      // watched, and an edit to it would build the program again for nothing.
      for (const name of this.files.keys()) if (program.getSourceFile(name) === undefined) this.files.delete(name);
    }
    return this.current;
  }

  /**
   * Starts the next program from the files the configuration's `include` names and from those that
   * can change what a name means elsewhere (see `affectsOtherFiles`), rather than from every file of
   * the tsconfig: the others are parsed only where these import them, and on an application whose
   * tools are a few of its files most never are. `null` (no `include`) starts from every file, as
   * `tsc` does.
   */
  startFrom(include: readonly string[] | null): void {
    if (JSON.stringify(include) === JSON.stringify(this.include)) return;
    this.include = include;
    this.included = includeMatcher(this.root, include);
    this.#rebuildNext();
  }

  /** Whether the `include` the program starts from (see `startFrom`) takes in `fileName`: whether its tools are read. */
  includes(fileName: string): boolean {
    return this.included(fileName);
  }

  #rootNames(): string[] {
    const { fileNames } = this.config;
    if (this.include === null) return fileNames;
    return fileNames.filter((fileName) => this.included(fileName) || this.#outsideFacts(fileName).affectsOthers);
  }

  #outsideFacts(fileName: string): OutsideFacts {
    let facts = this.outside.get(fileName);
    if (facts === undefined) {
      // A file the program parsed is read from its tree rather than from disk again.
      const text = this.files.get(fileName)?.text ?? textOf(fileName);
      // A declaration file declares no tool: its marks are not looked for.
      facts = { affectsOthers: affectsOtherFiles(fileName, text), toolMarkLine: isDeclarationFile(fileName) ? undefined : toolMarkLine(text) };
      this.outside.set(fileName, facts);
    }
    return facts;
  }

  /**
   * The tsconfig's files that `include` leaves out but whose text has a tool mark (see
   * `toolMarkLine`), with its line: tools, most likely, that gen-tools does not read. None without
   * an `include`.
   */
  toolMarksOutsideInclude(): { fileName: string; line: number }[] {
    if (this.include === null) return [];
    return this.config.fileNames.flatMap((fileName) => {
      if (this.included(fileName)) return [];
      const line = this.#outsideFacts(fileName).toolMarkLine;
      return line === undefined ? [] : [{ fileName, line }];
    });
  }

  /** The next `program()` is built again (other roots, or files changed), reusing what this one parsed. */
  #rebuildNext(): void {
    if (this.current !== undefined) {
      this.previous = this.current;
      this.current = undefined;
    }
  }

  /**
   * The folders to watch for the project's sources: its own, and those outside it that the
   * tsconfig's `include` patterns or `files` reach (`"include": ["../shared/src"]` in a monorepo);
   * for a project chosen from a solution, those of the projects not chosen too (see `choosesAgain`).
   */
  sourceFolders(): string[] {
    const root = this.root;
    const outside = [this.#reach, ...this.#unchosen]
      .flatMap(({ config, includeFolders }) => [...includeFolders, ...config.fileNames.map((name) => resolve(dirname(name)))])
      .filter((folder) => !isWithin(folder, root));
    // The topmost of them: a folder under another is watched with it.
    const folders = [...new Set(outside)].sort();
    return [root, ...folders.filter((folder, i) => !folders.slice(0, i).some((above) => isWithin(folder, above)))];
  }

  /**
   * Reads of files the program does not parse (a declared base class's source, see
   * `DeclaredBaseMarks`), through the compiler host: `--cache` records them as the program's own,
   * and a watch follows them (see `filesReadBeside`).
   */
  fileReads(): FileReads {
    return this.#lookups.besideProgram(this.host);
  }

  /** What the compiler asked of the file system (see `Lookups`). */
  get lookups(): Lookups {
    return this.#lookups;
  }

  /** The folders the tsconfig's `include` patterns start from (hidden ones too, when a pattern names them). */
  includeFolders(): readonly string[] {
    return this.#reach.includeFolders;
  }

  get compilerOptions(): ts.CompilerOptions {
    return this.config.options;
  }

  /** Whether the program takes JavaScript sources: `allowJs`, or `checkJs` alone, which implies it (as the compiler reads them). */
  takesJavaScript(): boolean {
    return computedOptions.getAllowJSCompilerOption(this.config.options);
  }

  /**
   * Whether the tsconfig lists a file of `folder` as it reads now, files written there since the
   * program was made included (the outputs, whose list a watch does not keep up). The tsconfig is
   * read again, once, at the first file asked about, and only where `include` reaches `folder` (see
   * `#includeReaches`): elsewhere only `files` can list a file, and the list as read answers. Most
   * projects leave the output folder out, and their runs pay nothing.
   */
  listsNow(folder: string): (path: string) => boolean {
    if (!this.#includeReaches(resolve(folder))) return (path) => this.hasFile(path);
    let fileNames: readonly string[] | undefined;
    return (path) => (fileNames ??= readTsconfig(this.tsconfigPath).parsed.fileNames).includes(compilerName(path));
  }

  /**
   * Whether a file written in `folder` since the tsconfig was read could be on its list: `folder` is
   * under a folder its `include` patterns start from, or an `include` entry names a file in it
   * (`"generated/tools.gen.ts"`), which `wildcardDirectories` leaves out and the compiler lists
   * only once the file exists.
   */
  #includeReaches(folder: string): boolean {
    const include: unknown = this.config.raw?.include;
    const named = Array.isArray(include) ? include.filter((entry): entry is string => typeof entry === "string" && !/[*?]/.test(entry)) : [];
    return (
      this.includeFolders().some((root) => isWithin(folder, root)) ||
      named.some((entry) => isWithin(resolve(dirname(this.tsconfigPath), entry), folder))
    );
  }

  /** The tsconfig's files, as last read: the program's roots without an `include`. */
  fileNames(): readonly string[] {
    return this.config.fileNames;
  }

  /** Whether the tsconfig's files, as last read, include `path`. */
  hasFile(path: string): boolean {
    return this.config.fileNames.includes(compilerName(path));
  }

  /**
   * Where a diagnostic about a setting of the tsconfig points (see `settingPositions`), in the text
   * its options were read from.
   */
  settingPositions(): (pointer: string, inherited: boolean) => Position | undefined {
    return settingPositions(this.tsconfigTexts.get(compilerName(this.tsconfigPath)));
  }

  /** The tsconfig and the configs it extends (`"extends"`), and those read to choose it from a solution (see `SolutionChoice`), as paths. */
  tsconfigFiles(): string[] {
    return [...new Set([...this.#solutionTexts.keys(), ...this.tsconfigTexts.keys()])].map((name) => resolve(name));
  }

  /**
   * The files whose syntax trees the project keeps for the next program, TypeScript's lib files left
   * out. A watch must see each of them change, wherever it is (outside the project and reached by an
   * import, or a package's declarations under `node_modules`): the next program reuses the trees.
   */
  parsedFiles(): string[] {
    const names: string[] = [];
    for (const [name, file] of this.files) if (!isLibFile(file)) names.push(resolve(name));
    return names;
  }

  /**
   * The package.json files the programs read (a package's `types` and `exports`, a file's package
   * scope), each in its real folder: a watch must see them change, where a package linked into
   * `node_modules` is edited.
   */
  packageJsonFiles(): string[] {
    return this.#lookups.packageJsonFiles();
  }

  /**
   * The files discovery read beside the program (see `fileReads`), each in its real folder: a watch
   * must see them change, and build every result again when one does.
   */
  filesReadBeside(): string[] {
    return this.#lookups.filesReadBeside();
  }

  /**
   * Whether a change to one of `paths` may have the solution choose another project (see
   * `toolProjectOf`, which the reload asks): a tool added to a project it did not choose, or the
   * chosen project's last tool gone.
   */
  choosesAgain(paths: readonly string[]): boolean {
    if (this.solution === undefined) return false;
    const fileNames = paths.map((path) => compilerName(path));
    return fileNames.some((fileName) => this.#toolAddedToUnchosen(fileName)) || this.#lostLastTool(fileNames);
  }

  /**
   * Whether `fileName` is a file of a project the solution did not choose (listed, or under a folder
   * its `include` patterns start from) that now declares tools, where none of that project's did.
   * One text read, for such a file only.
   */
  #toolAddedToUnchosen(fileName: string): boolean {
    return !this.files.has(fileName) && this.#unchosen.some((reach) => reach.takes(fileName)) && declaresTools(fileName);
  }

  /**
   * Whether changes to `paths` concern only projects the solution did not choose, once they neither
   * choose again (see `choosesAgain`) nor touch a tsconfig: each is a file or folder of such a
   * project that the chosen one does not list or reach with its `include`, holds no file of, and
   * never read or looked for (an import of it). A run for them would change nothing.
   */
  concernsOnlyUnchosen(paths: readonly string[]): boolean {
    if (this.solution === undefined || paths.length === 0) return false;
    return paths.every((path) => {
      const fileName = compilerName(path);
      const chosenKnows =
        this.#reach.takes(fileName) || this.files.has(fileName) || this.#knownUnder(fileName).length > 0 || this.#lookups.read.has(fileName) || this.#lookups.missing.has(fileName);
      return !chosenKnows && this.#unchosen.some((reach) => reach.takes(fileName));
    });
  }

  /**
   * Whether one of `fileNames`, read declaring tools, declares none now (edited, or gone), and no
   * file the tsconfig lists declares any: a full run then says none does (GT4008). The list is looked
   * at only when a file lost its tools, each file not among `fileNames` in the text the project
   * parsed, where it did: that is its text on disk.
   */
  #lostLastTool(fileNames: readonly string[]): boolean {
    const lost = fileNames.some((fileName) => {
      const read = this.files.get(fileName)?.text;
      return read !== undefined && declaresTools(fileName, read) && !declaresTools(fileName);
    });
    const changed = new Set(fileNames);
    return lost && !this.config.fileNames.some((fileName) => declaresTools(fileName, changed.has(fileName) ? undefined : this.files.get(fileName)?.text));
  }

  /** Those of `paths` whose text is no longer what the project read (a source file, a tsconfig, a package.json or a file read beside the program): edited, or gone, since. */
  staleFiles(paths: readonly string[]): string[] {
    return paths.filter((path) => this.#isStale(compilerName(path)));
  }

  /**
   * Whether a change to `path`, which is no source file, may still concern the project: a folder
   * (moved in, its files named by no event), or where the project had files (a folder removed or
   * moved away). `refresh` takes such a path for the files under it.
   */
  holdsFiles(path: string): boolean {
    const folder = compilerName(path);
    const stats = statOf(folder);
    // Only a path gone is looked for among the project's files (a build's outputs, written beside the sources, are not).
    return stats === undefined ? this.#knownUnder(folder).length > 0 : stats.isDirectory();
  }

  /**
   * Resolves every import again in the next `program()`, which otherwise keeps the resolutions of
   * files that did not change: a package installed since, or a package.json's `exports` edited, leaves
   * an import that failed failing. The syntax trees are kept.
   */
  resolveAgain(): void {
    this.current = undefined;
    this.previous = undefined;
    this.#lookups.forgetPackageJsons();
  }

  /**
   * The `node_modules` folders the compiler looks in for the project's packages: in its folder and
   * every folder above (a workspace installs into the repository's root). A link there that leads
   * nowhere (it loops, or dangles) is one too: the compiler finds no package in it, but where it
   * will lead cannot be recorded, so `--cache` makes every run while it is there (see `packagesProbe`).
   */
  packageFolders(): string[] {
    const folders: string[] = [];
    for (let folder = this.root; ; folder = dirname(folder)) {
      const packages = resolve(folder, "node_modules");
      const stats = statOf(packages);
      if (stats === undefined ? isSymbolicLink(packages) : stats.isDirectory()) folders.push(packages);
      if (dirname(folder) === folder) return folders;
    }
  }

  /** Lets go of the program and every syntax tree; the next `program()` starts over. */
  release(): void {
    this.current = undefined;
    this.previous = undefined;
    this.files.clear();
  }

  /**
   * Takes in files that changed on disk: edited ones are parsed again by the next `program()`
   * (unless their text is what it was), deleted and new ones leave or join the tsconfig's files. A
   * folder stands for the files under it. An edited package.json that the programs read has every
   * import resolved again (see `resolveAgain`). Returns whether a file discovery read beside the
   * program (see `fileReads`) changed: the tools read from it are in no syntax tree, so every tool
   * is to be read again. Throws `ConfigError` when the tsconfig no longer gives any file, or misses
   * one its `files` names (see `requireInputs`): the project is then to be loaded anew.
   */
  refresh(paths: readonly string[]): boolean {
    let changed = false;
    /** Whether a file of the tsconfig's list is gone. */
    let listedGone = false;
    /** Paths on disk that the list leaves out and that are not known to have been there when it was read: it is read again for them. */
    const unlisted: string[] = [];
    let resolutionsStale = false;
    let readBesideStale = false;
    const roots = new Set(this.config.fileNames);
    for (const fileName of this.#filesOf(paths)) {
      if (!existsSync(fileName)) {
        listedGone ||= roots.has(fileName);
        this.#forgetLeftOut(fileName);
      } else if (!roots.has(fileName) && !this.#leftOut.has(fileName)) {
        unlisted.push(fileName);
      }
      if (this.#isStale(fileName)) {
        this.files.delete(fileName);
        changed = true;
        resolutionsStale ||= this.#lookups.isPackageJsonRead(fileName);
        readBesideStale ||= this.#lookups.isReadBeside(fileName);
      }
      // An edit can make a file outside `include` a script or an augmentation, or stop it being one.
      const facts = this.outside.get(fileName);
      if (facts !== undefined) {
        this.outside.delete(fileName);
        if (this.#outsideFacts(fileName).affectsOthers !== facts.affectsOthers) changed = true;
      }
    }
    if (listedGone || unlisted.length > 0) {
      const read = readTsconfig(this.tsconfigPath);
      requireInputs(read);
      changed ||= read.parsed.fileNames.join("\0") !== this.config.fileNames.join("\0");
      this.#reach = new ConfigReach(read.parsed);
      this.tsconfigTexts = read.texts;
      const listed = new Set(read.parsed.fileNames);
      for (const fileName of unlisted) if (!listed.has(fileName) && isFile(fileName)) this.#leftOut.add(fileName);
    }
    if (changed) this.#rebuildNext();
    if (resolutionsStale) this.resolveAgain();
    if (readBesideStale) this.#lookups.forgetReadsBeside();
    return readBesideStale;
  }

  /**
   * `paths` as compiler names, a folder among them followed by the files the project has under it
   * (see `holdsFiles`). A file the project knows, or one on disk, is a file: most paths are, and
   * they are not searched for.
   */
  #filesOf(paths: readonly string[]): string[] {
    return paths.flatMap((path) => {
      const fileName = compilerName(path);
      return this.files.has(fileName) || isFile(fileName) ? [fileName] : [fileName, ...this.#knownUnder(fileName)];
    });
  }

  /**
   * Forgets the files left out at or under `path`, which is gone: a folder moved away names none of
   * its files, and one put back there may no longer have beside it the file that kept it out (`a.ts`
   * beside `a.js` under `allowJs`).
   */
  #forgetLeftOut(path: string): void {
    for (const fileName of this.#leftOut) if (isWithin(fileName, path)) this.#leftOut.delete(fileName);
  }

  /** Whether the project read `fileName` and its text is no longer on disk (changed, or the file gone). */
  #isStale(fileName: string): boolean {
    const known = this.files.get(fileName)?.text ?? this.tsconfigTexts.get(fileName) ?? this.#solutionTexts.get(fileName);
    return known === undefined ? this.#lookups.changedSinceRead(fileName, textOf) : textOf(fileName) !== known;
  }

  /** The tsconfig's files and the parsed ones under `folder`. */
  #knownUnder(folder: string): string[] {
    const under = `${folder}/`;
    const found = new Set<string>();
    for (const name of this.config.fileNames) if (name.startsWith(under)) found.add(name);
    for (const name of this.files.keys()) if (name.startsWith(under)) found.add(name);
    return [...found];
  }
}

/** What a file outside `include` holds, read from its text, not parsed. */
interface OutsideFacts {
  /** See `affectsOtherFiles`: whether the program starts from it. */
  affectsOthers: boolean;
  /** See `toolMarkLine`. */
  toolMarkLine: number | undefined;
}

/** A file's text, or `undefined` when it cannot be read (gone). */
function textOf(fileName: string): string | undefined {
  try {
    return readFileSync(fileName, "utf8");
  } catch {
    return undefined;
  }
}

