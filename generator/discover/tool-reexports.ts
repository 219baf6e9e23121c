import { dirname } from "node:path";
import { nearestPackageFolder } from "../project/installed-package.js";
import ts from "../typescript.cjs";
import type { FileReads } from "./discover-context.js";
import { declarationSources, emittedJavaScript, type DeclarationText } from "./declaration-sources.js";
import { dependsOnGenTools } from "./gen-tools-dependency.js";
import { parseFile } from "./parse-file.js";
import { bothBindings, genToolsExports, mayBindTool, NO_BINDINGS, type FollowModule, type GenToolsBindings } from "./gen-tools-bindings.js";
import { PackageModules, type OwnModules } from "./own-modules.js";

const JAVASCRIPT = /\.[mc]?js$/;

/**
 * What the modules of a package's own export of gen-tools' `tool`, for files read from syntax
 * alone (see `genToolsBindings`): a base class's source that imports `tool` from `./marks.js`,
 * which re-exports it, has its marks read as if it imported gen-tools. Another package's modules
 * are read too where it depends on gen-tools, so that a decorator it made by a call of `tool`
 * (`import { readOnly } from "@acme/marks"`) is followed, its call read as `declarationExports`
 * reads it. Each module is read and parsed once per run, but for those after the first of modules
 * that re-export each other (see `exportsOf`).
 */
export class ToolReexports {
  private readonly byFile = new Map<string, GenToolsBindings>();
  /** Each declaration file's sources (see `sourcesOf`). */
  private readonly sources = new Map<string, readonly string[]>();
  /** What each declaration file and the files beside it export (see `declarationExports`). */
  private readonly byDeclaration = new Map<string, GenToolsBindings>();
  /** Whether each package folder depends on gen-tools (see `dependsOnGenTools`). */
  private readonly dependents = new Map<string, boolean>();
  /** The modules being read, each importing the next. */
  private readonly reading: string[] = [];
  /** The first of `reading` that a module it leads to reached again, if one did. */
  private cycleAt = Infinity;

  /**
   * Each package's own modules, with the resolutions made there, by the importer's folder and
   * specifier: a package's sources that sit in one folder import the same modules. Each run makes
   * this object anew (see `buildTools`), so a watch's next run does not reuse a resolution made
   * before a file, package.json or tsconfig.json changed.
   */
  private readonly packages: PackageModules;

  constructor(private readonly files: FileReads) {
    this.packages = new PackageModules(files);
  }

  /** How the modules that `importer` imports are followed: those of its own package only (see `OwnModules`). */
  followFrom(importer: string): FollowModule {
    const own = this.packages.of(importer);
    return (specifier) => {
      const isOwn = own.isOwn(specifier);
      const resolved = isOwn ? resolve(specifier, importer, own, this.files) : this.dependentModule(specifier, importer, own);
      if (resolved === undefined) return undefined;
      if (!isOwn) return this.declarationExports(resolved, () => this.files.readFile(resolved));
      const javaScript = this.javaScriptBeside(importer, resolved);
      return javaScript === undefined ? this.exportsOf(resolved) : bothBindings(this.exportsOf(resolved), this.exportsOf(javaScript));
    };
  }

  /** Whether the text of the file at `path` can bind gen-tools' `tool`, through its package's own modules or a package that depends on gen-tools (see `mayBindTool`). */
  mayBindTool(path: string, text: string): boolean {
    const own = this.packages.of(path);
    return mayBindTool(text, (specifier) => own.isOwn(specifier) || this.dependentModule(specifier, path, own) !== undefined);
  }

  /**
   * What a module exports of gen-tools, with, where it is a declaration file, what its sources and
   * the JavaScript emitted beside it export: only they hold the calls that made its decorators (it
   * has `export declare const readOnly: ToolDecorator`); a source's call is taken over the JavaScript's.
   * `text` gives the module's text, read at most once (the program has a declaration file's already).
   */
  declarationExports(path: string, text: () => string | undefined): GenToolsBindings {
    const javaScript = emittedJavaScript(path);
    if (javaScript === undefined) return this.exportsOf(path);
    let found = this.byDeclaration.get(path);
    if (found === undefined) {
      const own = text();
      // `declarationSources` answers only files that exist; a missing JavaScript file exports nothing (see `exportsOf`).
      const beside = [javaScript, ...this.sourcesOf({ fileName: path, text: own ?? "" })];
      found = beside.reduce((both, file) => bothBindings(both, this.exportsOf(file)), this.exportsOf(path, own));
      this.byDeclaration.set(path, found);
    }
    return found;
  }

  /** The source files a declaration file was built from (see `declarationSources`), worked out once per run. */
  sourcesOf(declarationFile: DeclarationText): readonly string[] {
    let sources = this.sources.get(declarationFile.fileName);
    if (sources === undefined) {
      sources = declarationSources(declarationFile, this.files);
      this.sources.set(declarationFile.fileName, sources);
    }
    return sources;
  }

  /** The module another package's specifier resolves to, where that package depends on gen-tools. */
  private dependentModule(specifier: string, importer: string, own: OwnModules): string | undefined {
    const resolved = resolve(specifier, importer, own, this.files);
    const folder = resolved === undefined ? undefined : nearestPackageFolder(dirname(resolved), (path) => this.files.fileExists(path));
    if (folder === undefined) return undefined;
    let depends = this.dependents.get(folder);
    if (depends === undefined) {
      depends = dependsOnGenTools(folder, this.files);
      this.dependents.set(folder, depends);
    }
    return depends ? resolved : undefined;
  }

  /**
   * The JavaScript emitted beside the declaration file that an import of JavaScript resolves to
   * (TypeScript resolves emitted JavaScript's `./marks.js` to `marks.d.ts`): both are read, as only
   * the JavaScript holds the calls that made decorators (the declaration file has `export declare
   * const readOnly: ToolDecorator`), and only the declaration file names what CommonJS output's
   * helpers hide (`export * from "gen-tools"`, emitted as `__exportStar(require(...), exports)`).
   */
  private javaScriptBeside(importer: string, resolved: string): string | undefined {
    const javaScript = JAVASCRIPT.test(importer) ? emittedJavaScript(resolved) : undefined;
    return javaScript !== undefined && this.files.fileExists(javaScript) ? javaScript : undefined;
  }

  /** What the module at `path` exports of gen-tools (see `genToolsExports`), its own package's modules followed; `known` is its text where the caller has read it. */
  exportsOf(path: string, known?: string): GenToolsBindings {
    const exported = this.byFile.get(path);
    if (exported !== undefined) return exported;
    // A module reached again while it is being read (modules that re-export each other) adds
    // nothing there: the first of the cycle gets the whole answer, those after it only a part, which
    // is not kept (each is read again when it is imported itself).
    const at = this.reading.indexOf(path);
    if (at !== -1) {
      this.cycleAt = Math.min(this.cycleAt, at);
      return NO_BINDINGS;
    }
    const depth = this.reading.push(path) - 1;
    const text = known ?? this.files.readFile(path);
    const found = text !== undefined && this.mayBindTool(path, text) ? genToolsExports(parseFile(path, text), this.followFrom(path)) : NO_BINDINGS;
    this.reading.pop();
    if (this.cycleAt < depth) return found;
    this.cycleAt = Infinity;
    this.byFile.set(path, found);
    return found;
  }
}

/** The file a specifier of `importer` resolves to, as its package resolves it (see `OwnModules`). */
function resolve(specifier: string, importer: string, own: OwnModules, files: FileReads): string | undefined {
  return ts.resolveModuleName(specifier, importer, own.options, files, own.resolutions).resolvedModule?.resolvedFileName;
}
