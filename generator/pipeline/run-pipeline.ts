import { join, relative, resolve } from "node:path";
import picomatch from "picomatch";
import type ts from "../typescript.cjs";
import type { GenToolsConfig } from "../config/config.js";
import { hasErrors, type Diagnostic } from "../diagnostics.js";
import { checkAcrossFiles, ClassTools, DiscoverContext, discoverFile, GenToolsSymbols } from "../discover/index.js";
import { formatModule } from "../emit/format.js";
import { renderGenModule } from "../emit/gen-module.js";
import { renderManifest } from "../emit/manifest-json.js";
import { renderValidatorsModule, VALIDATORS_DECLARATIONS_FILE, VALIDATORS_FILE } from "../emit/validators-module.js";
import type { OutputFile } from "../emit/write-outputs.js";
import type { Project } from "../project/project.js";
import { projectPath } from "../source-location.js";
import { buildEntries, type BuiltTool } from "./build-entries.js";
import type { FileResult, PipelineCache } from "./pipeline-cache.js";
import { runtimeSchemaDiagnostics } from "./runtime-schema-check.js";
import { strictModeDiagnostics } from "./strict-mode-check.js";
import type { ToolConverter } from "./tool-converter.js";

export const MANIFEST_FILE = "tools.manifest.json";
export const GEN_MODULE_FILE = "tools.gen.ts";

export interface PipelineResult {
  tools: BuiltTool[];
  /** Sorted by file, line, column. */
  diagnostics: Diagnostic[];
  /** The outputs' paths and text; `null` when there are errors (nothing may be written). */
  outputs: OutputFile[] | null;
  filesScanned: number;
}

export interface Progress {
  filesScanned: number;
  toolsFound: number;
  elapsedMs: number;
}

/**
 * One run over a loaded project: discover → convert → check → emit, all in memory. Writing is
 * the caller's (a normal run writes, `--check` compares). With a `cache` (watch mode), files
 * whose syntax and imports did not change keep their previous tools.
 */
export async function runPipeline(
  project: Project,
  config: GenToolsConfig,
  createConverter: (checker: ts.TypeChecker) => ToolConverter,
  onProgress?: (progress: Progress) => void,
  cache?: PipelineCache,
): Promise<PipelineResult> {
  const started = performance.now();
  const { root } = project;
  const outDir = resolve(root, config.out);
  const program = project.program();
  const checker = program.getTypeChecker();
  const files = scannedFiles(program, root, outDir, config.include);

  const previous = cache?.reusable(program, checker) ?? new Map<string, FileResult>();
  const ctx = new DiscoverContext(checker, root, config, new GenToolsSymbols(checker));
  const classes = new ClassTools(ctx);
  let converter: ToolConverter | undefined;
  const results = new Map<string, FileResult>();
  for (const file of files) {
    let result = previous.get(file.fileName);
    if (result === undefined) {
      const before = ctx.diagnostics.length;
      const discovered = discoverFile(file, ctx, classes);
      converter ??= createConverter(checker);
      const { built, diagnostics } = buildEntries(discovered, converter, { root, checker, requireDescriptions: config.requireDescriptions });
      const schemaChecks = [...runtimeSchemaDiagnostics(built, root), ...(config.openaiStrict ? strictModeDiagnostics(built, root) : [])];
      result = { sourceFile: file, built, diagnostics: [...ctx.diagnostics.slice(before), ...diagnostics, ...schemaChecks] };
    }
    results.set(file.fileName, result);
  }
  cache?.store(program, results);

  const built = [...results.values()].flatMap((r) => r.built).sort((a, b) => (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0));
  onProgress?.({ filesScanned: files.length, toolsFound: built.length, elapsedMs: performance.now() - started });
  const across = new DiscoverContext(checker, root, config, ctx.symbols);
  checkAcrossFiles(
    built.map((b) => b.tool),
    across,
  );
  const all = sortDiagnostics(dedupe([...[...results.values()].flatMap((r) => r.diagnostics), ...across.diagnostics]));
  if (hasErrors(all)) return { tools: built, diagnostics: all, outputs: null, filesScanned: files.length };

  // Generated only once nothing else is wrong: it is the costliest output, and written only with the others.
  const validators = config.validators ? renderValidatorsModule(built, root) : null;
  if (validators?.ok === false) {
    return { tools: built, diagnostics: sortDiagnostics([...all, ...validators.diagnostics]), outputs: null, filesScanned: files.length };
  }
  const genPath = join(outDir, GEN_MODULE_FILE);
  const chunks = await renderGenModule(built, { outDir, projectLabel: projectPath(root, project.tsconfigPath), validators: validators !== null });
  const outputs: OutputFile[] = [
    { path: join(outDir, MANIFEST_FILE), text: renderManifest(built.map((b) => b.entry)) },
    { path: genPath, text: await formatModule(chunks, genPath) },
  ];
  if (validators !== null) {
    outputs.push({ path: join(outDir, VALIDATORS_FILE), text: validators.js }, { path: join(outDir, VALIDATORS_DECLARATIONS_FILE), text: validators.dts });
  }
  onProgress?.({ filesScanned: files.length, toolsFound: built.length, elapsedMs: performance.now() - started });
  return { tools: built, diagnostics: all, outputs, filesScanned: files.length };
}

/**
 * The project's own files (the tsconfig's root files, not declaration files or what they import
 * from libraries), narrowed by `include` globs, without the generator's own output (the validators
 * module is a root file under `allowJs`).
 */
function scannedFiles(program: ts.Program, root: string, outDir: string, include: readonly string[] | null): ts.SourceFile[] {
  const roots = new Set(program.getRootFileNames().map((f) => resolve(f)));
  const matches = include === null ? () => true : picomatch([...include], { dot: true });
  const generated = new Set([GEN_MODULE_FILE, VALIDATORS_FILE].map((name) => resolve(outDir, name)));
  return program.getSourceFiles().filter((file) => {
    const path = resolve(file.fileName);
    return !file.isDeclarationFile && roots.has(path) && !generated.has(path) && matches(relative(root, path).replace(/\\/g, "/"));
  });
}

function dedupe(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = JSON.stringify([d.file, d.line, d.column, d.code, d.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic): [string, number, number] => [d.file ?? "", d.line ?? 0, d.column ?? 0];
  return diagnostics.sort((a, b) => {
    const [fa, la, ca] = key(a);
    const [fb, lb, cb] = key(b);
    return fa < fb ? -1 : fa > fb ? 1 : la - lb || ca - cb || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  });
}
