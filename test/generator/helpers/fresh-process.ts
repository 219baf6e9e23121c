import { execFileSync } from "node:child_process";
import { join } from "node:path";

const REPO = join(import.meta.dirname, "../../..");

/**
 * Runs an ES module script, given by its lines, in a fresh Node process at the repository's root
 * (its TypeScript imports go through tsx), with `nodeFlags` before the script; returns its stdout. For what only a new process shows:
 * V8's flags and code caches, heap growth from start.
 */
export function inFreshProcess(lines: readonly string[], env: Record<string, string> = {}, nodeFlags: readonly string[] = []): string {
  return execFileSync(process.execPath, [...nodeFlags, "--import", "tsx", "--input-type=module", "-e", lines.join("\n")], {
    cwd: REPO,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
}
