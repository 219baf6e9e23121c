import { formatDiagnostic, type Diagnostic } from "../diagnostics.js";
import { SCHEMA_MODULES_DIR } from "../emit/validators-module.js";
import type { GenerateResult } from "../session.js";
import { describeChanges, hasChanges } from "../tool-changes.js";
import { includeTip } from "./include-tip.js";
import { noToolsTip } from "./no-tools-tip.js";

/**
 * The run's diagnostics, like tsc prints them, then what happened (under `--check`, with the
 * command line that would update stale outputs: `updateCommand`), then a summary line; and, for a
 * project without an `include` whose tools are in few of its files, a tip (see `includeTip`).
 */
export function humanReport(result: GenerateResult, mode: { check: boolean; includeSet: boolean; updateCommand: string }): string {
  const lines = result.diagnostics.map(formatDiagnostic);
  if (lines.length > 0) lines.push("");
  if (mode.check && result.stale.length > 0) {
    lines.push(`Outputs are stale (${describeChanges(result.changes)}):`);
    // Schema modules, hundreds in a large project, are counted by what would happen to them.
    const modules = new Map<string, number>();
    for (const [i, file] of result.stale.entries()) {
      const diff = result.diffs[i] ?? "";
      if (inModulesFolder(file)) modules.set(diff, (modules.get(diff) ?? 0) + 1);
      // A diff under its file; a one-line account (a missing file) beside it.
      else if (diff.includes("\n")) lines.push(`  ${file}`, indent(diff));
      else lines.push(`  ${file}: ${diff}`);
    }
    const folder = result.stale.find(inModulesFolder)?.replace(/[^/]*$/, "");
    for (const [what, count] of modules) lines.push(`  ${folder}: ${count} schema ${plural(count, "module")} ${what}`);
    lines.push(`Run ${mode.updateCommand} to update them.`);
  }
  lines.push(summary(result, mode));
  const tip = reportTip(result, mode.includeSet);
  if (tip !== undefined) lines.push(tip);
  return lines.join("\n");
}

/**
 * The tip a run's report ends with: for a run that found no tool, where it looked (see
 * `noToolsTip`); else, without an `include`, which one to set (see `includeTip`). None for a run
 * with errors.
 */
export function reportTip(result: GenerateResult, includeSet: boolean): string | undefined {
  if (!result.ok) return undefined;
  if (result.tools.length === 0) return noToolsTip(result.filesScanned, includeSet);
  return includeSet ? undefined : includeTip(result.tools, result.filesScanned);
}

/**
 * The report of a run `--cache` found nothing changed for: the last run's diagnostics and tip
 * again (`tip`: see `includeTip`), under a summary that says no run was made.
 */
export function replayedReport(report: { tools: number; diagnostics: readonly Diagnostic[]; tip: string | null }, durationMs: number): string {
  const lines = report.diagnostics.map(formatDiagnostic);
  if (lines.length > 0) lines.push("");
  const problems = countProblems(report.diagnostics);
  const found = problems === "" ? "" : ` Found ${problems}.`;
  lines.push(`${report.tools} ${plural(report.tools, "tool")}, outputs up to date: no input changed since the last run (${durationMs} ms, nothing compiled).${found}`);
  if (report.tip !== null) lines.push(report.tip);
  return lines.join("\n");
}

function summary(result: GenerateResult, mode: { check: boolean }): string {
  const problems = countProblems(result.diagnostics);
  const tools = `${result.tools.length} ${plural(result.tools.length, "tool")}`;
  if (result.diagnostics.some((d) => d.severity === "error")) return `Found ${problems}; nothing written.`;
  const found = problems === "" ? "" : ` Found ${problems}.`;
  if (mode.check) return result.stale.length === 0 ? `${tools}, outputs up to date.${found}` : `${tools}, ${result.stale.length} stale ${plural(result.stale.length, "output")}.${found}`;
  const wrote = [
    result.written.length === 0 ? "outputs unchanged" : `wrote ${fileList(result.written)}`,
    ...(result.removed.length === 0 ? [] : [`removed ${fileList(result.removed)}`]),
  ].join(", ");
  const changes = hasChanges(result.changes) ? ` (${describeChanges(result.changes)})` : "";
  return `${tools}${changes}, ${wrote} in ${result.durationMs} ms.${found}`;
}

/** Whether a reported path (relative, with `/`) is a schema module of `tools.validators/`. */
function inModulesFolder(path: string): boolean {
  return path.split("/").at(-2) === SCHEMA_MODULES_DIR;
}

/** Paths for a sentence: the schema modules (one per schema, hundreds in a large project) counted, not listed. */
function fileList(paths: readonly string[]): string {
  const modules = paths.filter(inModulesFolder);
  if (modules.length === 0) return paths.join(", ");
  const folder = modules[0]!.replace(/[^/]*$/, "");
  return [...paths.filter((path) => !inModulesFolder(path)), `${modules.length} ${plural(modules.length, "file")} in ${folder}`].join(", ");
}

function countProblems(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.length - errors;
  const parts = [errors > 0 ? `${errors} ${plural(errors, "error")}` : "", warnings > 0 ? `${warnings} ${plural(warnings, "warning")}` : ""];
  return parts.filter((p) => p !== "").join(" and ");
}

function plural(n: number, word: string): string {
  return n === 1 ? word : `${word}s`;
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((l) => `    ${l}`)
    .join("\n");
}
