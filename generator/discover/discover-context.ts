import ts from "../typescript.cjs";
import type { GenToolsConfig } from "../config/config.js";
import type { Diagnostic, Severity } from "../diagnostics.js";
import type { PipelineCode } from "../codes.js";
import { diagnosticAt } from "../source-location.js";
import { DeclaredBaseMarks } from "./declared-base-marks.js";
import type { GenToolsSymbols } from "./package-symbols.js";

/**
 * How discovery reads files the program did not parse (a declared base class's source, its
 * declaration map, the JavaScript beside it): the project's compiler host, so that `--cache`
 * records them with the program's own reads.
 */
export type FileReads = Pick<ts.CompilerHost, "readFile" | "fileExists">;

/** What every discovery step shares: the checker, the settings, the file reads and the diagnostics collected. */
export class DiscoverContext {
  readonly diagnostics: Diagnostic[] = [];
  private declared: DeclaredBaseMarks | undefined;

  constructor(
    readonly checker: ts.TypeChecker,
    readonly root: string,
    readonly config: GenToolsConfig,
    readonly symbols: GenToolsSymbols,
    readonly files: FileReads = ts.sys,
  ) {}

  /** The marks read from the sources of declaration files, which tsc writes without them (see `DeclaredBaseMarks`): one per run, made when first asked. */
  get declaredBases(): DeclaredBaseMarks {
    return (this.declared ??= new DeclaredBaseMarks(this));
  }

  report(node: ts.Node, code: PipelineCode, message: string, severity: Severity = "error"): void {
    this.diagnostics.push(diagnosticAt(this.root, node, code, severity, message));
  }
}
