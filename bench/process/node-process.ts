import { spawn, type ChildProcessByStdio } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";

const REPORT_MAX_RSS = fileURLToPath(new URL("./report-max-rss.mjs", import.meta.url));

export interface NodeRun {
  /** From spawn to exit, as the parent sees it: Node's start-up included, as a user waits for it. */
  wallMs: number;
  /** Peak resident set size of the process, in bytes; NaN when the process died before reporting. */
  maxRssBytes: number;
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface NodeRunOptions {
  cwd?: string;
  env?: Record<string, string>;
}

let started = 0;

/**
 * A `node script ...args` process, timed from spawn and with its peak memory recorded on exit (by a
 * preloaded module, so it works for any Node program). Its stdout can be read line by line while it
 * runs, for long-lived processes such as `gen-tools --watch`.
 */
export class NodeProcess {
  readonly exited: Promise<NodeRun>;
  readonly #child: ChildProcessByStdio<null, Readable, Readable>;
  readonly #lines: string[] = [];
  #waiting: ((line: string) => void) | undefined;

  constructor(
    readonly script: string,
    readonly args: readonly string[],
    options: NodeRunOptions = {},
  ) {
    const rssFile = join(tmpdir(), `gen-tools-bench-rss-${process.pid}-${started++}`);
    this.#child = spawn(process.execPath, ["--import", REPORT_MAX_RSS, script, ...args], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env, GEN_TOOLS_BENCH_RSS_FILE: rssFile },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const start = performance.now();
    let stdout = "";
    let stderr = "";
    let partial = "";
    this.#child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) this.#push(line);
    });
    this.#child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    this.exited = new Promise<number>((resolve, reject) => {
      this.#child.on("error", reject);
      this.#child.on("close", (code) => resolve(code ?? 1));
    }).then(async (exitCode) => {
      const wallMs = performance.now() - start;
      const maxRssBytes = Number(await readFile(rssFile, "utf8").catch(() => "NaN"));
      await rm(rssFile, { force: true });
      return { wallMs, maxRssBytes, exitCode, stdout, stderr };
    });
  }

  /** The next line the process writes to stdout; rejects after `timeoutMs` or if it exits first. */
  nextLine(timeoutMs: number): Promise<string> {
    const queued = this.#lines.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail(`no output within ${timeoutMs} ms`), timeoutMs);
      const fail = (why: string): void => {
        this.#waiting = undefined;
        reject(new Error(`${this.#describe()}: ${why}`));
      };
      this.#waiting = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
      void this.exited.then((run) => {
        clearTimeout(timer);
        if (this.#waiting !== undefined) fail(`exited ${run.exitCode} (${firstError(run)})`);
      });
    });
  }

  /** Lines written and not yet read, taken. */
  drain(): string[] {
    return this.#lines.splice(0);
  }

  /** Asks the process to stop (SIGINT, as Ctrl-C) and waits for it. */
  stop(): Promise<NodeRun> {
    this.#child.kill("SIGINT");
    return this.exited;
  }

  #push(line: string): void {
    const waiting = this.#waiting;
    this.#waiting = undefined;
    if (waiting === undefined) this.#lines.push(line);
    else waiting(line);
  }

  #describe(): string {
    return `${basename(this.script)} ${this.args.join(" ")}`;
  }
}

/** Runs `node script ...args` to its end. */
export function runNode(script: string, args: readonly string[], options: NodeRunOptions = {}): Promise<NodeRun> {
  return new NodeProcess(script, args, options).exited;
}

/** Like `runNode`, but a non-zero exit is an error that quotes the command and what it printed. */
export async function runNodeOk(
  script: string,
  args: readonly string[],
  options: NodeRunOptions = {},
): Promise<NodeRun> {
  const run = await runNode(script, args, options);
  if (run.exitCode !== 0) {
    throw new Error(`${basename(script)} ${args.join(" ")} exited ${run.exitCode}:\n  ${errorLines(run).join("\n  ")}`);
  }
  return run;
}

/** What a failed process said, without stack frames. */
function errorLines(run: NodeRun): string[] {
  return `${run.stderr}\n${run.stdout}`
    .split("\n")
    .filter((line) => line.trim() !== "" && !/^\s+at /.test(line))
    .slice(0, 8);
}

function firstError(run: NodeRun): string {
  return errorLines(run)[0] ?? "no output";
}
