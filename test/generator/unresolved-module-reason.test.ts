import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { unresolvedModuleReason } from "../../generator/pipeline/unresolved-module-reason.js";

let dir: string | undefined;
afterEach(() => dir !== undefined && rmSync(dir, { recursive: true, force: true }));

/** Why `specifier` does not resolve from src/a.ts, with `pkg` installed as node_modules/pkg (its package.json and files). */
function reason(specifier: string, manifest: object, files: string[] = []): string {
  dir = mkdtempSync(join(tmpdir(), "gen-tools-reason-"));
  for (const [path, text] of [["node_modules/pkg/package.json", JSON.stringify({ name: "pkg", ...manifest })], ...files.map((f) => [`node_modules/pkg/${f}`, ""])] as const) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return unresolvedModuleReason(specifier, join(dir, "src", "a.ts"));
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
