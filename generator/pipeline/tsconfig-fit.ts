import { dirname, join } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import { VALIDATORS_FILE } from "../emit/validators-module.js";
import type { Project } from "../project/project.js";
import { projectPath } from "../source-location.js";
import ts from "../typescript.cjs";
import { isWithin } from "../within-folder.js";
import { computedOptions } from "./computed-options.js";
import { decoratedToolModules } from "./decorated-tool-modules.js";
import { GEN_MODULE_FILE, MANIFEST_FILE } from "./render-outputs.js";

/** What `tsconfigFit` asks of the project about its tsconfig. */
type FitProject = Pick<Project, "compilerOptions" | "root" | "tsconfigPath" | "listsNow" | "settingPositions">;

/**
 * What in the tsconfig would make `tsc` refuse or mis-build the generated `tools.gen.ts`, for a
 * project that compiles it (its output folder included): found here, at generation, rather than as
 * a compiler error in a file the user did not write, or as a missing module at run time. `listed`
 * is the project's `listsNow` for the output folder, when the caller has asked it already.
 */
export function tsconfigFit(project: FitProject, genModule: ts.SourceFile | string, validators: boolean, listed?: (file: string) => boolean): Diagnostic[] {
  const genModulePath = typeof genModule === "string" ? genModule : genModule.fileName;
  const { compilerOptions: options, root, tsconfigPath } = project;
  const problems: Problem[] = [];
  const about = (option: keyof ts.CompilerOptions, text: string): Problem => ({ pointer: `/compilerOptions/${option}`, inherited: options[option] !== undefined, text });
  const outFolder = dirname(genModulePath);
  // Whether the tsconfig lists a file of the output folder (`files`, `include`): the JavaScript tsc
  // compiles (or copies) when an import reaches it only through its .d.ts, and what a composite project may compile.
  const lists = listed ?? project.listsNow(outFolder);
  // The output folder as an "include" entry in the tsconfig names it.
  const outEntry = projectPath(dirname(tsconfigPath), outFolder) || ".";
  const moduleKind = computedOptions.getEmitModuleKind(options);
  if (!emitsEsModule(genModule, moduleKind, options)) {
    problems.push(
      about(
        "module",
        'as CommonJS ("module": "commonjs", or NodeNext where package.json has no "type": "module"), and tsc refuses the ES module gen-tools writes: use "module": "NodeNext" with "type": "module", or "ESNext" with a bundler, or leave the output folder out of the tsconfig and load the manifest with readManifest (CommonJS code can require gen-tools on Node 20.19+ or 22.12+)',
      ),
    );
  } else if (!IMPORT_ATTRIBUTE_KINDS.has(moduleKind)) {
    problems.push(about(options.module === undefined ? "target" : "module", importAttributesRefused(moduleKind, options.module === undefined)));
  }
  if (!computedOptions.getResolveJsonModule(options)) problems.push(about("resolveJsonModule", '"resolveJsonModule" is off, so tsc cannot import tools.manifest.json in it: set it to true'));
  if (validators && options.noEmit !== true) {
    const problem = validatorsUnbuilt(options, () => lists(join(outFolder, VALIDATORS_FILE)), outEntry);
    if (problem !== undefined) problems.push(problem.setting === "include" ? { pointer: "/include", inherited: false, text: problem.text } : about(problem.setting, problem.text));
  }
  if (options.composite === true) {
    const unlisted = compositeUnlisted(options, outFolder, lists);
    if (unlisted.length > 0) problems.push({ pointer: "/include", inherited: false, text: compositeRefuses(unlisted, outEntry) });
  }
  if (leavesDecorators(options)) {
    const decorated = decoratedToolModules(genModule, options);
    if (decorated.length > 0) problems.push(about("target", decoratorsLeft(decorated.map((file) => projectPath(root, file)))));
  }
  const sourceRoot = rootDirOf(options, tsconfigPath);
  if (sourceRoot !== undefined && !isWithin(genModulePath, sourceRoot)) {
    problems.push(about(options.rootDir !== undefined ? "rootDir" : "outDir", outsideRootDir(projectPath(root, sourceRoot), options.rootDir !== undefined)));
  }
  if (problems.length === 0) return [];
  const generated = projectPath(root, genModulePath);
  const position = project.settingPositions();
  return problems.map(({ pointer, inherited, text }) => ({
    code: "GT4010",
    severity: "warning",
    message: `the tsconfig compiles ${generated}, but ${text}`,
    file: projectPath(root, tsconfigPath),
    ...position(pointer, inherited),
  }));
}

