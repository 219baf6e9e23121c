import { dirname, join } from "node:path";
import { nearestPackageFolder } from "../project/installed-package.js";
import ts from "../typescript.cjs";
import type { FileReads } from "./discover-context.js";

/**
 * How a package's modules are found from its sources, read by syntax alone: as a bundler or tsc
 * resolves them (`./marks.js` → `marks.ts` beside a source, → `marks.d.ts` beside emitted
 * JavaScript), with the `paths` of the package's tsconfig.json.
 */
const RESOLUTION: ts.CompilerOptions = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, allowJs: true };

/** Relative specifiers (`./marks.js`, `..`, `.`) and subpath imports of a package.json (`#marks`). */
const RELATIVE_OR_SUBPATH_IMPORT = /^(?:\.\.?(?:\/|$)|#)/;

/** Which specifiers name a package's own modules, and how they are resolved. */
export interface OwnModules {
  /**
   * A relative specifier, a subpath import (`#marks`), the package's own name (`@acme/shared/marks`,
   * which its "exports" map) or a pattern of its tsconfig's `paths` (`@/marks`): another package is
   * not followed.
   */
  isOwn(specifier: string): boolean;
  options: ts.CompilerOptions;
  resolutions: ts.ModuleResolutionCache;
}

/** The specifiers that name a module of its own in any file, whose package is not known: relative ones and subpath imports. */
export function isRelativeOrSubpathImport(specifier: string): boolean {
  return RELATIVE_OR_SUBPATH_IMPORT.test(specifier);
}

/**
 * Each package's own modules, by its folder (the nearest with a package.json), read once through
 * the project's file reads. Each run makes this object anew, so a package.json or tsconfig.json
 * changed between runs is read again.
 */
export class PackageModules {
  private readonly byFolder = new Map<string, OwnModules>();
  /** The answer for each folder of the files asked about: a package's sources sit in a few. */
  private readonly byFileFolder = new Map<string, OwnModules>();

  constructor(private readonly files: FileReads) {}

  /** The own modules of the package `file` belongs to. */
  of(file: string): OwnModules {
    const dir = dirname(file);
    let own = this.byFileFolder.get(dir);
    if (own !== undefined) return own;
    // Outside a package, only relative specifiers lead to its own modules.
    const folder = nearestPackageFolder(dir, (path) => this.files.fileExists(path));
    own = folder === undefined ? ownModules(dir, undefined, {}) : (this.byFolder.get(folder) ?? ownModules(folder, this.packageName(folder), this.tsconfigOptions(folder)));
    if (folder !== undefined) this.byFolder.set(folder, own);
    this.byFileFolder.set(dir, own);
    return own;
  }

  private packageName(folder: string): string | undefined {
    const text = this.files.readFile(join(folder, "package.json"));
    if (text === undefined) return undefined;
    try {
      const name: unknown = (JSON.parse(text) as { name?: unknown }).name;
      return typeof name === "string" && name !== "" ? name : undefined;
    } catch {
      return undefined;
    }
  }

  /** The options of the package's tsconfig.json (its `extends` followed), without listing its files. */
  private tsconfigOptions(folder: string): ts.CompilerOptions {
    const path = join(folder, "tsconfig.json");
    if (!this.files.fileExists(path)) return {};
    const read = ts.readConfigFile(path, (p) => this.files.readFile(p));
    if (read.error !== undefined) return {};
    const host: ts.ParseConfigHost = {
      useCaseSensitiveFileNames: ts.sys.useCaseSensitiveFileNames,
      readDirectory: () => [],
      fileExists: (p) => this.files.fileExists(p),
      readFile: (p) => this.files.readFile(p),
    };
    return ts.parseJsonConfigFileContent(read.config, host, folder, undefined, path).options;
  }
}

/** The own modules of the package in `folder` named `name`, whose tsconfig.json has `configured`. */
function ownModules(folder: string, name: string | undefined, configured: ts.CompilerOptions): OwnModules {
  const patterns = Object.keys(configured.paths ?? {});
  const options = { ...configured, ...RESOLUTION };
  return {
    isOwn: (specifier) =>
      isRelativeOrSubpathImport(specifier) || (name !== undefined && (specifier === name || specifier.startsWith(`${name}/`))) || patterns.some((p) => matchesPattern(p, specifier)),
    options,
    resolutions: ts.createModuleResolutionCache(folder, (fileName) => fileName, options),
  };
}

/** Whether a `paths` pattern (`@/*`, `@app/marks`) matches a specifier: its one `*` stands for any text. */
function matchesPattern(pattern: string, specifier: string): boolean {
  const star = pattern.indexOf("*");
  if (star === -1) return pattern === specifier;
  const [prefix, suffix] = [pattern.slice(0, star), pattern.slice(star + 1)];
  return specifier.length >= prefix.length + suffix.length && specifier.startsWith(prefix) && specifier.endsWith(suffix);
}
