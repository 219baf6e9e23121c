import type { AgentIdentity, ToolCallContext } from "../registry/types.js";

/**
 * The context a handler gets for one call. Its `signal` aborts while the handler runs: when the
 * caller's signal does, or when the call, moved to the background, is cancelled on its own. Once the
 * handler has returned (`handlerDone`), the call is complete: the caller giving up later aborts
 * nothing, so an abort listener the handler left (a rollback, a connection to close) does not fire
 * on work already done. The AbortController behind it (and the `AbortSignal.any` that links it to
 * the caller's) costs several microseconds, more than the rest of a call, so it is made only when
 * something needs it: the handler reading `signal`, or the call moving to the background. Until then
 * the caller's signal is the only thing that can abort it.
 */
export class CallContext implements ToolCallContext {
  // Dropped once the handler is done, unless it had aborted the call already.
  #callerSignal: AbortSignal | undefined;
  #own: { controller: AbortController; unlink: () => void } | undefined;

  constructor(
    readonly toolName: string,
    readonly agent: AgentIdentity,
    readonly callId: string,
    callerSignal: AbortSignal | undefined,
  ) {
    this.#callerSignal = callerSignal;
  }

  get signal(): AbortSignal {
    return (this.#own ??= this.#makeOwn()).controller.signal;
  }

  /** Whether the call has been aborted, without making a signal to ask. */
  get aborted(): boolean {
    return (this.#own?.controller.signal ?? this.#callerSignal)?.aborted ?? false;
  }

  /** What aborted the call, for the `error` hooks. */
  get abortReason(): unknown {
    const signal = this.#own?.controller.signal ?? this.#callerSignal;
    return signal === undefined ? new Error("aborted") : abortReasonOf(signal);
  }

  /** The controller that aborts this call alone: a background task's `cancel`. */
  cancellation(): AbortController {
    return (this.#own ??= this.#makeOwn()).controller;
  }

  /**
   * The handler has returned (or thrown for the last time): the caller's signal no longer reaches
   * the handler's. A call aborted already stays aborted.
   */
  handlerDone(): void {
    const caller = this.#callerSignal;
    if (caller === undefined || caller.aborted) return;
    this.#own?.unlink();
    this.#callerSignal = undefined;
  }

  #makeOwn(): { controller: AbortController; unlink: () => void } {
    const controller = new AbortController();
    const caller = this.#callerSignal;
    if (caller === undefined) return { controller, unlink: () => undefined };
    // A signal of the call's own between them, not a listener on the caller's signal itself: a
    // conversation's signal is shared by all its calls and tasks, and Node warns past 10 listeners on one.
    const link = AbortSignal.any([caller]);
    const forward = (): void => controller.abort(link.reason);
    if (link.aborted) forward();
    else link.addEventListener("abort", forward, { once: true });
    return { controller, unlink: () => link.removeEventListener("abort", forward) };
  }
}

/** What aborted a signal: its reason, or an "aborted" error for a signal aborted without one. */
export function abortReasonOf(signal: AbortSignal): unknown {
  return signal.reason ?? new Error("aborted");
}