/** What in the tsconfig keeps tsc from building the generated module, and the setting it is about (see `Project.settingPositions`). */
interface Problem {
  pointer: string;
  inherited: boolean;
  text: string;
}

/**
 * What keeps tsc, as it emits, from building tools.validators.js and the tools.validators/ modules it
 * imports. Into an outDir it copies them only with allowJs, and only when its file list has
 * tools.validators.js (the import finds tools.validators.d.ts). Without an outDir, allowJs has it
 * write their output beside them, over its own inputs (TS5055); without allowJs it leaves them be.
 */
function validatorsUnbuilt(options: ts.CompilerOptions, listsValidators: () => boolean, outEntry: string): { setting: "allowJs" | "include"; text: string } | undefined {
  const allowJs = computedOptions.getAllowJSCompilerOption(options);
  const emitsJs = options.emitDeclarationOnly !== true;
  if (options.outDir !== undefined) {
    if (!emitsJs) return undefined;
    if (!allowJs) return { setting: "allowJs", text: '"allowJs" is off, so tsc does not copy tools.validators.js, which it imports, into its outDir: set it to true, or run gen-tools with --no-validators' };
    if (listsValidators()) return undefined;
    return {
      setting: "include",
      text: `its file list leaves out tools.validators.js, which it imports, so tsc does not copy it or the tools.validators/ modules into its outDir, and Node cannot find them (ERR_MODULE_NOT_FOUND): add "${outEntry}" to "include", or run gen-tools with --no-validators`,
    };
  }
  // Declarations alone are written beside their sources only without a declarationDir.
  const writesBeside = options.outFile === undefined && (emitsJs || options.declarationDir === undefined);
  if (!allowJs || !writesBeside || !listsValidators()) return undefined;
  const [files, setting] = emitsJs ? ["tools.validators.js and the tools.validators/ modules", '"outDir"'] : ["tools.validators.d.ts", '"declarationDir"'];
  return { setting: "allowJs", text: `tsc compiles tools.validators.js ("allowJs" is on) and writes its output beside it, over ${files}, and so fails (TS5055): set ${setting}, or run gen-tools with --no-validators` };
}

/**
 * The generated files a composite project compiles but does not list, which tsc refuses (TS6307):
 * tools.gen.ts, and the manifest it imports where tsc emits JSON, into an outDir (or outFile), as
 * its `sourceFileMayBeEmitted` decides. An `include` pattern finds no `.json`.
 */
function compositeUnlisted(options: ts.CompilerOptions, outFolder: string, listed: (file: string) => boolean): string[] {
  const emitsJson = options.outDir !== undefined || options.outFile !== undefined;
  const compiled = emitsJson ? [GEN_MODULE_FILE, MANIFEST_FILE] : [GEN_MODULE_FILE];
  return compiled.filter((file) => !listed(join(outFolder, file)));
}

/** TS6307 on the generated files: which, and the include entries that list them. */
function compositeRefuses(files: readonly string[], folder: string): string {
  const entries = files.map((file) => (file === MANIFEST_FILE ? `"${folder}/*.json"` : `"${folder}"`));
  return `"composite" is on, under which tsc refuses a file it reaches only through an import (TS6307), and the file list leaves out ${files.join(" and ")}: add ${entries.join(" and ")} to "include"`;
}

const NODE_MODULE_KINDS = new Set([ts.ModuleKind.Node16, ts.ModuleKind.Node18, ts.ModuleKind.Node20, ts.ModuleKind.NodeNext]);
const ES_MODULE_KINDS = new Set([ts.ModuleKind.ES2015, ts.ModuleKind.ES2020, ts.ModuleKind.ES2022, ts.ModuleKind.ESNext, ts.ModuleKind.Preserve]);
// The module kinds under which tsc takes the manifest's `with { type: "json" }`; the others give TS2823.
const IMPORT_ATTRIBUTE_KINDS = new Set([ts.ModuleKind.Node18, ts.ModuleKind.Node20, ts.ModuleKind.NodeNext, ts.ModuleKind.ESNext, ts.ModuleKind.Preserve]);

