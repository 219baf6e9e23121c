#!/usr/bin/env node
// The `gen-tools` bin: everything is in cli/main.ts; this file parses the command line, runs it and
// sets the exit code.
// `npm run build` bundles it (scripts/bundle-cli.ts) into dist/bin/gen-tools.js, which package.json
// names: main.js and what it imports become one chunk, imported below once the compiler is loaded.
import { parseFlags, type Flags } from "./cli/command.js";
import { enableCompileCache } from "./cli/compile-cache.js";
import { loadTypeScriptWithCodeCache } from "./cli/typescript-code-cache.js";
import { DEBUG_VARIABLE, describeFailure } from "./internal-failure.js";

// A reader that stops early (`gen-tools --json | head`) is no failure of the run, nor a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
});

// `--help`, `--version` and a usage error are answered without the compiler, which takes 300 ms to load.
const parsed = parseFlags(process.argv.slice(2));
if ("exitCode" in parsed) {
  process.exitCode = parsed.exitCode;
} else {
  // `--cache` first: when nothing changed, the last run's report is replayed without loading the compiler.
  const replayed = parsed.flags.cache ? (await import("./cli/cached-run.js")).replayUpToDateRun(parsed.flags) : undefined;
  if (replayed !== undefined) process.exitCode = replayed;
  else await run(parsed.flags);
}

async function run(flags: Flags): Promise<void> {
  // A report of a failure of gen-tools needs its stack in the sources' lines (see internal-failure.ts).
  if (process.env[DEBUG_VARIABLE] === "1") process.setSourceMapsEnabled(true);
  // Before the compiler loads: main.js imports it, and it is most of what a run compiles.
  enableCompileCache();
  loadTypeScriptWithCodeCache();
  const { runWith } = await import("./cli/main.js");
  runWith(flags).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`gen-tools: internal error: ${describeFailure(error)}\n`);
      process.exitCode = 2;
    },
  );
}
