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

/** The `--json` document of a run that could not be made: a configuration error, say. */
export function stoppedReport(diagnostic: Diagnostic, mode: { check: boolean }): JsonReport {
  const report: JsonReport = { ok: false, tools: [], diagnostics: [diagnostic], written: [], removed: [], changes: { added: [], removed: [], changed: [] } };
  if (mode.check) report.stale = [];
  return report;
}

/** Under `--json`, a stopped run's document on stdout (its diagnostic's line goes to stderr, the caller's). */
export function writeStoppedReport(diagnostic: Diagnostic, flags: { json?: boolean; check?: boolean }): void {
  if (flags.json === true) process.stdout.write(`${JSON.stringify(stoppedReport(diagnostic, { check: flags.check === true }))}\n`);
}
