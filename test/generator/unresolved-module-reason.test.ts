import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exportConditions, unresolvedModuleReason } from "../../generator/pipeline/unresolved-module-reason.js";
import ts from "../../generator/typescript.cjs";

let dir: string | undefined;
afterEach(() => dir !== undefined && rmSync(dir, { recursive: true, force: true }));

const NODE_NEXT = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
const FROM_ESM = exportConditions(NODE_NEXT, ts.ModuleKind.ESNext);

/** Why `specifier` does not resolve from src/a.ts, with `pkg` installed as node_modules/pkg (its package.json and files), under `conditions`. */
function reason(specifier: string, manifest: object, files: string[] = [], conditions = FROM_ESM): string {
  dir = mkdtempSync(join(tmpdir(), "gen-tools-reason-"));
  for (const [path, text] of [["node_modules/pkg/package.json", JSON.stringify({ name: "pkg", ...manifest })], ...files.map((f) => [`node_modules/pkg/${f}`, ""])] as const) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return unresolvedModuleReason(specifier, join(dir, "src", "a.ts"), conditions);
}

const BUILD = "build it first (tsc -b), or read it from source through paths or a development export condition";

describe("why a package import does not resolve", () => {
  it.each([
    ["a types field naming a missing file", "pkg", { types: "./dist/index.d.ts" }, [], `'pkg' is installed, but its types (./dist/index.d.ts) are missing: ${BUILD}`],
    ["a types condition under import", "pkg", { exports: { import: { types: "./dist/index.d.mts", default: "./dist/index.mjs" } } }, [], `'pkg' is installed, but its types (./dist/index.d.mts) are missing: ${BUILD}`],
    ["a subpath pattern", "pkg/geo", { exports: { "./*": { types: "./dist/*.d.ts" } } }, [], `'pkg' is installed, but its types (./dist/geo.d.ts) are missing: ${BUILD}`],
    ["a subpath exports leaves out", "pkg/geo", { exports: { ".": "./index.js" } }, ["index.js"], "'pkg' is installed, but its package.json exports has no './geo': add it there, or import a path it exports"],
    ["a subpath exports sets to null", "pkg/internal", { exports: { ".": "./index.js", "./internal": null } }, ["index.js"], "'pkg' is installed, but its package.json exports has no './internal': add it there, or import a path it exports"],
    ["JavaScript not built yet, without a types condition", "pkg", { exports: "./dist/index.js" }, [], `'pkg' is installed, but its files (./dist/index.js) are missing: ${BUILD}`],
    ["JavaScript without declarations", "pkg", { main: "lib.js" }, ["lib.js"], "'pkg' is installed, but has no types (no lib.d.ts beside lib.js): install its @types package, or declare the module"],
    ["declarations that are there", "pkg", { types: "index.d.ts" }, ["index.d.ts"], "run tsc to see why (TS2307)"],
    ["a package not installed", "other", {}, [], "no package 'other' is installed where this file can see it: install it, or map it with the tsconfig's paths"],
    ["a relative path", "./missing.js", {}, [], "there is no such file: check the path"],
  ])("%s", (_, specifier, manifest, files, expected) => {
    expect(reason(specifier, manifest, files)).toBe(expected);
  });
});

describe("the export conditions a package's exports are read under, as TypeScript resolves the import", () => {
  const custom = { ...NODE_NEXT, customConditions: ["acme:dist"] };
  const builtForAcme = { exports: { "./geo": { "acme:dist": { types: "./dist/geo.d.ts" }, default: null } } };
  const bothModuleKinds = { exports: { ".": { import: { types: "./dist/index.d.mts" }, require: { types: "./dist/index.d.cts" } } } };
  const requireOnly = { exports: { ".": { require: { types: "./dist/index.d.cts" } } } };

  it.each([
    ["the tsconfig's customConditions", "pkg/geo", builtForAcme, exportConditions(custom, ts.ModuleKind.ESNext), `'pkg' is installed, but its types (./dist/geo.d.ts) are missing: ${BUILD}`],
    ["no customConditions, where the subpath is null", "pkg/geo", builtForAcme, FROM_ESM, "'pkg' is installed, but its package.json exports has no './geo': add it there, or import a path it exports"],
    ["import from an ES module", "pkg", bothModuleKinds, FROM_ESM, `'pkg' is installed, but its types (./dist/index.d.mts) are missing: ${BUILD}`],
    ["require from a CommonJS module", "pkg", bothModuleKinds, exportConditions(NODE_NEXT, ts.ModuleKind.CommonJS), `'pkg' is installed, but its types (./dist/index.d.cts) are missing: ${BUILD}`],
    ["a require-only entry from an ES module", "pkg", requireOnly, FROM_ESM, "'pkg' is installed, but its package.json exports '.' under require only, and TypeScript resolves this import under import, types, node, default"],
  ])("%s", (_, specifier, manifest, conditions, expected) => {
    expect(reason(specifier, manifest, [], conditions)).toEqual(expected);
  });

  it.each<[string, ts.CompilerOptions, ts.ResolutionMode, string[]]>([
    ["NodeNext, an ES module", NODE_NEXT, ts.ModuleKind.ESNext, ["import", "types", "node", "default"]],
    ["NodeNext, a CommonJS module", NODE_NEXT, ts.ModuleKind.CommonJS, ["require", "types", "node", "default"]],
    ["NodeNext with customConditions", { ...NODE_NEXT, customConditions: ["development"] }, ts.ModuleKind.ESNext, ["import", "types", "node", "development", "default"]],
    ["bundler, which reads no node condition", { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, customConditions: ["development"] }, undefined, ["import", "types", "development", "default"]],
    ["bundler, the default of module preserve", { module: ts.ModuleKind.Preserve }, ts.ModuleKind.CommonJS, ["require", "types", "default"]],
    ["NodeNext as module NodeNext implies", { module: ts.ModuleKind.NodeNext }, ts.ModuleKind.ESNext, ["import", "types", "node", "default"]],
  ])("%s", (_, options, mode, expected) => {
    expect([...exportConditions(options, mode)]).toEqual(expected);
  });
});
