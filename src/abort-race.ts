/**
 * `pending`'s outcome, or `onAbort`'s as soon as `signal` aborts (at once if it has already): what
 * `onAbort` returns resolves the race, what it throws rejects it. Without a signal, `pending` as it is.
 *
 * The listener on `signal` is removed whichever wins, and `pending` is always observed, so its
 * rejection after a lost race is never an unhandled one.
 */
export function raceAbort<T, A>(pending: Promise<T>, signal: AbortSignal | undefined, onAbort: () => A): Promise<T | A> {
  if (signal === undefined) return pending;
  return new Promise<T | A>((resolve, reject) => {
    const abort = (): void => {
      try {
        resolve(onAbort());
      } catch (error) {
        reject(error);
      }
    };
    pending.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
    if (signal.aborted) abort();
    else signal.addEventListener("abort", abort, { once: true });
  });
}
