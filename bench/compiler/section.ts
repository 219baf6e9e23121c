import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { BUILT_CLI, ensureBuilt, REPO_ROOT, TSC } from "../build.js";
import type { BenchOptions } from "../options.js";
import { runNodeOk, type NodeRun } from "../process/node-process.js";
import type { SectionReport } from "../section-report.js";
import { median } from "../stats.js";
import { formatMiB, formatMs, formatRatio, formatTable } from "../table.js";
import type { Target } from "../targets.js";
import { withTempDir } from "../temp-dir.js";
import { corpusAvailable, makeCorpus, MKCORPUS, type Corpus } from "./corpus.js";
import { measureWatch, type WatchResult } from "./watch-rerun.js";

const TSJG = join(REPO_ROOT, "node_modules/ts-json-schema-generator/bin/ts-json-schema-generator.js");
const METHODS = 10;

type Row = "tsc" | "cold" | "check" | "tsjg";
const LABELS: Record<Row | "watch", string> = {
  tsc: "tsc --noEmit",
  cold: "gen-tools, cold",
  check: "gen-tools --check, up to date",
  watch: "gen-tools --watch, one-file edit",
  tsjg: "ts-json-schema-generator (the Args interfaces)",
};

/**
 * The compiler on the shared synthetic corpus: cold `gen-tools`, `--check` and a `--watch` re-run,
 * beside `tsc --noEmit` and ts-json-schema-generator on the same project, each a fresh process.
 */
export async function compilerSection(options: BenchOptions): Promise<SectionReport> {
  const files = options.quick ? 50 : 500;
  const tools = (files * METHODS).toLocaleString("en-US");
  if (!corpusAvailable()) {
    const reason = `skipped: ${MKCORPUS} is missing (the shared test data lives outside the repository)`;
    return { lines: [reason], targets: compilerTargets(tools, new Map(), undefined, reason) };
  }
  const notes: string[] = [];
  const buildNote = await ensureBuilt();
  if (buildNote !== undefined) notes.push(buildNote);

  return withTempDir("corpus", async (tmp) => {
    const corpus = await makeCorpus(join(tmp, "corpus"), files, METHODS);
    const tsconfig = join(corpus.dir, "tsconfig.json");
    const hasCli = existsSync(BUILT_CLI);
    if (!hasCli) notes.push(`gen-tools: not available yet (no ${BUILT_CLI} after the build)`);
    const runs = options.quick ? 1 : 2;
    const tsjgRuns = 1;

    const commands: Record<Row, () => Promise<NodeRun>> = {
      tsc: () => runNodeOk(TSC, ["--noEmit", "-p", tsconfig]),
      cold: async () => {
        await rm(join(corpus.dir, "generated"), { recursive: true, force: true });
        return runNodeOk(BUILT_CLI, ["--project", tsconfig], { cwd: corpus.dir });
      },
      // Right after a cold run, so the outputs it checks are up to date; exit 1 would mean stale.
      check: () => runNodeOk(BUILT_CLI, ["--check", "--project", tsconfig], { cwd: corpus.dir }),
      tsjg: () =>
        runNodeOk(TSJG, [
          "--path",
          join(corpus.dir, "src/*.ts"),
          "--type",
          "*",
          "--tsconfig",
          tsconfig,
          "--out",
          join(tmp, "tsjg.schema.json"),
        ]),
    };
    const measured = new Map<Row, NodeRun[]>();
    const failures = new Map<Row | "watch", string>();
    const attempt = async (row: Row): Promise<void> => {
      if (failures.has(row)) return;
      try {
        const run = await commands[row]();
        measured.set(row, [...(measured.get(row) ?? []), run]);
      } catch (error) {
        failures.set(row, error instanceof Error ? error.message : String(error));
      }
    };
    // Interleaved, so that a slow moment of the machine falls on every row alike.
    for (let i = 0; i < runs; i++) {
      await attempt("tsc");
      if (hasCli) {
        await attempt("cold");
        await attempt("check");
      }
      if (i < tsjgRuns) await attempt("tsjg");
    }
    let watch: WatchResult | undefined;
    if (hasCli) {
      try {
        watch = await measureWatch(BUILT_CLI, corpus, options.quick ? 2 : 3);
      } catch (error) {
        failures.set("watch", error instanceof Error ? error.message : String(error));
      }
    }

    return {
      lines: [
        `The corpus of node ../shared/bench/mkcorpus.mjs DIR ${files} ${METHODS}: ${tools} tools in ${files} files.`,
        "Each command a fresh Node process, timed from spawn to exit; peak RSS reported by the process.",
        `Medians of ${runs} interleaved runs (ts-json-schema-generator: ${tsjgRuns}). The watch row: from the`,
        "edited file written to gen-tools' report of the re-run, median over the edits; its RSS is the",
        "watch process's peak over its life, first full run included.",
        "",
        table(corpus, measured, watch, failures),
        "",
        ...notes,
        ...[...failures].map(([row, message]) => `${LABELS[row]} failed: ${message}`),
      ],
      targets: compilerTargets(tools, measured, watch, undefined, failures),
    };
  });
}

