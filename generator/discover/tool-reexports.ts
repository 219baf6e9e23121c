import ts from "../typescript.cjs";
import type { FileReads } from "./discover-context.js";
import { emittedJavaScript } from "./declaration-sources.js";
import { parseFile } from "./parse-file.js";
import { bothBindings, genToolsExports, mayBindTool, NO_BINDINGS, type FollowModule, type GenToolsBindings } from "./gen-tools-bindings.js";
import { PackageModules } from "./own-modules.js";

const JAVASCRIPT = /\.[mc]?js$/;

/**
 * What the modules of a package's own export of gen-tools' `tool`, for files read from syntax
 * alone (see `genToolsBindings`): a base class's source that imports `tool` from `./marks.js`,
 * which re-exports it, has its marks read as if it imported gen-tools. Each module is read and
 * parsed once per run, but for those after the first of modules that re-export each other (see `exportsOf`).
 */
export class ToolReexports {
  private readonly byFile = new Map<string, GenToolsBindings>();
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
      if (!own.isOwn(specifier)) return undefined;
      const resolved = ts.resolveModuleName(specifier, importer, own.options, this.files, own.resolutions).resolvedModule?.resolvedFileName;
      if (resolved === undefined) return undefined;
      const javaScript = this.javaScriptBeside(importer, resolved);
      return javaScript === undefined ? this.exportsOf(resolved) : bothBindings(this.exportsOf(resolved), this.exportsOf(javaScript));
    };
  }

  /** Whether the text of the file at `path` can bind gen-tools' `tool`, through its package's own modules (see `mayBindTool`). */
  mayBindTool(path: string, text: string): boolean {
    return mayBindTool(text, this.packages.of(path).isOwn);
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

  /** What the module at `path` exports of gen-tools (see `genToolsExports`), its own package's modules followed. */
  exportsOf(path: string): GenToolsBindings {
    const known = this.byFile.get(path);
    if (known !== undefined) return known;
    // A module reached again while it is being read (modules that re-export each other) adds
    // nothing there: the first of the cycle gets the whole answer, those after it only a part, which
    // is not kept (each is read again when it is imported itself).
    const at = this.reading.indexOf(path);
    if (at !== -1) {
      this.cycleAt = Math.min(this.cycleAt, at);
      return NO_BINDINGS;
    }
    const depth = this.reading.push(path) - 1;
    const text = this.files.readFile(path);
    const found = text !== undefined && this.mayBindTool(path, text) ? genToolsExports(parseFile(path, text), this.followFrom(path)) : NO_BINDINGS;
    this.reading.pop();
    if (this.cycleAt < depth) return found;
    this.cycleAt = Infinity;
    this.byFile.set(path, found);
    return found;
  }
}
