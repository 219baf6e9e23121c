import { spawnSync } from "node:child_process";
import { join } from "node:path";

const REPO = join(import.meta.dirname, "../../..");
const TSX = join(REPO, "node_modules/tsx/dist/loader.mjs");

/** A run of the CLI in a process of its own: its exit code, or the signal that killed it. */
export interface CliProcessRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI from source (generator/cli.ts) in a process of its own, for what runCli, in the
 * test's process, cannot give: a folder of its own to run from (`cwd`, the repository's by
 * default), or a kill after `timeoutMs` where a run that never ends must fail the test, not hang it.
 */
export function runCliProcess(args: readonly string[], options: { cwd?: string; timeoutMs?: number } = {}): CliProcessRun {
  const run = spawnSync(process.execPath, ["--import", TSX, join(REPO, "generator/cli.ts"), ...args], {
    cwd: options.cwd ?? REPO,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    // SIGKILL, which no handler of the CLI's (--watch ends on SIGTERM) can turn into an exit.
    timeout: options.timeoutMs,
    killSignal: "SIGKILL",
  });
  // The kill after timeoutMs is an error too, which the caller reads from `signal`.
  if (run.error !== undefined && run.signal === null) throw run.error;
  return { code: run.status, signal: run.signal, stdout: run.stdout, stderr: run.stderr };
}
