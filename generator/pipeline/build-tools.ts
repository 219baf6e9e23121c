import { resolve, sep } from "node:path";
import type { GenToolsConfig } from "../config/config.js";
import type { Diagnostic } from "../diagnostics.js";
import { internalFailure } from "../internal-failure.js";
import { projectPath } from "../source-location.js";
import { checkAcrossFiles, ClassTools, DiscoverContext, discoverFile, GenToolsSymbols } from "../discover/index.js";
import { declaredParameters } from "../convert/tool-signature.js";
import type { EmitTool } from "../emit/emit-tool.js";
import { SCHEMA_MODULES_DIR, VALIDATORS_FILE } from "../emit/validators-module.js";
import type { Project } from "../project/project.js";
import ts from "../typescript.cjs";
import { buildEntries, type BuiltTool } from "./build-entries.js";
import type { FileResult, PipelineCache } from "./pipeline-cache.js";
import { GEN_MODULE_FILE } from "./render-outputs.js";
import { defaultDiagnostics, type DefaultProblemsByText } from "./default-check.js";
import { runtimeSchemaDiagnostics } from "./runtime-schema-check.js";
import { schemaSizeDiagnostics } from "./schema-size-check.js";
import { shareInputSchemas, type SchemasByText } from "./shared-schemas.js";
import type { InspectionsByText } from "./schema-inspection.js";
import { strictModeDiagnostics } from "./strict-mode-check.js";
import { otherSyntaxErrors, syntaxErrors } from "./syntax-errors.js";
import { nullChecksOff } from "./null-checks-off.js";
import { tsconfigFit } from "./tsconfig-fit.js";
import { toolsOutsideTsconfig } from "./tools-outside-tsconfig.js";
import { explainUnresolvedImports } from "./unresolved-type-imports.js";
import { ConverterSlot, type ToolConverter } from "./tool-converter.js";

export interface BuiltTools {
  /** Sorted by name. */
  tools: EmitTool[];
  /** Sorted by file, line, column. */
  diagnostics: Diagnostic[];
  filesScanned: number;
}

/**
 * Discover → convert → check over the project's program, for every scanned file. With a `cache`
 * (watch mode), files whose syntax and imports did not change keep their previous tools. What it
 * returns holds no syntax node, so the program can be released once it is done; it takes the
 * project rather than its program so that no caller's frame keeps a reference to the program.
 */
export function buildTools(project: Project, config: GenToolsConfig, createConverter: (checker: ts.TypeChecker) => ToolConverter, cache?: PipelineCache): BuiltTools {
  const { root } = project;
  project.startFrom(config.include);
  const program = project.program();
  const checker = program.getTypeChecker();
  const isOutput = outputsIn(resolve(root, config.out));
  const files = scannedFiles(program, project, isOutput);
  const previous = cache?.reusable(program, checker) ?? new Map<string, FileResult>();
  const ctx = new DiscoverContext(checker, root, config, new GenToolsSymbols(program), project.fileReads());
  const classes = new ClassTools(ctx);
  const converters = new ConverterSlot(checker, createConverter);
  const inspections: InspectionsByText = new Map();
  const defaults: DefaultProblemsByText = new Map();
  const schemas: SchemasByText = new Map();
  const results = new Map<string, FileResult>();
  for (const file of files) {
    let result = previous.get(file.fileName);
    const syntax = result === undefined ? syntaxErrors(program, file, root) : [];
    if (syntax.length > 0) {
      result = { sourceFile: file, built: [], diagnostics: syntax };
    } else if (result === undefined) {
      const before = ctx.diagnostics.length;
      try {
        const discovered = discoverFile(file, ctx, classes);
        const { built, diagnostics } = buildEntries(discovered, converters, { root, checker, requireDescriptions: config.requireDescriptions });
        shareInputSchemas(built, schemas);
        const schemaChecks = [
          ...runtimeSchemaDiagnostics(built, inspections, root),
          ...defaultDiagnostics(built, defaults),
          ...schemaSizeDiagnostics(built),
          ...(config.openaiStrict ? strictModeDiagnostics(built) : []),
        ];
        result = { sourceFile: file, built, diagnostics: [...ctx.diagnostics.slice(before), ...diagnostics, ...schemaChecks] };
      } catch (error) {
        // Reading the file's tools failed, not one tool's conversion (which buildEntries reports).
        converters.discard();
        result = { sourceFile: file, built: [], diagnostics: [...ctx.diagnostics.slice(before), internalFailure(error, { file: projectPath(root, file.fileName) }, "this file")] };
      }
    }
    results.set(file.fileName, result);
  }
  cache?.store(program, results);

  const built = [...results.values()].flatMap((r) => r.built).sort((a, b) => (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0));
  const across = new DiscoverContext(checker, root, config, ctx.symbols);
  checkAcrossFiles(
    built.map((b) => b.tool),
    across,
  );
  const genModulePath = resolve(root, config.out, GEN_MODULE_FILE);
  // With an include the program need not start from it (see `Project.startFrom`), but the tsconfig still compiles it.
  const genModule = program.getSourceFile(genModulePath) ?? (project.hasFile(genModulePath) ? genModulePath : undefined);
  const fit = genModule === undefined ? [] : tsconfigFit(project, genModule, config.validators);
  const nullChecks = nullChecksOff(program.getCompilerOptions(), built.map((b) => b.tool), checker, project);
  const others = otherSyntaxErrors(program, files, root, resolve(root, config.out));
  const unread = project.toolMarksOutsideInclude().map(({ fileName, line }) => toolsOutsideInclude(projectPath(root, fileName), line, config.include ?? []));
  unread.push(...toolsOutsideTsconfig(program, project, isOutput));
  if (config.include !== null && files.length === 0 && project.fileNames().length > 0) unread.push(includeMatchesNothing(config.include));
  const diagnostics = sortDiagnostics(dedupe(explainUnresolvedImports([...[...results.values()].flatMap((r) => r.diagnostics), ...across.diagnostics, ...others, ...fit, ...nullChecks, ...unread], program, root)));
  return { tools: built.map(emitTool), diagnostics, filesScanned: files.length };
}

