import { resolve } from "node:path";
import type { GenToolsConfig } from "../config/config.js";
import { hasErrors, type Diagnostic } from "../diagnostics.js";
import type { EmitTool } from "../emit/emit-tool.js";
import type { OutputFile } from "../emit/write-outputs.js";
import type { Project } from "../project/project.js";
import { projectPath } from "../source-location.js";
import type ts from "../typescript.cjs";
import { buildTools, sortDiagnostics, type BuiltTools } from "./build-tools.js";
import { collectGarbage, withoutEarlyCollections } from "./collect-garbage.js";
import type { PipelineCache } from "./pipeline-cache.js";
import { renderOutputs } from "./render-outputs.js";
import type { ToolConverter } from "./tool-converter.js";

export { GEN_MODULE_FILE, MANIFEST_FILE } from "./render-outputs.js";

export interface PipelineResult {
  tools: EmitTool[];
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

export interface PipelineOptions {
  /** Called once a run has found its tools (and before it renders the outputs), errors or not. */
  onProgress?: (progress: Progress) => void;
  /** Watch mode: what the next run reuses. */
  cache?: PipelineCache;
  /** No run follows: the program is released once the tools are built, before the outputs are rendered. */
  final?: boolean;
  /**
   * With `final`: no full garbage collection while the program is built (see
   * `withoutEarlyCollections`), and one once it is released (see `collectGarbage`).
   */
  collectGarbage?: boolean;
  /** An output file's text as it is on disk, or `null`: what the outputs may reuse. */
  readOutput?: (path: string) => string | null;
}

/**
 * One run over a project: discover → convert → check, then emit, all in memory. Writing is the
 * caller's (a normal run writes, `--check` compares).
 */
export async function runPipeline(
  project: Project,
  config: GenToolsConfig,
  createConverter: (checker: ts.TypeChecker) => ToolConverter,
  options: PipelineOptions = {},
): Promise<PipelineResult> {
  const started = performance.now();
  const { root } = project;
  const build = (): BuiltTools => buildTools(project, config, createConverter, options.cache);
  const built = options.final === true && options.collectGarbage === true ? withoutEarlyCollections(build) : build();
  // The syntax trees and the checker are most of the memory; the outputs need none of it.
  if (options.final === true) {
    project.release();
    if (options.collectGarbage === true) collectGarbage();
  }
  // Once, when the tools are found: the outputs, rendered next, take a fraction of the time, and the
  // run's report, which follows them, says how long the whole run took.
  options.onProgress?.({ filesScanned: built.filesScanned, toolsFound: built.tools.length, elapsedMs: performance.now() - started });
  const result: PipelineResult = { tools: built.tools, diagnostics: built.diagnostics, outputs: null, filesScanned: built.filesScanned };
  if (hasErrors(built.diagnostics)) return result;

  const rendered = await renderOutputs(built.tools, {
    outDir: resolve(root, config.out),
    projectLabel: projectPath(root, project.tsconfigPath),
    validators: config.validators,
    read: options.readOutput ?? (() => null),
    ...(options.cache === undefined ? {} : { memory: options.cache.outputs }),
  });
  if ("diagnostics" in rendered) return { ...result, diagnostics: sortDiagnostics([...built.diagnostics, ...rendered.diagnostics]) };
  return { ...result, outputs: rendered.outputs };
}
