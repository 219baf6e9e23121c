import { formatDiagnostic, type Diagnostic } from "../diagnostics.js";
import { SCHEMA_MODULES_DIR } from "../emit/validators-module.js";
import type { GenerateResult } from "../session.js";
import { describeChanges, hasChanges } from "../tool-changes.js";

/** The run's diagnostics, like tsc prints them, then what happened, then a summary line. */
export function humanReport(result: GenerateResult, mode: { check: boolean }): string {
  const lines = result.diagnostics.map(formatDiagnostic);
  if (lines.length > 0) lines.push("");
  if (mode.check && result.stale.length > 0) {
    lines.push(`Outputs are stale (${describeChanges(result.changes)}):`);
    for (const [i, file] of result.stale.entries()) lines.push(`  ${file}`, indent(result.diffs[i] ?? ""));
    lines.push("Run gen-tools to update them.");
  }
  lines.push(summary(result, mode));
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

/** Paths for a sentence: the schema modules of `tools.validators/` (one per schema, hundreds in a large project) counted, not listed. */
function fileList(paths: readonly string[]): string {
  const inFolder = (path: string): boolean => path.split("/").at(-2) === SCHEMA_MODULES_DIR;
  const modules = paths.filter(inFolder);
  if (modules.length === 0) return paths.join(", ");
  const folder = modules[0]!.slice(0, modules[0]!.lastIndexOf("/") + 1);
  return [...paths.filter((path) => !inFolder(path)), `${modules.length} ${plural(modules.length, "file")} in ${folder}`].join(", ");
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
