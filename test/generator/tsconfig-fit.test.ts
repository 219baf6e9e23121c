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

  it("names a module kind under which tsc refuses the manifest's import attribute (TS2823), with the nearest that takes it", () => {
    const refused = (setting: string, fix: string) =>
      `${prefix}${setting}, under which tsc refuses the import attribute that imports tools.manifest.json in it (with { type: "json" }, TS2823): set "module" to ${fix}`;
    expect(fitWarnings({ module: "node16", resolveJsonModule: true })).toEqual([refused('"module" is "Node16"', '"NodeNext" (or "Node20", "Node18")')]);
    for (const module of ["es2015", "es2020", "es2022"]) {
      const kind = { es2015: "ES2015", es2020: "ES2020", es2022: "ES2022" }[module];
      expect(fitWarnings({ module, moduleResolution: "bundler" })).toEqual([refused(`"module" is "${kind}"`, '"ESNext" (or "Preserve")')]);
    }
    // Unset, module follows target: ES2022 from ES2022 up to ES2025 (the default), ESNext from ESNext.
    expect(fitWarnings({})).toEqual([refused('"module" is unset, which its "target" makes "ES2022"', '"ESNext" (or "Preserve")')]);
    expect(fitWarnings({ target: "es2022" })).toEqual([refused('"module" is unset, which its "target" makes "ES2022"', '"ESNext" (or "Preserve")')]);
    expect(fitWarnings({ target: "esnext" })).toEqual([]);
    for (const module of ["node18", "node20", "nodenext"]) expect(fitWarnings({ module, resolveJsonModule: true })).toEqual([]);
    for (const module of ["esnext", "preserve"]) expect(fitWarnings({ module, moduleResolution: "bundler" })).toEqual([]);
  });
});
