import { formatMiB, formatMs, formatRatio, formatTable } from "../table.js";
import type { Target } from "../targets.js";
import { isWatchRow, ROW_LABELS, wrongCount, type CompilerResults, type Row } from "./results.js";

const ROWS: readonly Row[] = ["tsc", "cold", "check", "rerun", "cached", "watchDescriptions", "watchSignature", "tsjg"];

/** The table: wall time and peak RSS per row, each as a ratio to tsc's. */
export function compilerTable(results: CompilerResults): string[] {
  const tscWall = results.wall("tsc");
  const tscRss = results.rss("tsc");
  const rows = ROWS.map((row) => {
    const label = ROW_LABELS[row];
    if (results.failures.has(row)) return [label, "FAILED (below)"];
    const ms = results.wall(row);
    const bytes = results.rss(row);
    if (ms === undefined) return [label, "n/a"];
    return [
      label,
      formatMs(ms),
      // A re-run is not a whole compile: its time has its own target, not a ratio to tsc.
      tscWall === undefined || isWatchRow(row) ? "" : formatRatio(ms / tscWall),
      bytes === undefined ? "n/a" : formatMiB(bytes),
      bytes === undefined || tscRss === undefined ? "" : formatRatio(bytes / tscRss),
    ];
  });
  const lines = [formatTable(["", "wall", "× tsc", "peak RSS", "× tsc"], rows)];
  const { watch } = results;
  if (watch !== undefined) {
    lines.push("");
    for (const [kind, edits] of Object.entries(watch.edits)) {
      const wrong = wrongCount(edits);
      lines.push(
        `watch, ${kind}: ${edits.rerunMs.length} edits, each of one file of the ${results.files} (${edits.toolsPerEdit} tools to change); ` +
          `re-runs ${edits.rerunMs.map((ms) => Math.round(ms)).join(", ")} ms; ` +
          (wrong === 0 ? "each changed exactly the edited tools" : `${wrong} tool outputs changed wrongly or not at all`),
      );
    }
  }
  return lines;
}

/** Issue 5's compiler targets; `skipped` explains all of them when nothing could run. */
export function compilerTargets(results: CompilerResults, skipped?: string): Target[] {
  const ratio = (a: number | undefined, b: number | undefined): number | undefined =>
    a === undefined || b === undefined ? undefined : a / b;
  const target = (
    label: string,
    bound: number,
    unit: Target["unit"],
    measured: number | undefined,
    rows: Row[],
  ): Target => ({
    label: `${label} [${results.tools} tools]`,
    direction: "atMost",
    bound,
    unit,
    measured,
    ...(measured === undefined
      ? { reason: skipped ?? rows.map((r) => results.whyMissing(r)).find((w) => w !== undefined) ?? "not measured" }
      : {}),
  });
  return [
    target("cold gen-tools / tsc, wall", 1.3, "×", ratio(results.wall("cold"), results.wall("tsc")), ["cold", "tsc"]),
    target("cold gen-tools / tsc, peak RSS", 1.5, "×", ratio(results.rss("cold"), results.rss("tsc")), ["cold", "tsc"]),
    target("gen-tools --check / cold run, wall", 1.0, "×", ratio(results.wall("check"), results.wall("cold")), [
      "check",
      "cold",
    ]),
    target("watch re-run after a one-file edit of descriptions", 200, " ms", results.wall("watchDescriptions"), ["watchDescriptions"]),
    target("watch re-run after a one-tool signature edit", 200, " ms", results.wall("watchSignature"), ["watchSignature"]),
    target("watch: tool outputs changed outside the edit or missed", 0, "", results.wrongTools(), ["watchDescriptions"]),
  ];
}
