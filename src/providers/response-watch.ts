import { raceAbort } from "../abort-race.js";

/**
 * The SDKs' `timeout` covers the wait for a response's headers only: a body that stops coming after
 * them (a stalled proxy, a half-open connection), streamed or not, would be waited on for ever. The
 * watch gives the body that time again: armed when the headers come (for the whole body of a turn
 * sent whole) and again at each streamed event, it closes a response silent for longer, and the
 * request fails with a `ResponseStalledError` (which `providerFailure` words as the provider's).
 */
export class ResponseStalledError extends Error {
  override name = "ResponseStalledError";

  constructor(readonly idleMs: number) {
    super(`the response sent nothing for ${idleMs} ms`);
  }
}

/** Node's longest timer; a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class ResponseWatch {
  /** The signal to make the request with: the caller's, and the watch's own for a stalled response. */
  readonly signal: AbortSignal;
  readonly #controller = new AbortController();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stalled = false;
  #done = false;

  constructor(
    readonly idleMs: number,
    signal: AbortSignal | undefined,
  ) {
    this.signal = signal === undefined ? this.#controller.signal : AbortSignal.any([signal, this.#controller.signal]);
  }

  /** (Re)starts the wait for the response's next data. */
  arm(): void {
    // A client that is no SDK's may have no timeout (nor one a timer can hold): nothing to give the body.
    if (this.#done || !(this.idleMs > 0 && this.idleMs <= MAX_TIMER_MS)) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#stalled = true;
      this.#controller.abort();
    }, this.idleMs);
  }

  /**
   * Arms the watch when the headers of a request sent whole come (an SDK's request gives them with
   * `asResponse`, which leaves the body to the SDK); a client that is no SDK's is not watched.
   */
  armOnHeaders(pending: { asResponse?: () => Promise<unknown> }): void {
    if (typeof pending.asResponse !== "function") return;
    pending.asResponse().then(
      () => this.arm(),
      () => undefined,
    );
  }

  /**
   * `request`'s outcome; a `ResponseStalledError` instead when the watch closed its response, and
   * the caller's abort reason as soon as the caller's signal aborts: not when the request ends, as
   * the OpenAI SDK's wait before a retry does not take the signal.
   */
  async watch<T>(request: () => Promise<T>): Promise<T> {
    try {
      const value = await raceAbort(request(), this.signal, () => {
        throw this.signal.reason;
      });
      // The SDKs end a stream whose signal aborted without an error.
      if (this.#stalled) throw new ResponseStalledError(this.idleMs);
      return value;
    } catch (error) {
      throw this.#stalled ? new ResponseStalledError(this.idleMs) : error;
    } finally {
      this.#done = true;
      clearTimeout(this.#timer);
    }
  }
}