/**
 * Whether the compiler emits the file as an ES module: under Node's module kinds, as the nearest
 * package.json's `"type"` says (the program found it for a file of its own; a file it has not read
 * is looked up); otherwise as the module kind says (an unset `module` follows `target`).
 */
function emitsEsModule(file: ts.SourceFile | string, moduleKind: ts.ModuleKind, options: ts.CompilerOptions): boolean {
  if (NODE_MODULE_KINDS.has(moduleKind)) {
    const format = typeof file === "string" ? ts.getImpliedNodeFormatForFile(file, undefined, ts.sys, options) : file.impliedNodeFormat;
    return format === ts.ModuleKind.ESNext;
  }
  return ES_MODULE_KINDS.has(moduleKind);
}

/** TS2823 on the manifest's import in tools.gen.ts: the module kind, and the nearest that takes it. */
function importAttributesRefused(moduleKind: ts.ModuleKind, unset: boolean): string {
  const kind = `"${ts.ModuleKind[moduleKind]}"`;
  const setting = unset ? `"module" is unset, which its "target" makes ${kind}` : `"module" is ${kind}`;
  const fix = moduleKind === ts.ModuleKind.Node16 ? '"NodeNext" (or "Node20", "Node18")' : '"ESNext" (or "Preserve")';
  return `${setting}, under which tsc refuses the import attribute that imports tools.manifest.json in it (with { type: "json" }, TS2823): set "module" to ${fix}`;
}

/**
 * The folder every file tsc compiles must be in (TS6059 for one outside it), if it has one:
 * `rootDir`, or, in TypeScript 6, the tsconfig's folder when outputs are placed by their source
 * folder, under an `outDir` or a `declarationDir` (as its `getCommonSourceDirectory` does).
 */
function rootDirOf(options: ts.CompilerOptions, tsconfigPath: string): string | undefined {
  if (options.rootDir !== undefined) return options.rootDir;
  return options.outDir === undefined && options.declarationDir === undefined ? undefined : dirname(tsconfigPath);
}

/** TS6059 on tools.gen.ts: the folder it is outside of, and how to bring it in. */
function outsideRootDir(folder: string, rootDirSet: boolean): string {
  const out = `"out": "${folder === "" ? "" : `${folder}/`}generated"`;
  const setting = rootDirSet ? `"rootDir" (${folder === "" ? "." : folder})` : `the tsconfig's folder, which TypeScript 6 and later take for "rootDir" when "outDir" (or "declarationDir") is set`;
  return `it is outside ${setting}, so tsc refuses it (TS6059): move the output folder under it (${out} in gen-tools.config.json), or set "rootDir" to a folder that holds both`;
}

/**
 * Whether tsc writes JavaScript with standard decorators left in it, which Node cannot run: it
 * lowers them for every target below ESNext, and under ESNext only without class fields defined
 * by [[Define]] (`useDefineForClassFields`, on by default there); legacy `experimentalDecorators`
 * are always lowered (as TypeScript's `getScriptTransformers` decides).
 */
function leavesDecorators(options: ts.CompilerOptions): boolean {
  if (options.noEmit === true || options.emitDeclarationOnly === true || options.experimentalDecorators === true) return false;
  return computedOptions.getEmitScriptTarget(options) === ts.ScriptTarget.ESNext && computedOptions.getUseDefineForClassFields(options);
}

/** What to say of the tool class modules whose decorators tsc leaves in its JavaScript, and the targets that lower them. */
function decoratorsLeft(files: readonly string[]): string {
  const where = files.length === 1 ? files[0] : `${files[0]} and ${files.length - 1} more`;
  return `"target" is "ESNext", for which tsc leaves the decorators of its tool classes (${where}) in the JavaScript, and Node cannot run them (SyntaxError at @tool()): set "target" to "ES2025" or lower, for which tsc lowers them`;
}
