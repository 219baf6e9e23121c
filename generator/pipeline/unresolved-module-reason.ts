import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { isPlainObject } from "../../src/validator/json-kind.js";
import { readPackageJson, type PackageJson } from "../package-json.js";
import { installedPackage, packageParts } from "../project/installed-package.js";
import ts from "../typescript.cjs";
import { computedOptions } from "./computed-options.js";

/**
 * The `exports` conditions TypeScript resolves an import with (its `getConditions`): `import` from
 * an ES module importer, `require` from a CommonJS one (`mode`, the program's
 * `getModeForUsageLocation`), `types`, `node` (not under moduleResolution bundler), the tsconfig's
 * customConditions; and `default`, which every lookup matches.
 */
export function exportConditions(options: ts.CompilerOptions, mode: ts.ResolutionMode): ReadonlySet<string> {
  // Node10 reads neither import nor require for an import that does not say which it is.
  if (mode === undefined && computedOptions.getEmitModuleResolutionKind(options) === ts.ModuleResolutionKind.Node10) return new Set(["types", "default"]);
  return new Set([...computedOptions.getConditions(options, mode), "default"]);
}

/**
 * Where a package puts an import's types: a file its `types` field or condition names (`declared`),
 * or a JavaScript file TypeScript looks for declarations beside.
 */
interface TypesTarget {
  file: string;
  declared: boolean;
}

/** An `exports` entry under conditions only, none of which the import is resolved with: those conditions. */
interface UnmatchedConditions {
  unmatched: string[];
}

/**
 * Why TypeScript finds no module for `specifier`, imported by `importer` (absolute), read from the
 * package's package.json as its resolution does under `conditions` (see `exportConditions`), and
 * what to do: the usual cause in a workspace is a package not built yet, whose `types` or `exports`
 * name a `dist/` file that is not there.
 */
export function unresolvedModuleReason(specifier: string, importer: string, conditions: ReadonlySet<string>): string {
  if (/^[./]/.test(specifier)) return "there is no such file: check the path";
  const { name, subpath } = packageParts(specifier);
  const folder = installedPackage(name, dirname(importer));
  if (folder === undefined) return `no package '${name}' is installed where this file can see it: install it, or map it with the tsconfig's paths`;
  const manifest = readPackageJson(join(folder, "package.json"));
  if (manifest === undefined) return `'${name}' is installed, but its package.json cannot be read`;
  const target = manifest.exports === undefined ? unexportedTypes(manifest, subpath) : exportedTypes(manifest.exports, subpath, conditions);
  if (target === null) return `'${name}' is installed, but its package.json exports has no '${subpath}': add it there, or import a path it exports`;
  if (target !== undefined && "unmatched" in target) {
    return `'${name}' is installed, but its package.json exports '${subpath}' under ${target.unmatched.join(", ")} only, and TypeScript resolves this import under ${[...conditions].join(", ")}`;
  }
  const build = "build it first (tsc -b), or read it from source through paths or a development export condition";
  if (target?.declared === true && !existsSync(join(folder, target.file))) return `'${name}' is installed, but its types (${target.file}) are missing: ${build}`;
  if (target?.declared === false && !existsSync(join(folder, declarationFile(target.file)))) {
    if (!existsSync(join(folder, target.file))) return `'${name}' is installed, but its files (${target.file}) are missing: ${build}`;
    return `'${name}' is installed, but has no types (no ${declarationFile(target.file)} beside ${target.file}): install its @types package, or declare the module`;
  }
  return "run tsc to see why (TS2307)";
}

/** Where `exports` puts `subpath`'s types under `conditions`: `null` when it does not export it, `undefined` when this cannot tell. */
function exportedTypes(exports: unknown, subpath: string, conditions: ReadonlySet<string>): TypesTarget | UnmatchedConditions | null | undefined {
  const entries = isPlainObject(exports) && Object.keys(exports).some((key) => key.startsWith(".")) ? exports : { ".": exports };
  if (subpath in entries) return targetOf(entries[subpath], "", conditions, false);
  for (const [key, entry] of Object.entries(entries)) {
    const [prefix = "", suffix] = key.split("*");
    if (suffix === undefined || !subpath.startsWith(prefix) || !subpath.endsWith(suffix) || subpath.length < key.length - 1) continue;
    return targetOf(entry, subpath.slice(prefix.length, subpath.length - suffix.length), conditions, false);
  }
  return null;
}

/** The file of an `exports` entry, through the first of its conditions in `conditions`, `*` replaced by `star`. */
function targetOf(entry: unknown, star: string, conditions: ReadonlySet<string>, declared: boolean): TypesTarget | UnmatchedConditions | null | undefined {
  if (entry === null) return null;
  if (typeof entry === "string") return { file: entry.replaceAll("*", star), declared };
  if (Array.isArray(entry)) return targetOf(entry[0], star, conditions, declared);
  if (!isPlainObject(entry)) return undefined;
  const keys = Object.keys(entry);
  const condition = keys.find((key) => conditions.has(key));
  if (condition === undefined) return keys.length === 0 ? null : { unmatched: keys };
  return targetOf(entry[condition], star, conditions, declared || condition === "types");
}

/** Without `exports`: the package root's `types` (or `typings`), else its `main` or index.js; a subpath is not read. */
function unexportedTypes(manifest: PackageJson, subpath: string): TypesTarget | undefined {
  if (subpath !== ".") return undefined;
  const types = manifest.types ?? manifest.typings;
  if (typeof types === "string") return { file: types, declared: true };
  return { file: typeof manifest.main === "string" ? manifest.main : "index.js", declared: false };
}

/** `./dist/index.js` → `./dist/index.d.ts` (`.mjs` → `.d.mts`, `.cjs` → `.d.cts`); a declaration or a `.ts` source stays. */
function declarationFile(target: string): string {
  return target.replace(/\.(m|c)?js$/, ".d.$1ts");
}
