import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** V8's `gc` (the `--expose-gc` one): `execution: "async"` runs it on V8's threads and returns a promise. */
type Gc = (options?: { type?: "major" | "minor"; execution?: "sync" | "async" }) => void | Promise<void>;

/**
 * A full garbage collection, now. A one-off run lets go of the program (its syntax trees and the
 * checker, most of its memory) before it renders the outputs, but V8 schedules its next full
 * collection by heap growth, which on a large project comes only after the outputs have been
 * allocated on top: the process peaks with the program still in memory. Collecting at that point
 * keeps the peak to what the larger of the two steps needs. V8 offers `gc` only to contexts created
 * after `--expose-gc` is set (as Jest's leak detector gets it); without it, this does nothing.
 */
export function collectGarbage(): void {
  void gc()?.();
}

/**
 * A full garbage collection, started now and done concurrently, on V8's threads, for a process that
 * waits between bursts of work: `--watch` between edits. Each incremental run leaves what it
 * replaced (the edited files' old syntax and types) in the old generation, which V8 collects only
 * once the heap has grown by about as much again: 23 MB a run on the 5,000-tool corpus, which took
 * a watch session from 340 MB to 1 GB in 25 edits before V8 collected. Resolves when it is done.
 */
export async function startGarbageCollection(): Promise<void> {
  await gc()?.({ type: "major", execution: "async" });
}

/** Old-generation growth allowed between full collections while `withoutEarlyCollections` runs: tenfold. */
const GROWING_PERCENT = 900;
const USER_GROWTH = /^--heap[-_]growing[-_]percent\b/;

/**
 * Runs `build` with V8 letting the old generation grow tenfold between full collections, then
 * restores V8's own growth. A one-off run builds one structure that lives until the build ends (the
 * program: its syntax trees, symbols and types), so a full collection V8 starts while it grows
 * marks all of it and frees next to nothing. On the 5,000-tool corpus V8 started one at 188 MB that
 * took 75 to 130 ms and freed 10 MB; and when its marking was still under way as the program was
 * released, the `collectGarbage` after it finished that marking instead, kept the whole program
 * (140 ms, 4 MB freed) and left it in memory through the rendering. The collection after the
 * build, with the program released, is the one that pays. V8 keys its code caches by its flags,
 * and the caches written at exit must match the next run's, hence the restore.
 */
export function withoutEarlyCollections<T>(build: () => T): T {
  // A growth the user set (`node --heap-growing-percent=…`; Node refuses it in NODE_OPTIONS) is
  // theirs, and restoring V8's default over it would also make every run's code cache miss.
  if (process.execArgv.some((arg) => USER_GROWTH.test(arg))) return build();
  setFlagsFromString(`--heap-growing-percent=${GROWING_PERCENT}`);
  // V8 grows its limit by that factor when it sets it, after a full collection: the limit it set at
  // its last one, as the process started (25 MB kept), still started one at 110 MB in about a third
  // of the runs on the corpus. One now, of a heap that small, sets it. Only where `gc` is exposed
  // already (the CLI exposes it before it loads the compiler): exposing it changes V8's flags for good.
  if (gcExposed) collectGarbage();
  try {
    return build();
  } finally {
    // 0 is V8's default: the factor it computes from its collection and allocation speeds.
    setFlagsFromString("--heap-growing-percent=0");
  }
}

let exposed: Gc | null | undefined;

function gc(): Gc | null {
  if (exposed === undefined) {
    exposeGc();
    const found: unknown = runInNewContext("gc");
    exposed = typeof found === "function" ? (found as Gc) : null;
  }
  return exposed;
}

let gcExposed = false;

/** Lets contexts created from now on have `gc`. */
export function exposeGc(): void {
  setFlagsFromString("--expose-gc");
  gcExposed = true;
}
