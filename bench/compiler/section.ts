import { rm } from "node:fs/promises";
import { join } from "node:path";
import { BUILT_CLI, ensureBuilt, REPO_ROOT, TSC } from "../build.js";
import type { BenchOptions } from "../options.js";
import { runNodeOk, type NodeRun } from "../process/node-process.js";
import type { SectionReport } from "../section-report.js";
import { withTempDir } from "../temp-dir.js";
import { corpusAvailable, makeCorpus, MKCORPUS } from "./corpus.js";
import { compilerTable, compilerTargets } from "./report.js";
import { CompilerResults, ROW_LABELS, type Command } from "./results.js";
import { FEW_TOOLS, FEW_TOOLS_QUICK, fewToolsLines } from "./few-tools.js";
import { measureCached } from "./cached-rerun.js";
import { measureWatch } from "./watch-rerun.js";

/** The commands run in turn, each a fresh process; the `--cache` row runs apart (see measureCached). */
type InTurnCommand = Exclude<Command, "cached">;

const TSJG = join(REPO_ROOT, "node_modules/ts-json-schema-generator/bin/ts-json-schema-generator.js");
const METHODS = 10;

/**
 * The compiler on the shared synthetic corpus: cold `gen-tools`, `--check` and a `--watch` re-run,
 * beside `tsc --noEmit` and ts-json-schema-generator on the same project, each a fresh process.
 */
export async function compilerSection(options: BenchOptions): Promise<SectionReport> {
  const files = options.quick ? 50 : 500;
  const results = new CompilerResults((files * METHODS).toLocaleString("en-US"), files);
  if (!corpusAvailable()) {
    const reason = `skipped: ${MKCORPUS} is missing (the shared test data lives outside the repository)`;
    return { lines: [reason], targets: compilerTargets(results, reason) };
  }
  const notes: string[] = [];
  const buildNote = await ensureBuilt();
  if (buildNote !== undefined) notes.push(buildNote);

  return withTempDir("corpus", async (tmp) => {
    const corpus = await makeCorpus(join(tmp, "corpus"), files, METHODS);
    const tsconfig = join(corpus.dir, "tsconfig.json");
    const commands: Record<InTurnCommand, () => Promise<NodeRun>> = {
      tsc: () => runNodeOk(TSC, ["--noEmit", "-p", tsconfig]),
      cold: async () => {
        await rm(join(corpus.dir, "generated"), { recursive: true, force: true });
        return runNodeOk(BUILT_CLI, ["--project", tsconfig], { cwd: corpus.dir });
      },
      // Right after a cold run, so the outputs it checks are up to date: exit 1 (stale) fails the row.
      check: () => runNodeOk(BUILT_CLI, ["--check", "--project", tsconfig], { cwd: corpus.dir }),
      // A prebuild on a project whose tools did not change: every output is found as it would be written.
      rerun: () => runNodeOk(BUILT_CLI, ["--project", tsconfig], { cwd: corpus.dir }),
      tsjg: () =>
        runNodeOk(TSJG, [
          ...["--path", join(corpus.dir, "src/*.ts"), "--type", "*"],
          ...["--tsconfig", tsconfig, "--out", join(tmp, "tsjg.schema.json")],
        ]),
    };
    const attempt = async (command: InTurnCommand): Promise<void> => {
      if (results.failures.has(command)) return;
      try {
        results.add(command, await commands[command]());
      } catch (error) {
        results.failures.set(command, error instanceof Error ? error.message : String(error));
      }
    };

    // ts-json-schema-generator takes longest and has no target, so it runs once. Five runs of the
    // others: a true median, since one slow run on a shared machine moves a mean more than the rows
    // differ (--check and a cold run differ by less than three runs' medians vary).
    const runs = options.quick ? 1 : 5;
    const editsPerKind = options.quick ? 2 : 5;
    // Interleaved, so that a slow moment of the machine falls on every row alike.
    for (let i = 0; i < runs; i++) {
      await attempt("tsc");
      await attempt("cold");
      await attempt("check");
      await attempt("rerun");
      if (i === 0) await attempt("tsjg");
    }
    try {
      for (const run of await measureCached(BUILT_CLI, corpus, runs)) results.add("cached", run);
    } catch (error) {
      results.failures.set("cached", error instanceof Error ? error.message : String(error));
    }
    try {
      results.watch = await measureWatch(BUILT_CLI, corpus, editsPerKind);
    } catch (error) {
      results.watchFailed(error instanceof Error ? error.message : String(error));
    }
    const fewTools = ["", ...(await fewToolsLines(join(tmp, "few-tools"), options.quick ? FEW_TOOLS_QUICK : FEW_TOOLS))];

    return {
      lines: [
        `The corpus of node ../shared/bench/mkcorpus.mjs DIR ${files} ${METHODS}: ${results.tools} tools in ${files} files.`,
        "Each command a fresh Node process, timed from spawn to exit, its peak RSS reported by the process;",
        `${runs === 1 ? "one run each" : `medians of ${runs} interleaved runs`} (ts-json-schema-generator: one). The watch rows: from the`,
        `edited file written to gen-tools' report of the re-run, median of ${editsPerKind} edits of each kind, in turn: the`,
        "summaries of one file's tools (no schema changes), or a parameter added to one tool (its schema, the",
        "validators index and the schema's module change). Their RSS is the watch process's peak over its life, first full run",
        "included. \"outputs up to date\": a plain run after --check, as a prebuild on a project whose tools",
        "did not change (no target); \"--cache, nothing changed\": the same with --cache, replaying the record its",
        "first run left (no target). The compiler's code cache (Node 20: node_modules/.cache/gen-tools; Node 22:",
        "Node's own) is as a project's second build finds it: written by the first run if it was missing.",
        "",
        ...compilerTable(results),
        ...fewTools,
        ...(notes.length > 0 ? ["", ...notes] : []),
        ...[...results.failures].map(([row, message]) => `${ROW_LABELS[row]} failed: ${message}`),
      ],
      targets: compilerTargets(results),
    };
  });
}
