/**
 * `--watch`'s stop: the signal SIGINT (Ctrl-C) or SIGTERM (a task runner) aborts, after which the
 * watch ends once the run pending is made, with exit code 0. Listened to from the process's start
 * (cli.ts, before the compiler loads): until a listener is there, the system's default ends the
 * process at once, killed by the signal (exit code 130 in a shell). A second one, with no listener
 * left, ends it so: the way out of a run that takes too long.
 */
export function stopSignal(): AbortSignal {
  const stop = new AbortController();
  process.once("SIGINT", () => stop.abort());
  process.once("SIGTERM", () => stop.abort());
  return stop.signal;
}
