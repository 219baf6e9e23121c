import { Bench } from "tinybench";

/** One thing to time: `run` is called on each of `values` in turn; its result is not inspected. */
export interface ThroughputCase {
  name: string;
  run: (value: unknown) => unknown;
  values: readonly unknown[];
}

export interface Timing {
  /** Milliseconds of measured iterations per case and round. */
  time: number;
  warmupTime: number;
  /** Rounds over all the cases; each case keeps its best round. */
  rounds: number;
}

export interface Throughput {
  /** From the median iteration: other processes on a shared machine slow some iterations, not most. */
  opsPerSecond: number;
  /** Median absolute deviation of the iterations, in percent of the median. */
  spread: number;
}

/** Calls `run` on every value, `rounds` times over; returns how many results were truthy. */
type Loop = (run: (value: unknown) => unknown, values: readonly unknown[], rounds: number) => number;

// A validator call takes tens of nanoseconds, below the timer's resolution, so each tinybench
// iteration makes enough calls to last about this long and reports the mean per call.
const ITERATION_TARGET_MS = 1;

/**
 * Ops per second of each case, measured one after the other in this process by tinybench, in
 * `timing.rounds` rounds; a case's result is its best round. The first round of a large validator
 * can run several times slower than the rest while V8 settles on its optimised code, and other
 * processes on a shared machine slow some rounds: the best round is the validator's own speed.
 */
export async function measureThroughput(cases: readonly ThroughputCase[], timing: Timing): Promise<Throughput[]> {
  let best: Throughput[] = [];
  for (let round = 0; round < timing.rounds; round++) best = keepBest(best, await measureRound(cases, timing));
  return best;
}

/** Per case, the faster of its best result so far and this round's. */
function keepBest(best: Throughput[], round: Throughput[]): Throughput[] {
  return round.map((r, i) => {
    const previous = best[i];
    return previous !== undefined && previous.opsPerSecond >= r.opsPerSecond ? previous : r;
  });
}

async function measureRound(cases: readonly ThroughputCase[], timing: Timing): Promise<Throughput[]> {
  const bench = new Bench({ time: timing.time, warmupTime: timing.warmupTime, throws: true });
  // Every loop's count lands here, so no engine can decide the validators' results go unused.
  let sink = 0;
  for (const c of cases) {
    const loop = freshLoop();
    const rounds = roundsPerIteration(loop, c, bench.now);
    const calls = rounds * c.values.length;
    bench.add(c.name, () => {
      const start = bench.now();
      sink += loop(c.run, c.values, rounds);
      const elapsed = bench.now() - start;
      return { overriddenDuration: elapsed / calls, overriddenIterationCost: elapsed };
    });
  }
  await bench.run();
  return resultsOf(bench);
}

function resultsOf(bench: Bench): Throughput[] {
  return bench.tasks.map((task) => {
    const result = task.result;
    if (result.state !== "completed") throw new Error(`benchmark '${task.name}' ended ${result.state}`);
    const { p50, mad } = result.latency;
    return { opsPerSecond: 1000 / p50, spread: (100 * mad) / p50 };
  });
}

/**
 * A loop compiled on its own, one per case. Closures made from one function literal share V8's
 * type feedback, so a shared loop would see every validator at its call site and stop inlining
 * any: the fastest validators would be measured mostly as call overhead.
 */
function freshLoop(): Loop {
  return new Function(
    "run",
    "values",
    "rounds",
    `let hits = 0;
     for (let r = 0; r < rounds; r++)
       for (let i = 0; i < values.length; i++) if (run(values[i])) hits++;
     return hits;`,
  ) as Loop;
}

/** How many passes over the values make one iteration of about ITERATION_TARGET_MS, once warm. */
function roundsPerIteration(loop: Loop, c: ThroughputCase, now: () => number): number {
  loop(c.run, c.values, 1000);
  const probe = 100;
  const start = now();
  loop(c.run, c.values, probe);
  const perPass = (now() - start) / probe;
  return Math.max(1, Math.min(100_000, Math.ceil(ITERATION_TARGET_MS / Math.max(perPass, 1e-6))));
}

/** One asynchronous thing to time: each call of `run` is awaited before the next starts. */
export interface AsyncCase {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Like `measureThroughput`, for calls that return a promise: each iteration awaits enough calls in
 * sequence to last about ITERATION_TARGET_MS, and reports the mean per call.
 */
export async function measureAsyncThroughput(cases: readonly AsyncCase[], timing: Timing): Promise<Throughput[]> {
  let best: Throughput[] = [];
  for (let round = 0; round < timing.rounds; round++) {
    const bench = new Bench({ time: timing.time, warmupTime: timing.warmupTime, throws: true });
    for (const c of cases) {
      const calls = await asyncCallsPerIteration(c, bench.now);
      bench.add(c.name, async () => {
        const start = bench.now();
        for (let i = 0; i < calls; i++) await c.run();
        const elapsed = bench.now() - start;
        return { overriddenDuration: elapsed / calls, overriddenIterationCost: elapsed };
      });
    }
    await bench.run();
    best = keepBest(best, resultsOf(bench));
  }
  return best;
}

async function asyncCallsPerIteration(c: AsyncCase, now: () => number): Promise<number> {
  for (let i = 0; i < 2000; i++) await c.run();
  const probe = 500;
  const start = now();
  for (let i = 0; i < probe; i++) await c.run();
  const perCall = (now() - start) / probe;
  return Math.max(1, Math.min(100_000, Math.ceil(ITERATION_TARGET_MS / Math.max(perCall, 1e-6))));
}
