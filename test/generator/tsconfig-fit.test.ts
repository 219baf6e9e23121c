import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tsconfigFit } from "../../generator/pipeline/tsconfig-fit.js";
import ts from "../../generator/typescript.cjs";

// An ES module package, with tools.gen.ts in its default output folder.
const root = mkdtempSync(join(tmpdir(), "gen-tools-fit-"));
writeFileSync(join(root, "package.json"), JSON.stringify({ type: "module" }));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The GT4010 messages for a tsconfig with these compilerOptions, as written in it. */
function fitWarnings(compilerOptions: Record<string, unknown>, validators = true): string[] {
  const { options, errors } = ts.convertCompilerOptionsFromJson(compilerOptions, root);
  expect(errors).toEqual([]);
  return tsconfigFit(options, join(root, "generated/tools.gen.ts"), join(root, "tsconfig.json"), root, validators).map((d) => d.message);
}

const prefix = "the tsconfig compiles generated/tools.gen.ts, but ";
const jsonOff = `${prefix}"resolveJsonModule" is off, so tsc cannot import tools.manifest.json in it: set it to true`;
const allowJsOff = `${prefix}"allowJs" is off, so tsc does not copy tools.validators.js, which it imports, into its outDir: set it to true, or run gen-tools with --no-validators`;

describe("tsconfigFit", () => {
  it("takes resolveJsonModule as the compiler does when the tsconfig leaves it unset: on under NodeNext, Node20 and bundler resolution", () => {
    expect(fitWarnings({ module: "nodenext" })).toEqual([]);
    expect(fitWarnings({ module: "node20" })).toEqual([]);
    expect(fitWarnings({ module: "esnext", moduleResolution: "bundler" })).toEqual([]);
    expect(fitWarnings({ module: "nodenext", resolveJsonModule: false })).toEqual([jsonOff]);
  });

  it("names allowJs off only where tsc emits into an outDir: without one, tools.validators.js is where tsc leaves the JavaScript", () => {
    expect(fitWarnings({ module: "nodenext", outDir: "dist" })).toEqual([allowJsOff]);
    expect(fitWarnings({ module: "nodenext" })).toEqual([]);
    expect(fitWarnings({ module: "nodenext", outDir: "dist", noEmit: true })).toEqual([]);
    expect(fitWarnings({ module: "nodenext", outDir: "dist" }, false)).toEqual([]);
    // checkJs turns allowJs on.
    expect(fitWarnings({ module: "nodenext", outDir: "dist", checkJs: true })).toEqual([]);
  });
});
