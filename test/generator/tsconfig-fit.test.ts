import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tsconfigFit } from "../../generator/pipeline/tsconfig-fit.js";
import { Project } from "../../generator/project/project.js";

/** An ES module package with an empty src/main.ts, and what gen-tools writes in its default output folder (tools.gen.ts empty unless a test writes it). */
function esModulePackage(): string {
  const folder = sourcesOnlyPackage();
  writeOutputs(folder);
  return folder;
}

/** An ES module package with an empty src/main.ts, before gen-tools' first run. */
function sourcesOnlyPackage(): string {
  const folder = mkdtempSync(join(tmpdir(), "gen-tools-fit-"));
  writeFileSync(join(folder, "package.json"), JSON.stringify({ type: "module" }));
  mkdirSync(join(folder, "src"));
  writeFileSync(join(folder, "src/main.ts"), "");
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** What gen-tools writes in the package's default output folder, each file empty. */
function writeOutputs(folder: string): void {
  mkdirSync(join(folder, "generated/tools.validators"), { recursive: true });
  for (const file of ["tools.gen.ts", "tools.manifest.json", "tools.validators.js", "tools.validators.d.ts", "tools.validators/0123456789abcdef.js"]) writeFileSync(join(folder, "generated", file), "");
}
const root = esModulePackage();

/** The project of the tsconfig.json written in `folder` with these compilerOptions, include (and files), as gen-tools reads it. */
function writeTsconfig(folder: string, compilerOptions: Record<string, unknown>, include: readonly string[], files?: readonly string[]): Project {
  writeFileSync(join(folder, "tsconfig.json"), JSON.stringify({ compilerOptions, include, files }));
  return Project.load(join(folder, "tsconfig.json"));
}

/** The GT4010 messages for a tsconfig with these compilerOptions and include (and files), in the package `at`. */
function fitWarnings(compilerOptions: Record<string, unknown>, validators = true, at = root, include: readonly string[] = ["src", "generated"], files?: readonly string[]): string[] {
  const project = writeTsconfig(at, compilerOptions, include, files);
  return tsconfigFit(project, join(at, "generated/tools.gen.ts"), validators).map((d) => d.message);
}

const prefix = "the tsconfig compiles generated/tools.gen.ts, but ";
const jsonOff = `${prefix}"resolveJsonModule" is off, so tsc cannot import tools.manifest.json in it: set it to true`;
const allowJsOff = `${prefix}"allowJs" is off, so tsc does not copy tools.validators.js, which it imports, into its outDir: set it to true, or run gen-tools with --no-validators`;

describe("tsconfigFit", () => {
  it("sees a tools.gen.ts that an include entry names, written after the project read its list, as a first run writes it", () => {
    const folder = sourcesOnlyPackage();
    const project = writeTsconfig(folder, { module: "nodenext", outDir: "dist" }, ["src", "generated/tools.gen.ts"]);
    writeOutputs(folder);
    const genModule = join(folder, "generated/tools.gen.ts");
    expect(project.listsNow(dirname(genModule))(genModule)).toBe(true);
    expect(tsconfigFit(project, genModule, true).map((d) => d.message)).toEqual([allowJsOff]);
  });

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

  it("names an include that leaves out tools.validators.js where tsc emits JavaScript into an outDir: tsc copies the JavaScript it lists, and finds the import's .d.ts", () => {
    const notCopied = `${prefix}its file list leaves out tools.validators.js, which it imports, so tsc does not copy it or the tools.validators/ modules into its outDir, and Node cannot find them (ERR_MODULE_NOT_FOUND): add "generated" to "include", or run gen-tools with --no-validators`;
    const emitsJs = { module: "nodenext", outDir: "dist", allowJs: true };
    expect(fitWarnings(emitsJs, true, root, ["src"])).toEqual([notCopied]);
    expect(fitWarnings(emitsJs, true, root, ["src/**/*.ts", "generated/**/*.ts"])).toEqual([notCopied]);
    expect(fitWarnings(emitsJs, true, root, ["src", "generated"])).toEqual([]);
    // tsc follows its imports of the tools.validators/ modules.
    expect(fitWarnings(emitsJs, true, root, ["src", "generated/tools.validators.js"])).toEqual([]);
    expect(fitWarnings(emitsJs, false, root, ["src"])).toEqual([]);
    expect(fitWarnings({ ...emitsJs, noEmit: true }, true, root, ["src"])).toEqual([]);
    expect(fitWarnings({ ...emitsJs, declaration: true, emitDeclarationOnly: true }, true, root, ["src"])).toEqual([]);
  });

  it("takes tools.validators.js as listed where the tsconfig's files name it, outside the folders include searches", () => {
    const emitsJs = { module: "nodenext", outDir: "dist", allowJs: true };
    expect(fitWarnings(emitsJs, true, root, ["src"], ["generated/tools.validators.js"])).toEqual([]);
  });

  it("sees a tools.validators.js written under a folder include searches since the project read its file list, as a watch's first run writes it", () => {
    const at = esModulePackage();
    rmSync(join(at, "generated/tools.validators.js"));
    const project = writeTsconfig(at, { module: "nodenext", outDir: "dist", allowJs: true }, ["src", "generated"]);
    writeFileSync(join(at, "generated/tools.validators.js"), "");
    expect(tsconfigFit(project, join(at, "generated/tools.gen.ts"), true)).toEqual([]);
  });

  it("names allowJs without an outDir where tsc compiles tools.validators.js: it would write its output over its inputs (TS5055)", () => {
    const overwrites = (files: string, setting: string) =>
      `${prefix}tsc compiles tools.validators.js ("allowJs" is on) and writes its output beside it, over ${files}, and so fails (TS5055): set ${setting}, or run gen-tools with --no-validators`;
    const javaScript = overwrites("tools.validators.js and the tools.validators/ modules", '"outDir"');
    expect(fitWarnings({ module: "nodenext", allowJs: true })).toEqual([javaScript]);
    expect(fitWarnings({ module: "nodenext", allowJs: true, declaration: true })).toEqual([javaScript]);
    expect(fitWarnings({ module: "nodenext", allowJs: true, declaration: true, emitDeclarationOnly: true })).toEqual([overwrites("tools.validators.d.ts", '"declarationDir"')]);
    // Where tsc writes nothing beside its inputs, or does not compile the validators.
    expect(fitWarnings({ module: "nodenext", allowJs: true, declaration: true, emitDeclarationOnly: true, declarationDir: "types" })).toEqual([]);
    expect(fitWarnings({ module: "nodenext", allowJs: true, noEmit: true })).toEqual([]);
    expect(fitWarnings({ module: "nodenext", allowJs: true }, true, root, ["src", "generated/*.ts"])).toEqual([]);
    expect(fitWarnings({ module: "nodenext", allowJs: true }, false)).toEqual([]);
    expect(fitWarnings({ module: "nodenext" })).toEqual([]);
  });

  it("names a composite project's file list that leaves out a generated file tsc compiles (TS6307): its include finds no JSON, and tsc emits JSON only into an outDir", () => {
    const unlisted = (files: string, entries: string) =>
      `${prefix}"composite" is on, under which tsc refuses a file it reaches only through an import (TS6307), and the file list leaves out ${files}: add ${entries} to "include"`;
    const composite = { module: "nodenext", outDir: "dist", allowJs: true, composite: true };
    expect(fitWarnings(composite)).toEqual([unlisted("tools.manifest.json", '"generated/*.json"')]);
    // tsc checks the file list whether it emits or not.
    expect(fitWarnings({ ...composite, noEmit: true })).toEqual([unlisted("tools.manifest.json", '"generated/*.json"')]);
    expect(fitWarnings(composite, false, root, ["src", "generated", "generated/*.json"])).toEqual([]);
    expect(fitWarnings(composite, true, root, ["src", "generated", "generated/tools.manifest.json"])).toEqual([]);
    expect(fitWarnings(composite, false, root, ["src"])).toEqual([unlisted("tools.gen.ts and tools.manifest.json", '"generated" and "generated/*.json"')]);
    // Without an outDir, tsc writes no JSON, and does not ask for it in the file list.
    expect(fitWarnings({ module: "nodenext", composite: true })).toEqual([]);
    expect(fitWarnings({ module: "nodenext", composite: true }, true, root, ["src"])).toEqual([unlisted("tools.gen.ts", '"generated"')]);
    expect(fitWarnings({ module: "nodenext", outDir: "dist", allowJs: true })).toEqual([]);
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

  it("names an output folder outside rootDir (TS6059), and where to put it", () => {
    const outside = (folder: string, out: string) =>
      `${prefix}it is outside ${folder}, so tsc refuses it (TS6059): move the output folder under it ("out": "${out}" in gen-tools.config.json), or set "rootDir" to a folder that holds both`;
    expect(fitWarnings({ module: "nodenext", rootDir: "src", outDir: "dist", allowJs: true })).toEqual([outside('"rootDir" (src)', "src/generated")]);
    // tsc checks rootDir whether it emits or not.
    expect(fitWarnings({ module: "nodenext", rootDir: "src", noEmit: true })).toEqual([outside('"rootDir" (src)', "src/generated")]);
    expect(fitWarnings({ module: "nodenext", rootDir: ".", outDir: "dist", allowJs: true })).toEqual([]);
    expect(fitWarnings({ module: "nodenext", rootDir: "generated", noEmit: true })).toEqual([]);
  });

  it("takes the tsconfig's folder for rootDir under an outDir, as TypeScript 6 does", () => {
    // An output folder beside the project's (-o ../generated), outside its package: built with a bundler.
    const app = join(root, "app");
    mkdirSync(app);
    const project = writeTsconfig(app, { module: "esnext", moduleResolution: "bundler", outDir: "dist", allowJs: true }, ["src", "../generated"]);
    const besideProject = join(root, "generated/tools.gen.ts");
    expect(tsconfigFit(project, besideProject, true).map((d) => d.message)).toEqual([
      `the tsconfig compiles ../generated/tools.gen.ts, but it is outside the tsconfig's folder, which TypeScript 6 and later take for "rootDir" when "outDir" (or "declarationDir") is set, so tsc refuses it (TS6059): move the output folder under it ("out": "generated" in gen-tools.config.json), or set "rootDir" to a folder that holds both`,
    ]);
    expect(fitWarnings({ module: "nodenext", outDir: "dist", allowJs: true })).toEqual([]);
  });

  describe("decorators tsc leaves in its JavaScript", () => {
    const decorated = `import { tool } from "gen-tools";\nexport class Weather {\n  /** F. */\n  @tool()\n  forecast(city: string): string {\n    return city;\n  }\n}\n`;
    const jsdocMarked = `export class Notes {\n  /**\n   * L.\n   * @tool\n   */\n  list(): string[] {\n    return [];\n  }\n}\n`;
    const project = esModulePackage();
    /** The GT4010s for a tools.gen.ts that imports its tool classes from these modules of src/. */
    function withToolClasses(modules: Record<string, string>, compilerOptions: Record<string, unknown>): string[] {
      const imports = Object.keys(modules).map((name, i) => `import type { C${i} } from "../src/${name}.js";\n`);
      for (const [name, text] of Object.entries(modules)) writeFileSync(join(project, "src", `${name}.ts`), text);
      writeFileSync(join(project, "generated/tools.gen.ts"), `import manifest from "./tools.manifest.json" with { type: "json" };\n${imports.join("")}`);
      return fitWarnings({ module: "nodenext", outDir: "dist", allowJs: true, ...compilerOptions }, true, project);
    }
    const left = (where: string) =>
      `${prefix}"target" is "ESNext", for which tsc leaves the decorators of its tool classes (${where}) in the JavaScript, and Node cannot run them (SyntaxError at @tool()): set "target" to "ES2025" or lower, for which tsc lowers them`;
    it("names @tool() decorators under target ESNext where tsc emits, naming the modules", () => {
      expect(withToolClasses({ weather: decorated }, { target: "esnext" })).toEqual([left("src/weather.ts")]);
      expect(withToolClasses({ weather: decorated, notes: jsdocMarked, radar: decorated }, { target: "esnext" })).toEqual([left("src/weather.ts and 1 more")]);
    });

    it("says nothing where tsc lowers them, emits no JavaScript, or the tools are JSDoc markers", () => {
      for (const target of ["es2022", "es2024", "es2025"]) expect(withToolClasses({ weather: decorated }, { target })).toEqual([]);
      expect(withToolClasses({ weather: decorated }, {})).toEqual([]);
      expect(withToolClasses({ weather: decorated }, { target: "esnext", experimentalDecorators: true })).toEqual([]);
      expect(withToolClasses({ weather: decorated }, { target: "esnext", useDefineForClassFields: false })).toEqual([]);
      expect(withToolClasses({ weather: decorated }, { target: "esnext", noEmit: true })).toEqual([]);
      expect(withToolClasses({ notes: jsdocMarked }, { target: "esnext" })).toEqual([]);
    });
  });

  it("points at the setting: its key where the tsconfig writes it, its extends where a base sets it, compilerOptions where none does", () => {
    const at = esModulePackage();
    const lines = ["{", '  "extends": "./base.json",', '  "compilerOptions": {', '    "outDir": "dist",', '    "module": "commonjs"', "  },", '  "include": ["src", "generated"]', "}"];
    writeFileSync(join(at, "base.json"), JSON.stringify({ compilerOptions: { resolveJsonModule: false } }, null, 2));
    writeFileSync(join(at, "tsconfig.json"), lines.join("\n"));
    const project = Project.load(join(at, "tsconfig.json"));
    const where = tsconfigFit(project, join(at, "generated/tools.gen.ts"), true).map((d) => [d.message.slice(prefix.length, prefix.length + 20), d.line, d.column]);
    expect(where).toEqual([
      ['as CommonJS ("module', 5, 5],
      ['"resolveJsonModule" ', 2, 3],
      ['"allowJs" is off, so', 3, 3],
    ]);
  });
});
