import ts from "../typescript.cjs";
import type { FileReads } from "./discover-context.js";
import { parseFile } from "./parse-file.js";
import { genToolsExports, mayBindTool, type FollowModule, type GenToolsBindings } from "./gen-tools-bindings.js";

/**
 * How a module of a base class's package is found from a file that imports it: relative
 * specifiers and subpath imports (`#marks`, through the package.json's "imports") as a bundler or
 * tsc resolves them (`./marks.js` → `marks.ts` beside a source, → `marks.d.ts` beside emitted
 * JavaScript), through the project's file reads.
 */
const RESOLUTION: ts.CompilerOptions = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, allowJs: true };

const NOTHING: GenToolsBindings = { tool: new Set(), namespaces: new Map() };

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
   * The resolutions made, by the importer's folder and specifier: a package's sources that sit in
   * one folder import the same modules. Each run makes this object anew (see `buildTools`), so a
   * watch's next run does not reuse a resolution made before a file or package.json changed.
   */
  private readonly resolutions = ts.createModuleResolutionCache(ts.sys.getCurrentDirectory(), (fileName) => fileName, RESOLUTION);

  constructor(private readonly files: FileReads) {}

  /** How the modules that `importer` imports are followed. */
  followFrom(importer: string): FollowModule {
    return (specifier) => {
      const resolved = ts.resolveModuleName(specifier, importer, RESOLUTION, this.files, this.resolutions).resolvedModule?.resolvedFileName;
      return resolved === undefined ? undefined : this.exportsOf(resolved);
    };
  }

  private exportsOf(path: string): GenToolsBindings {
    const known = this.byFile.get(path);
    if (known !== undefined) return known;
    // A module reached again while it is being read (modules that re-export each other) adds
    // nothing there: the first of the cycle gets the whole answer, those after it only a part, which
    // is not kept (each is read again when it is imported itself).
    const at = this.reading.indexOf(path);
    if (at !== -1) {
      this.cycleAt = Math.min(this.cycleAt, at);
      return NOTHING;
    }
    const depth = this.reading.push(path) - 1;
    const text = this.files.readFile(path);
    const found = text !== undefined && mayBindTool(text) ? genToolsExports(parseFile(path, text), this.followFrom(path)) : NOTHING;
    this.reading.pop();
    if (this.cycleAt < depth) return found;
    this.cycleAt = Infinity;
    this.byFile.set(path, found);
    return found;
  }
}