/** GT2016: a file with a tool mark that `include` leaves out, whose tools are not read. */
function toolsOutsideInclude(file: string, line: number, include: readonly string[]): Diagnostic {
  const globs = include.map((glob) => JSON.stringify(glob)).join(", ");
  const message = `this file marks a tool (@tool or registerTool), but the configuration's include (${globs}) leaves it out, so gen-tools does not read its tools: add the file to include`;
  return { code: "GT2016", severity: "warning", message, file, line, column: 1 };
}

/**
 * GT2024: an `include` that takes in none of the tsconfig's files. Most likely a mistyped glob: the
 * run would read no file and write a manifest without a tool, so it is an error, and nothing is written.
 */
function includeMatchesNothing(include: readonly string[]): Diagnostic {
  const globs = include.map((glob) => JSON.stringify(glob)).join(", ");
  const message = `the configuration's include (${globs}) matches none of the tsconfig's files, so no file would be read for tools and the outputs would list none: correct the globs (relative to the project's folder, the tsconfig's)`;
  return { code: "GT2024", severity: "error", message };
}

// Watch mode keeps an unchanged file's BuiltTools, and so their EmitTools.
const emitTools = new WeakMap<BuiltTool, EmitTool>();

/** The tool without its syntax: what the outputs are rendered from. */
function emitTool(built: BuiltTool): EmitTool {
  let tool = emitTools.get(built);
  if (tool === undefined) {
    tool = withoutSyntax(built);
    emitTools.set(built, tool);
  }
  return tool;
}

function withoutSyntax({ tool, entry }: BuiltTool): EmitTool {
  const { at } = tool;
  switch (tool.kind) {
    case "method": {
      const { className, classExport, member } = tool;
      const classIsGeneric = (tool.classDeclaration.typeParameters?.length ?? 0) > 0;
      return { entry, at, handler: { kind: "method", className, classExport, classIsGeneric, member, parameterNames: parameterNames(tool.signature) } };
    }
    case "function":
      return { entry, at, handler: { kind: "function", export: tool.export, parameterNames: parameterNames(tool.signature) } };
    case "registerTool":
      return { entry, at, handler: { kind: "registerTool", export: tool.export } };
  }
}

/** Without a `this` parameter: `Parameters<>`, which tools.gen.ts indexes by position, leaves it out. */
function parameterNames(signature: ts.SignatureDeclaration): string[] {
  return declaredParameters(signature).map((p) => (ts.isIdentifier(p.name) ? p.name.text : ""));
}

/**
 * The project's own files (the tsconfig's root files, not declaration files or what they import
 * from libraries), narrowed by `include` globs (`Project.includes`), without the generator's own
 * output (the validators modules are root files under `allowJs`).
 */
function scannedFiles(program: ts.Program, project: Project, isOutput: (path: string) => boolean): ts.SourceFile[] {
  const roots = new Set(program.getRootFileNames().map((f) => resolve(f)));
  return program.getSourceFiles().filter((file) => {
    const path = resolve(file.fileName);
    return !file.isDeclarationFile && roots.has(path) && !isOutput(path) && project.includes(path);
  });
}

/** Whether an absolute path is one of the files gen-tools writes into `outDir`. */
function outputsIn(outDir: string): (path: string) => boolean {
  const generated = new Set([GEN_MODULE_FILE, VALIDATORS_FILE].map((name) => resolve(outDir, name)));
  const schemaModules = resolve(outDir, SCHEMA_MODULES_DIR) + sep;
  return (path) => generated.has(path) || path.startsWith(schemaModules);
}

/** One of each diagnostic; one in a shared type names every tool that reached it, in name order. */
function dedupe(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Map<string, Diagnostic>();
  for (const d of diagnostics) {
    const key = JSON.stringify([d.file, d.line, d.column, d.code, d.message]);
    const first = seen.get(key);
    // Copied before merging: a watch keeps each file's diagnostics for its next run.
    if (first === undefined) seen.set(key, { ...d });
    else if (d.tools !== undefined) first.tools = [...new Set([...(first.tools ?? []), ...d.tools])].sort();
  }
  return [...seen.values()];
}

export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic): [string, number, number] => [d.file ?? "", d.line ?? 0, d.column ?? 0];
  return diagnostics.sort((a, b) => {
    const [fa, la, ca] = key(a);
    const [fb, lb, cb] = key(b);
    return fa < fb ? -1 : fa > fb ? 1 : la - lb || ca - cb || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  });
}
