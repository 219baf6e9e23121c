import type ts from "../typescript.cjs";
import type { GenToolsConfig } from "../config/config.js";
import type { Diagnostic, Severity } from "../diagnostics.js";
import type { PipelineCode } from "../codes.js";
import { diagnosticAt } from "../source-location.js";
import type { GenToolsSymbols } from "./package-symbols.js";

/** What every discovery step shares: the checker, the settings and the diagnostics collected. */
export class DiscoverContext {
  readonly diagnostics: Diagnostic[] = [];

  constructor(
    readonly checker: ts.TypeChecker,
    readonly root: string,
    readonly config: GenToolsConfig,
    readonly symbols: GenToolsSymbols,
  ) {}

  report(node: ts.Node, code: PipelineCode, message: string, severity: Severity = "error"): void {
    this.diagnostics.push(diagnosticAt(this.root, node, code, severity, message));
  }
}