function table(
  corpus: Corpus,
  measured: Map<Row, NodeRun[]>,
  watch: WatchResult | undefined,
  failures: Map<Row | "watch", string>,
): string {
  const wall = (row: Row): number | undefined => medianOf(measured.get(row), (r) => r.wallMs);
  const rss = (row: Row): number | undefined => medianOf(measured.get(row), (r) => r.maxRssBytes);
  const tscWall = wall("tsc");
  const tscRss = rss("tsc");
  const cells = (
    label: string,
    ms: number | undefined,
    bytes: number | undefined,
    failure: string | undefined,
  ): string[] => {
    if (failure !== undefined) return [label, "FAILED (below)"];
    if (ms === undefined) return [label, "n/a"];
    return [
      label,
      formatMs(ms),
      tscWall === undefined ? "" : formatRatio(ms / tscWall),
      bytes === undefined || Number.isNaN(bytes) ? "n/a" : formatMiB(bytes),
      bytes === undefined || tscRss === undefined ? "" : formatRatio(bytes / tscRss),
    ];
  };
  const rows = (["tsc", "cold", "check"] as const).map((row) =>
    cells(LABELS[row], wall(row), rss(row), failures.get(row)),
  );
  rows.push(
    cells(
      LABELS.watch,
      watch === undefined ? undefined : median(watch.rerunMs),
      watch?.maxRssBytes,
      failures.get("watch"),
    ),
  );
  rows.push(cells(LABELS.tsjg, wall("tsjg"), rss("tsjg"), failures.get("tsjg")));
  const lines = [formatTable(["", "wall", "× tsc", "peak RSS", "× tsc"], rows)];
  if (watch !== undefined) {
    const wrong = watch.wrongTools.reduce((a, b) => a + b, 0);
    lines.push(
      "",
      `watch: ${watch.rerunMs.length} edits of one file (${watch.toolsPerEdit} tools each) in a ${corpus.files}-file project; ` +
        `re-runs ${watch.rerunMs.map((ms) => Math.round(ms)).join(", ")} ms; ` +
        (wrong === 0
          ? "each changed exactly the edited file's tools"
          : `${wrong} tool outputs changed wrongly or not at all`),
    );
  }
  return lines.join("\n");
}

/** Issue 5's compiler targets. `skipped` explains every one when the corpus could not be made. */
function compilerTargets(
  tools: string,
  measured: Map<Row, NodeRun[]>,
  watch: WatchResult | undefined,
  skipped?: string,
  failures: Map<Row | "watch", string> = new Map(),
): Target[] {
  const wall = (row: Row): number | undefined => medianOf(measured.get(row), (r) => r.wallMs);
  const rss = (row: Row): number | undefined => medianOf(measured.get(row), (r) => r.maxRssBytes);
  const ratio = (a: number | undefined, b: number | undefined): number | undefined =>
    a === undefined || b === undefined ? undefined : a / b;
  const why = (...rows: (Row | "watch")[]): string =>
    skipped ??
    rows.map((r) => failures.get(r)?.split("\n")[0]).find((f) => f !== undefined) ??
    "gen-tools not available yet";
  const target = (
    label: string,
    direction: Target["direction"],
    bound: number,
    unit: Target["unit"],
    measuredValue: number | undefined,
    rows: (Row | "watch")[],
  ): Target => ({
    label: `${label} [${tools} tools]`,
    direction,
    bound,
    unit,
    measured: measuredValue,
    ...(measuredValue === undefined ? { reason: why(...rows) } : {}),
  });
  return [
    target("cold gen-tools / tsc, wall", "atMost", 1.3, "×", ratio(wall("cold"), wall("tsc")), ["cold", "tsc"]),
    target("cold gen-tools / tsc, peak RSS", "atMost", 1.5, "×", ratio(rss("cold"), rss("tsc")), ["cold", "tsc"]),
    target("gen-tools --check / cold run, wall", "atMost", 1.0, "×", ratio(wall("check"), wall("cold")), [
      "check",
      "cold",
    ]),
    target(
      "watch re-run after a one-file edit",
      "atMost",
      200,
      " ms",
      watch === undefined ? undefined : median(watch.rerunMs),
      ["watch"],
    ),
    target(
      "watch: tool outputs changed outside the edit or missed",
      "atMost",
      0,
      "",
      watch?.wrongTools.reduce((a, b) => a + b, 0),
      ["watch"],
    ),
  ];
}

function medianOf(runs: NodeRun[] | undefined, pick: (r: NodeRun) => number): number | undefined {
  if (runs === undefined || runs.length === 0) return undefined;
  const values = runs.map(pick).filter((v) => !Number.isNaN(v));
  return values.length === 0 ? undefined : median(values);
}
