import { Command, CommanderError, Option } from "commander";
import { formatDiagnostic, type Diagnostic } from "../diagnostics.js";
import { packageVersion } from "../package-root.js";
import { writeStoppedReport } from "./json-report.js";
import { usageMessage } from "./usage-message.js";

/** The command line, parsed. */
export interface Flags {
  project?: string;
  out?: string;
  check: boolean;
  watch: boolean;
  json: boolean;
  requireDescriptions?: boolean;
  validators: boolean;
  /** Whether `--no-validators` was given (rather than defaulted): only then does it override the config file. */
  validatorsGiven: boolean;
  openaiStrict?: boolean;
  quiet: boolean;
  /** Skip the run when nothing changed since the last one with `--cache` (see `replayUpToDateRun`). */
  cache: boolean;
}

/**
 * Parses the command line: the flags to run with, or the exit code of a command line that needs
 * no run (`--help`, `--version`, 0; a usage error, 2, its message printed). Loads nothing of the
 * compiler, so that `cli.ts` answers those before loading it.
 */
export function parseFlags(argv: readonly string[]): { flags: Flags } | { exitCode: number } {
  const command = new Command("gen-tools")
    .description("TypeScript tool signatures to JSON Schema tool definitions (tools.manifest.json, tools.gen.ts, tools.validators.js)")
    .option("-p, --project <tsconfig>", "the TypeScript project (default: the nearest tsconfig.json, here or above)")
    .option("-o, --out <dir>", "output directory (default: the config's out, else ./generated)")
    .option("--check", "write nothing; exit 1 when the outputs are stale or a registerTool schema disagrees", false)
    .option("-w, --watch", "regenerate on change", false)
    .option("--json", "print one JSON document per run on stdout", false)
    .addOption(new Option("--require-descriptions", "missing tool and parameter descriptions are errors"))
    .option("--no-validators", "do not write tools.validators.js (ahead-of-time validators); the runtime compiles each schema instead")
    .addOption(new Option("--openai-strict", "report what OpenAI strict mode cannot express in each input schema as errors"))
    .option("-q, --quiet", "print only diagnostics", false)
    .option("--cache", "skip the run when no input changed since the last run with --cache (kept in node_modules/.cache/gen-tools)", false)
    .version(packageVersion())
    .exitOverride()
    // A usage error is printed as gen-tools prints its others (`refuse`), not in commander's format.
    .configureOutput({ writeErr: (s) => process.stderr.write(s), outputError: () => undefined })
    .allowExcessArguments(false);
  try {
    command.parse(argv, { from: "user" });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.exitCode === 0) return { exitCode: 0 };
    // The options commander read before the error are in opts().
    return refuse(usageMessage(error, command), command.opts<Partial<Flags>>());
  }
  const flags = command.opts<Omit<Flags, "validatorsGiven">>();
  const badPath = pathFlagProblem(flags);
  if (badPath !== undefined) return refuse(badPath, flags);
  if (flags.watch && (flags.check || flags.cache)) {
    return refuse(`--${flags.check ? "check" : "cache"} and --watch cannot be combined`, flags);
  }
  // Commander defaults a negatable flag to true; only an explicit --no-validators overrides the config.
  return { flags: { ...flags, validatorsGiven: command.getOptionValueSource("validators") === "cli" } };
}

/**
 * What is wrong with the value of --project or --out, which commander takes as given: empty
 * (`--out=`, or a script's variable left unset), or starting with "=" (`-p=tsconfig.json`, where a
 * short flag takes what follows it whole).
 */
function pathFlagProblem(flags: Pick<Flags, "project" | "out">): string | undefined {
  const paths = [
    ["project", "p", "a tsconfig"],
    ["out", "o", "a folder"],
  ] as const;
  for (const [flag, short, what] of paths) {
    const value = flags[flag];
    if (value === "") return `--${flag} needs the path of ${what}, not an empty string`;
    if (value?.startsWith("=")) return `--${flag} '${value}' starts with '=': write -${short} ${value.slice(1)} or --${flag}=${value.slice(1)}`;
  }
  return undefined;
}

/**
 * A usage error: its line on stderr, its exit code, and under `--json` its document on stdout, so
 * that an editor or CI reading stdout gets one as for any other run that stops.
 */
function refuse(message: string, flags: Partial<Flags>): { exitCode: number } {
  const diagnostic = usageError(message);
  process.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
  writeStoppedReport(diagnostic, flags);
  return { exitCode: 2 };
}

function usageError(message: string): Diagnostic {
  return { code: "GT4006", severity: "error", message };
}

