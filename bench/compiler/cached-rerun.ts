import { mkdir, readdir, utimes } from "node:fs/promises";
import { join } from "node:path";
import { runNodeOk, type NodeRun } from "../process/node-process.js";
import type { Corpus } from "./corpus.js";

/**
 * `gen-tools --cache` on the unchanged corpus, `runs` times: the prebuild of a project whose
 * sources did not change since its last build. A first run leaves the record (see recordRun);
 * each timed run must replay it, or the row fails.
 */
export async function measureCached(cli: string, corpus: Corpus, runs: number): Promise<NodeRun[]> {
  // The record is kept in the project's node_modules, which a project has.
  await mkdir(join(corpus.dir, "node_modules"), { recursive: true });
  // A run records nothing while an input is as new as its start, as the corpus's files are.
  await age(corpus.dir);
  const args = ["--cache", "--project", join(corpus.dir, "tsconfig.json")];
  await runNodeOk(cli, args, { cwd: corpus.dir });
  const timed: NodeRun[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await runNodeOk(cli, args, { cwd: corpus.dir });
    if (!run.stdout.includes("no input changed since the last run")) throw new Error(`--cache made a run instead of replaying the last one: ${run.stdout.trim()}`);
    timed.push(run);
  }
  return timed;
}

/** The folder and everything in it a minute older. */
async function age(folder: string): Promise<void> {
  const then = new Date(Date.now() - 60_000);
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) await utimes(join(entry.parentPath, entry.name), then, then);
  await utimes(folder, then, then);
}
