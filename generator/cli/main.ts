import { Command, CommanderError, Option } from "commander";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ConfigError } from "../config/config-error.js";
import { formatDiagnostic } from "../diagnostics.js";
import { packageRoot } from "../package-root.js";
import type { Progress } from "../pipeline/run-pipeline.js";
import { GenToolsSession, type GenerateResult } from "../session.js";
import { describeChanges } from "../tool-changes.js";
import { humanReport } from "./human-report.js";
import { jsonReport } from "./json-report.js";
import { watchProject } from "./watch.js";
import { WatchError } from "./watch-tree.js";

/** Above this many scanned files a progress line is printed even when stderr is not a terminal. */
const PROGRESS_FILES = 200;

interface Flags {
  project: string;
  out?: string;
  check: boolean;
  watch: boolean;
  json: boolean;
  requireDescriptions?: boolean;
  validators: boolean;
  openaiStrict?: boolean;
  quiet: boolean;
}

/** Exit codes: 0 ok, 1 diagnostics or stale outputs, 2 usage or configuration errors. */
export async function main(argv: readonly string[]): Promise<number> {
  const command = new Command("gen-tools")
    .description("TypeScript tool signatures to JSON Schema tool definitions (tools.manifest.json, tools.gen.ts, tools.validators.js)")
    .option("-p, --project <tsconfig>", "the TypeScript project", "tsconfig.json")
    .option("-o, --out <dir>", "output directory (default: the config's out, else ./generated)")
    .option("--check", "write nothing; exit 1 when the outputs are stale or a registerTool schema disagrees", false)
    .option("-w, --watch", "regenerate on change", false)
    .option("--json", "print one JSON document per run on stdout", false)
    .addOption(new Option("--require-descriptions", "missing tool and parameter descriptions are errors"))
    .option("--no-validators", "do not write tools.validators.js (ahead-of-time validators); the runtime compiles each schema instead")
    .addOption(new Option("--openai-strict", "report what OpenAI strict mode cannot express in each input schema as errors"))
    .option("-q, --quiet", "print only diagnostics", false)
    .version(ownVersion())
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .allowExcessArguments(false);
  try {
    command.parse(argv, { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
  const flags = command.opts<Flags>();
  if (flags.check && flags.watch) {
    process.stderr.write("error GT4006: --check and --watch cannot be combined\n");
    return 2;
  }

  try {
    return await generateOrWatch(flags, command);
  } catch (error) {
    // Nothing can be generated until the user acts: said as a diagnostic, never a stack trace.
    if (error instanceof ConfigError) {
      process.stderr.write(`${formatDiagnostic(error.diagnostic)}\n`);
      return 2;
    }
    if (error instanceof WatchError) {
      process.stderr.write(`error GT4007: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

/** One run, or a watch, once the flags are known good: the exit code. */
async function generateOrWatch(flags: Flags, command: Command): Promise<number> {
  const session = GenToolsSession.open({
    project: flags.project,
    ...(flags.out === undefined ? {} : { out: flags.out }),
    ...(flags.requireDescriptions === undefined ? {} : { requireDescriptions: true }),
    // Commander defaults a negatable flag to true; only an explicit --no-validators overrides the config.
    ...(command.getOptionValueSource("validators") === "cli" ? { validators: flags.validators } : {}),
    ...(flags.openaiStrict === undefined ? {} : { openaiStrict: true }),
  });
  const runOnce = async (): Promise<GenerateResult> => {
    const result = await session.run({ check: flags.check, final: !flags.watch, collectGarbage: !flags.watch, onProgress: progressPrinter(flags) });
    print(result, flags);
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
      configError: (error) => process.stderr.write(`${formatDiagnostic(error.diagnostic)}\nWaiting for the next change.\n`),
    },
    stop.signal,
  );
  return 0;
}

function print(result: GenerateResult, flags: Flags): void {
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(jsonReport(result, { check: flags.check }))}\n`);
  } else if (flags.watch && !flags.quiet) {
    const problems = result.diagnostics.map((d) => `${formatDiagnostic(d)}\n`).join("");
    process.stdout.write(`${problems}${describeChanges(result.changes)} (${result.durationMs} ms)${result.ok ? "" : ", errors: nothing written"}\n`);
  } else if (flags.quiet) {
    const problems = result.diagnostics.map(formatDiagnostic).join("\n");
    if (problems !== "") process.stdout.write(`${problems}\n`);
  } else {
    process.stdout.write(`${humanReport(result, { check: flags.check })}\n`);
  }
}

function progressPrinter(flags: Flags): ((p: Progress) => void) | undefined {
  if (flags.quiet) return undefined;
  return (p) => {
    if (!process.stderr.isTTY && p.filesScanned <= PROGRESS_FILES) return;
    process.stderr.write(`gen-tools: ${p.filesScanned} files scanned, ${p.toolsFound} tools found (${Math.round(p.elapsedMs)} ms)\n`);
  };
}

function ownVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as { version: string }).version;
}
