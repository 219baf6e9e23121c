import { formatDiagnostic } from "../diagnostics.js";
import type { Progress } from "../pipeline/run-pipeline.js";
import type { GenerateResult } from "../session.js";
import { describeChanges } from "../tool-changes.js";
import type { Flags } from "./command.js";
import { diagnosticsFromCwd } from "./cwd-diagnostics.js";
import { humanReport } from "./human-report.js";
import { jsonReport } from "./json-report.js";
import { updateCommand } from "./update-command.js";

/** Above this many scanned files a progress line is printed even when stderr is not a terminal. */
const PROGRESS_FILES = 200;

/**
 * A run's report on stdout, in the form the flags ask for. `project.root`: the folder the
 * diagnostics' files are relative to (printed relative to the current folder, but as they are under
 * `--json`); `project.includeSet`: whether the config has an `include`. `rerun`: a run of `--watch`
 * after its first, reported by what changed in a line; the first is reported in full, as a run
 * without `--watch` is, so that it says how many tools it found.
 */
export function printResult(result: GenerateResult, flags: Flags, project: { root: string; includeSet: boolean }, rerun = false): void {
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(jsonReport(result, { check: flags.check }))}\n`);
    return;
  }
  const shown = { ...result, diagnostics: diagnosticsFromCwd(result.diagnostics, project.root) };
  if (rerun && !flags.quiet) {
    const problems = shown.diagnostics.map((d) => `${formatDiagnostic(d)}\n`).join("");
    process.stdout.write(`${problems}${describeChanges(result.changes)} (${result.durationMs} ms)${result.ok ? "" : ", errors: nothing written"}\n`);
  } else if (flags.quiet) {
    const problems = shown.diagnostics.map(formatDiagnostic).join("\n");
    if (problems !== "") process.stdout.write(`${problems}\n`);
  } else {
    process.stdout.write(`${humanReport(shown, { check: flags.check, includeSet: project.includeSet, updateCommand: updateCommand(flags) })}\n`);
  }
}

/** Progress lines on stderr for a run that takes a while (many files), or any run in a terminal. */
export function progressPrinter(flags: Flags): ((p: Progress) => void) | undefined {
  if (flags.quiet) return undefined;
  return (p) => {
    if (!process.stderr.isTTY && p.filesScanned <= PROGRESS_FILES) return;
    process.stderr.write(`gen-tools: ${p.filesScanned} files scanned, ${p.toolsFound} tools found (${Math.round(p.elapsedMs)} ms)\n`);
  };
}
