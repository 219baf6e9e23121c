import { dirname, join, relative } from "node:path";
import { ConfigError } from "../config/config-error.js";
import { formatDiagnostic, type Diagnostic } from "../diagnostics.js";
import { GenToolsSession, type GenerateResult } from "../session.js";
import { GEN_MODULE_FILE } from "../pipeline/run-pipeline.js";
import { prettierInputs } from "../up-to-date/prettier-inputs.js";
import { recordRun } from "../up-to-date/record-run.js";
import { recordFile } from "../up-to-date/run-record.js";
import { replayUpToDateRun, runKey } from "./cached-run.js";
import { parseFlags, type Flags } from "./command.js";
import { writeStoppedReport } from "./json-report.js";
import { reportTip } from "./human-report.js";
import { printResult, progressPrinter } from "./print-result.js";
import { watchProject } from "./watch.js";
import { openWhenGood } from "./watch-start.js";
import { WatchError } from "./watch-error.js";

/** Exit codes: 0 ok, 1 diagnostics or stale outputs, 2 usage or configuration errors. */
export async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseFlags(argv);
  if ("exitCode" in parsed) return parsed.exitCode;
  const replayed = parsed.flags.cache ? replayUpToDateRun(parsed.flags) : undefined;
  return replayed ?? runWith(parsed.flags);
}

/**
 * `main` once the command line is parsed and, under `--cache`, no record replayed (`cli.ts` does
 * both before it loads the compiler).
 */
export async function runWith(flags: Flags): Promise<number> {
  try {
    return await generateOrWatch(flags);
  } catch (error) {
    // Nothing can be generated until the user acts: said as a diagnostic, never a stack trace.
    if (error instanceof ConfigError) {
      printStop(error.diagnostic, flags);
      return 2;
    }
    if (error instanceof WatchError) {
      printStop({ code: "GT4007", severity: "error", message: error.message }, flags);
      return 2;
    }
    throw error;
  }
}

/**
 * A diagnostic that stops a run (or, under `--watch`, holds the next run back until a change): on
 * stderr, and under `--json` also as the run's document, so that an editor reading the documents
 * sees it.
 */
function printStop(diagnostic: Diagnostic, flags: Flags, afterwards = ""): void {
  process.stderr.write(`${formatDiagnostic(diagnostic)}\n${afterwards}`);
  writeStoppedReport(diagnostic, flags);
}

/** One run, or a watch, once the flags are known good: the exit code. */
async function generateOrWatch(flags: Flags): Promise<number> {
  const startedAt = Date.now();
  const open = (): GenToolsSession =>
    GenToolsSession.open({
      ...(flags.project === undefined ? {} : { project: flags.project }),
      ...(flags.out === undefined ? {} : { out: flags.out }),
      ...(flags.requireDescriptions === undefined ? {} : { requireDescriptions: true }),
      ...(flags.validatorsGiven ? { validators: flags.validators } : {}),
      ...(flags.openaiStrict === undefined ? {} : { openaiStrict: true }),
    });
  const stop = new AbortController();
  if (flags.watch) {
    process.once("SIGINT", () => stop.abort());
    process.once("SIGTERM", () => stop.abort());
  }
  const waitingReport = (error: ConfigError): void => printStop(error.diagnostic, flags, "Waiting for the next change.\n");
  // Under --watch a bad tsconfig or config at the start is reported and waited out, as tsc --watch does.
  const session = flags.watch ? await openWhenGood(open, { cwd: process.cwd(), ...(flags.project === undefined ? {} : { project: flags.project }) }, waitingReport, stop.signal) : open();
  if (session === undefined) return 0;
  // Found in a folder above, or chosen from a solution's projects: said, since the outputs go beside that tsconfig.
  if (!flags.quiet && !flags.json) {
    const solution = session.solution;
    if (solution !== undefined) {
      process.stderr.write(`gen-tools: using ${relative(process.cwd(), session.tsconfigPath)}, the project ${relative(process.cwd(), solution)} references that declares tools\n`);
    } else if (flags.project === undefined && dirname(session.tsconfigPath) !== process.cwd()) {
      process.stderr.write(`gen-tools: using ${relative(process.cwd(), session.tsconfigPath)}, the nearest tsconfig.json\n`);
    }
  }
  let runs = 0;
  const runOnce = async (): Promise<GenerateResult> => {
    const result = await session.run({ check: flags.check, final: !flags.watch, collectGarbage: !flags.watch, onProgress: progressPrinter(flags) });
    printResult(result, flags, { root: session.root, includeSet: session.config.include !== null }, runs++ > 0);
    return result;
  };
  if (!flags.watch) {
    const result = await runOnce();
    if (flags.cache && result.ok) await recordForNextRun(session, result, flags, startedAt);
    return result.ok ? 0 : 1;
  }

  if (!flags.json) process.stderr.write(`Watching ${session.root} for changes (Ctrl-C to stop).\n`);
  await watchProject(session, { regenerate: async () => void (await runOnce()), configError: waitingReport }, stop.signal);
  return 0;
}

/**
 * `--cache`: what the next run with these flags needs to tell that nothing changed (see
 * `recordRun`). Not for a solution-style tsconfig: which of its projects declares tools depends on
 * files that no run of the chosen project reads.
 */
async function recordForNextRun(session: GenToolsSession, result: GenerateResult, flags: Flags, startedAt: number): Promise<void> {
  const file = recordFile(runKey(flags, process.cwd()));
  const run = session.lastRun();
  if (file === undefined || run === undefined || session.solution !== undefined) return;
  const tip = reportTip(result, session.config.include !== null) ?? null;
  const formatInputs = await prettierInputs(join(run.sources.outDir, GEN_MODULE_FILE));
  recordRun(file, { ...run, formatInputs }, { tools: result.tools.map((tool) => tool.name), diagnostics: result.diagnostics, tip }, startedAt);
}
