import { dirname, relative } from "node:path";
import { ConfigError } from "../config/config-error.js";
import { formatDiagnostic, type Diagnostic } from "../diagnostics.js";
import type { Progress } from "../pipeline/run-pipeline.js";
import { GenToolsSession, type GenerateResult } from "../session.js";
import { describeChanges } from "../tool-changes.js";
import { parseFlags, type Flags } from "./command.js";
import { humanReport } from "./human-report.js";
import { jsonReport, stoppedReport } from "./json-report.js";
import { watchProject } from "./watch.js";
import { WatchError } from "./watch-tree.js";

/** Above this many scanned files a progress line is printed even when stderr is not a terminal. */
const PROGRESS_FILES = 200;

/** Exit codes: 0 ok, 1 diagnostics or stale outputs, 2 usage or configuration errors. */
export async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseFlags(argv);
  return "exitCode" in parsed ? parsed.exitCode : runWith(parsed.flags);
}

/** `main` once the command line is parsed (`cli.ts` parses it before loading the compiler). */
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
  if (flags.json) process.stdout.write(`${JSON.stringify(stoppedReport(diagnostic, { check: flags.check }))}\n`);
}

/** One run, or a watch, once the flags are known good: the exit code. */
async function generateOrWatch(flags: Flags): Promise<number> {
  const session = GenToolsSession.open({
    ...(flags.project === undefined ? {} : { project: flags.project }),
    ...(flags.out === undefined ? {} : { out: flags.out }),
    ...(flags.requireDescriptions === undefined ? {} : { requireDescriptions: true }),
    ...(flags.validatorsGiven ? { validators: flags.validators } : {}),
    ...(flags.openaiStrict === undefined ? {} : { openaiStrict: true }),
  });
  // Found in a folder above, or chosen from a solution's projects: said, since the outputs go beside that tsconfig.
  if (!flags.quiet && !flags.json) {
    const solution = session.solution;
    if (solution !== undefined) {
      process.stderr.write(`gen-tools: using ${relative(process.cwd(), session.tsconfigPath)}, the project ${relative(process.cwd(), solution)} references that declares tools\n`);
    } else if (flags.project === undefined && dirname(session.tsconfigPath) !== process.cwd()) {
      process.stderr.write(`gen-tools: using ${relative(process.cwd(), session.tsconfigPath)}, the nearest tsconfig.json\n`);
    }
  }
  const runOnce = async (): Promise<GenerateResult> => {
    const result = await session.run({ check: flags.check, final: !flags.watch, collectGarbage: !flags.watch, onProgress: progressPrinter(flags) });
    print(result, flags, session.config.include !== null);
    return result;
  };
  if (!flags.watch) return (await runOnce()).ok ? 0 : 1;

  if (!flags.json) process.stderr.write(`Watching ${session.root} for changes (Ctrl-C to stop).\n`);
  const stop = new AbortController();
  process.once("SIGINT", () => stop.abort());
  process.once("SIGTERM", () => stop.abort());
  await watchProject(
    session,
    {
      regenerate: async () => void (await runOnce()),
      configError: (error) => printStop(error.diagnostic, flags, "Waiting for the next change.\n"),
    },
    stop.signal,
  );
  return 0;
}

function print(result: GenerateResult, flags: Flags, includeSet: boolean): void {
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(jsonReport(result, { check: flags.check }))}\n`);
  } else if (flags.watch && !flags.quiet) {
    const problems = result.diagnostics.map((d) => `${formatDiagnostic(d)}\n`).join("");
    process.stdout.write(`${problems}${describeChanges(result.changes)} (${result.durationMs} ms)${result.ok ? "" : ", errors: nothing written"}\n`);
  } else if (flags.quiet) {
    const problems = result.diagnostics.map(formatDiagnostic).join("\n");
    if (problems !== "") process.stdout.write(`${problems}\n`);
  } else {
    process.stdout.write(`${humanReport(result, { check: flags.check, includeSet })}\n`);
  }
}

function progressPrinter(flags: Flags): ((p: Progress) => void) | undefined {
  if (flags.quiet) return undefined;
  return (p) => {
    if (!process.stderr.isTTY && p.filesScanned <= PROGRESS_FILES) return;
    process.stderr.write(`gen-tools: ${p.filesScanned} files scanned, ${p.toolsFound} tools found (${Math.round(p.elapsedMs)} ms)\n`);
  };
}
