import type { AgentIdentity, ToolCallContext } from "../registry/types.js";

/**
 * The context a handler gets for one call. Its `signal` aborts when the caller's does, or when the
 * call, moved to the background, is cancelled on its own. The AbortController behind it (and the
 * `AbortSignal.any` joining it to the caller's) costs several microseconds, more than the rest of a
 * call, so it is made only when something needs it: the handler reading `signal`, or the call
 * moving to the background. Until then the caller's signal is the only thing that can abort it.
 */
export class CallContext implements ToolCallContext {
  readonly #callerSignal: AbortSignal | undefined;
  #own: { controller: AbortController; signal: AbortSignal } | undefined;

  constructor(
    readonly toolName: string,
    readonly agent: AgentIdentity,
    readonly callId: string,
    callerSignal: AbortSignal | undefined,
  ) {
    this.#callerSignal = callerSignal;
  }

  get signal(): AbortSignal {
    return (this.#own ??= this.#makeOwn()).signal;
  }

  /** Whether the call has been aborted, without making a signal to ask. */
  get aborted(): boolean {
    return (this.#own?.signal ?? this.#callerSignal)?.aborted ?? false;
  }

  /** What aborted the call, for the `error` hooks. */
  get abortReason(): unknown {
    const signal = this.#own?.signal ?? this.#callerSignal;
    return signal === undefined ? new Error("aborted") : abortReasonOf(signal);
  }

  /** The controller that aborts this call alone: a background task's `cancel`. */
  cancellation(): AbortController {
    return (this.#own ??= this.#makeOwn()).controller;
  }

  #makeOwn(): { controller: AbortController; signal: AbortSignal } {
    const controller = new AbortController();
    const caller = this.#callerSignal;
    return { controller, signal: caller === undefined ? controller.signal : AbortSignal.any([caller, controller.signal]) };
  }
}

/** What aborted a signal: its reason, or an "aborted" error for a signal aborted without one. */
export function abortReasonOf(signal: AbortSignal): unknown {
  return signal.reason ?? new Error("aborted");
}
