import { watchProject } from "../../../generator/cli/watch.js";
import type { ConfigError } from "../../../generator/config/config-error.js";
import type { GenerateResult, GenToolsSession } from "../../../generator/session.js";

/** How long a step may take to make its run: far beyond a run's time on a loaded machine, short of the test's limit. */
const STEP_LIMIT_MS = 10_000;

/**
 * Runs `watchProject` until its first run and then `steps` edits have each produced one regeneration,
 * or, where `configErrors` is given, one reported configuration error (kept there).
 */
export async function watchThrough(session: GenToolsSession, steps: readonly (() => void)[], configErrors?: ConfigError[]): Promise<GenerateResult[]> {
  const results: GenerateResult[] = [];
  const stop = new AbortController();
  let next: () => void = () => undefined;
  const firstRun = new Promise<void>((resolve) => (next = resolve));
  const watching = watchProject(
    session,
    {
      regenerate: async () => {
        results.push(await session.run());
        next();
      },
      configError: (error) => {
        if (configErrors === undefined) throw error;
        configErrors.push(error);
        next();
      },
    },
    stop.signal,
  );
  await firstRun;
  results.length = 0;
  try {
    for (const [i, step] of steps.entries()) {
      const regenerated = new Promise<void>((resolve) => (next = resolve));
      step();
      await withinLimit(regenerated, `step ${i + 1} made no run`);
    }
  } finally {
    stop.abort();
    await watching;
  }
  return results;
}

/** `done`, or a failure saying `what` once `STEP_LIMIT_MS` passed without it. */
async function withinLimit(done: Promise<void>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${what} within ${STEP_LIMIT_MS} ms`)), STEP_LIMIT_MS)));
  try {
    await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}
