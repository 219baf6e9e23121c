import { spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

const REPORT_MAX_RSS = fileURLToPath(new URL("./report-max-rss.mjs", import.meta.url));

export interface NodeRun {
  /** From spawn to exit, as the parent sees it: start-up included, as a user would wait. */
  wallMs: number;
  /** Peak resident set size of the process, in bytes. */
  maxRssBytes: number;
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface NodeRunOptions {
  cwd?: string;
  env?: Record<string, string>;
}

let runs = 0;

/** Runs `node script ...args` to its end, timing it and recording its peak memory. */
export async function runNode(script: string, args: readonly string[], options: NodeRunOptions = {}): Promise<NodeRun> {
  const rssFile = join(tmpdir(), `gen-tools-bench-rss-${process.pid}-${runs++}`);
  const child = spawn(process.execPath, ["--import", REPORT_MAX_RSS, script, ...args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, GEN_TOOLS_BENCH_RSS_FILE: rssFile },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const start = performance.now();
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve(code ?? 1));
  });
  const wallMs = performance.now() - start;
  const maxRssBytes = Number(await readFile(rssFile, "utf8").catch(() => "NaN"));
  await rm(rssFile, { force: true });
  return { wallMs, maxRssBytes, exitCode, stdout, stderr };
}

/** Like `runNode`, but a non-zero exit is an error that quotes the command and its output. */
export async function runNodeOk(
  script: string,
  args: readonly string[],
  options: NodeRunOptions = {},
): Promise<NodeRun> {
  const run = await runNode(script, args, options);
  if (run.exitCode !== 0) {
    // The error without its stack: which command, and what it said.
    const said = `${run.stderr}\n${run.stdout}`
      .split("\n")
      .filter((line) => line.trim() !== "" && !/^\s+at /.test(line))
      .slice(0, 8);
    throw new Error(`${basename(script)} ${args.join(" ")} exited ${run.exitCode}:\n  ${said.join("\n  ")}`);
  }
  return run;
}
