import { probeHolds } from "../up-to-date/probes.js";
import { readRecord, recordFile, type RecordedReport, type RunKey } from "../up-to-date/run-record.js";
import { formatDiagnostic } from "../diagnostics.js";
import type { Flags } from "./command.js";
import { replayedReport } from "./human-report.js";
import type { JsonReport } from "./json-report.js";

/**
 * `--cache`: when the last run of this command line left a record (see `RunRecord`) and no input
 * or output changed since, prints its report again and returns its exit code, having compiled
 * nothing; `undefined` when a run must be made. Loads nothing of the compiler, so that `cli.ts`
 * asks it first.
 */
export function replayUpToDateRun(flags: Flags, cwd = process.cwd()): number | undefined {
  const started = performance.now();
  const file = recordFile(runKey(flags, cwd));
  const record = file === undefined ? undefined : readRecord(file);
  if (record === undefined || !record.probes.every(probeHolds)) return undefined;
  printReplay(record.report, flags, Math.round(performance.now() - started));
  return 0;
}

/** What of a command line decides a run's outputs and report: its record is kept under it. */
export function runKey(flags: Flags, cwd: string): RunKey {
  return {
    cwd,
    ...(flags.project === undefined ? {} : { project: flags.project }),
    ...(flags.out === undefined ? {} : { out: flags.out }),
    ...(flags.requireDescriptions === undefined ? {} : { requireDescriptions: true }),
    ...(flags.validatorsGiven ? { validators: flags.validators } : {}),
    ...(flags.openaiStrict === undefined ? {} : { openaiStrict: true }),
  };
}

/** The recorded report, in the form the flags ask for (as `printResult` prints a run's). */
function printReplay(report: RecordedReport, flags: Flags, durationMs: number): void {
  if (flags.json) {
    const document: JsonReport = { ok: true, tools: report.tools, diagnostics: report.diagnostics, written: [], removed: [], changes: { added: [], removed: [], changed: [] } };
    if (flags.check) document.stale = [];
    process.stdout.write(`${JSON.stringify(document)}\n`);
  } else if (flags.quiet) {
    if (report.diagnostics.length > 0) process.stdout.write(`${report.diagnostics.map(formatDiagnostic).join("\n")}\n`);
  } else {
    process.stdout.write(`${replayedReport({ tools: report.tools.length, diagnostics: report.diagnostics, tip: report.tip }, durationMs)}\n`);
  }
}
