import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { JsonReport } from "../../generator/cli/json-report.js";
import type { ToolManifest } from "../../src/manifest.js";
import { NodeProcess } from "../process/node-process.js";
import { editOneFile, type Corpus, type EditKind } from "./corpus.js";
import { changedTools, toolsOfClass } from "./manifest-diff.js";

/** The re-runs after edits of one kind. */
export interface WatchEdits {
  /** Per edit: from the edited file written to gen-tools' report of the re-run, in the parent. */
  rerunMs: number[];
  /** Per edit: tools whose output changed outside the edit, plus the edited tools that did not. */
  wrongTools: number[];
  /** The tools each edit should change. */
  toolsPerEdit: number;
}

export interface WatchResult {
  edits: Record<EditKind, WatchEdits>;
  /** Peak RSS of the watch process over its life (the first full run included). */
  maxRssBytes: number;
}

// Generous: the first run of a 5,000-tool project takes seconds on a loaded machine.
const FIRST_RUN_TIMEOUT_MS = 300_000;
const RERUN_TIMEOUT_MS = 60_000;
/** After a re-run, quiet time for a second one (from a late file event) to show before the next edit. */
const SETTLE_MS = 300;

const EDIT_KINDS: readonly EditKind[] = ["descriptions", "signature"];

/**
 * Starts `gen-tools --watch --json` on the corpus, waits for its first run, then edits one file at a
 * time, `editsPerKind` edits of each kind in turn, and times each re-run by the report line it prints
 * (one JSON document per run), checking in the manifest that exactly the edited tools changed.
 */
export async function measureWatch(cli: string, corpus: Corpus, editsPerKind: number): Promise<WatchResult> {
  const manifestFile = join(corpus.dir, "generated", "tools.manifest.json");
  const readManifest = async (): Promise<ToolManifest> =>
    JSON.parse(await readFile(manifestFile, "utf8")) as ToolManifest;
  const watcher = new NodeProcess(cli, ["--watch", "--json", "--project", join(corpus.dir, "tsconfig.json")], {
    cwd: corpus.dir,
  });
  const edits: Record<EditKind, WatchEdits> = {
    descriptions: { rerunMs: [], wrongTools: [], toolsPerEdit: 0 },
    signature: { rerunMs: [], wrongTools: [], toolsPerEdit: 0 },
  };
  let failure: unknown;
  try {
    okReport(await watcher.nextLine(FIRST_RUN_TIMEOUT_MS));
    await settle(watcher);
    for (let n = 0; n < editsPerKind; n++) {
      for (const kind of EDIT_KINDS) {
        // Different files in turn, away from the first ones, so that no edit repeats the last.
        const file = (kind === "descriptions" ? 7 + 37 * n : 11 + 53 * n) % corpus.files;
        const before = await readManifest();
        const start = performance.now();
        await editOneFile(corpus, file, n, kind);
        await editReport(watcher);
        const measured = edits[kind];
        measured.rerunMs.push(performance.now() - start);
        await settle(watcher);
        const changed = new Set(changedTools(before, await readManifest()));
        const expected = toolsOfClass(before, `Agent${file}`, kind === "signature" ? "tool0" : undefined);
        measured.toolsPerEdit = expected.length;
        const missed = expected.filter((name) => !changed.has(name)).length;
        const extra = [...changed].filter((name) => !expected.includes(name)).length;
        measured.wrongTools.push(missed + extra);
      }
    }
  } catch (error) {
    failure = error;
  }
  const run = await watcher.stop();
  if (failure !== undefined) {
    const said = run.stderr.trim().split("\n").slice(0, 5).join("\n  ");
    throw new Error(
      `${failure instanceof Error ? failure.message : String(failure)}${said === "" ? "" : `\n  ${said}`}`,
    );
  }
  return { edits, maxRssBytes: run.maxRssBytes };
}

async function settle(watcher: NodeProcess): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  watcher.drain();
}

/**
 * Waits for the report of the run that regenerated the edit. On a loaded machine an earlier edit's
 * late file event can start a second run after the settle time; its report, which changes no tool,
 * would otherwise be taken for this edit's and time nothing.
 */
async function editReport(watcher: NodeProcess): Promise<void> {
  for (;;) {
    const { changes } = okReport(await watcher.nextLine(RERUN_TIMEOUT_MS));
    if (changes.added.length + changes.removed.length + changes.changed.length > 0) return;
  }
}

/** A run's `--json` report, which must say it succeeded: the timing of a failed run means nothing. */
function okReport(line: string): JsonReport {
  const report = JSON.parse(line) as JsonReport;
  if (!report.ok) throw new Error(`gen-tools --watch reported a failed run (${report.diagnostics.length} diagnostics)`);
  return report;
}
