import type { Diagnostic } from "../diagnostics.js";
import type { GenerateResult } from "../session.js";
import type { ToolChanges } from "../tool-changes.js";

/** The `--json` document: one per run, for editors and CI. */
export interface JsonReport {
  ok: boolean;
  tools: string[];
  diagnostics: Diagnostic[];
  written: string[];
  removed: string[];
  stale?: string[];
  changes: ToolChanges;
}

export function jsonReport(result: GenerateResult, mode: { check: boolean }): JsonReport {
  const report: JsonReport = {
    ok: result.ok,
    tools: result.tools.map((t) => t.name),
    diagnostics: result.diagnostics,
    written: result.written,
    removed: result.removed,
    changes: result.changes,
  };
  if (mode.check) report.stale = result.stale;
  return report;
}
