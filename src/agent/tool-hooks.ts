import { isPromiseLike } from "./promise-like.js";

/** When a hook runs: before the handler, after it returned, or after it threw (or was aborted). */
export type ToolEventType = "before" | "after" | "error";

/**
 * Observes tool calls. `toolResult` is `undefined` for `before`, the handler's value for `after` and,
 * for `error`, what the handler threw, as thrown (the abort reason for an aborted call); `taskId` is set
 * when the call had moved to the background and has now settled.
 * A hook may be async; it is awaited, and one that throws is reported without breaking the call.
 */
export type ToolHook = (
  eventType: ToolEventType,
  toolName: string,
  toolArgs: unknown,
  toolResult: unknown,
  taskId: string | undefined,
) => void | Promise<void>;

/** A hook that threw, as the dispatcher reports it. */
export interface HookFailure {
  eventType: ToolEventType;
  toolName: string;
  taskId: string | undefined;
  error: unknown;
}

/**
 * The registered hooks, run in registration order. A call runs them twice, so `run` costs nothing
 * when none are registered and waits only for hooks that return a promise: synchronous hooks run
 * back to back, and then `run` returns `undefined` instead of a promise.
 */
export class ToolHooks {
  // Replaced, never changed in place, so a run goes on over the hooks it started with.
  #hooks: readonly { hook: ToolHook }[] = [];

  constructor(private readonly onFailure: (failure: HookFailure) => void) {}

  /** Adds a hook; returns the function that removes it. */
  register(hook: ToolHook): () => void {
    // An entry per registration, so registering one function twice gives two independent entries.
    const entry = { hook };
    this.#hooks = [...this.#hooks, entry];
    return () => {
      this.#hooks = this.#hooks.filter((e) => e !== entry);
    };
  }

  /** Runs every hook; a promise only when a hook returned one, resolved once all have finished. */
  run(eventType: ToolEventType, toolName: string, toolArgs: unknown, toolResult: unknown, taskId?: string): Promise<void> | undefined {
    const hooks = this.#hooks;
    for (let i = 0; i < hooks.length; i++) {
      const pending = this.#runOne(hooks[i]!.hook, eventType, toolName, toolArgs, toolResult, taskId);
      if (pending !== undefined) return this.#runRest(pending, hooks, i + 1, eventType, toolName, toolArgs, toolResult, taskId);
    }
    return undefined;
  }

  async #runRest(
    pending: Promise<void>,
    hooks: readonly { hook: ToolHook }[],
    from: number,
    ...event: [ToolEventType, string, unknown, unknown, string | undefined]
  ): Promise<void> {
    await pending;
    for (let i = from; i < hooks.length; i++) await this.#runOne(hooks[i]!.hook, ...event);
  }

  /** One hook; a promise when it returned one, which reports its rejection and never rejects. */
  #runOne(
    hook: ToolHook,
    eventType: ToolEventType,
    toolName: string,
    toolArgs: unknown,
    toolResult: unknown,
    taskId: string | undefined,
  ): Promise<void> | undefined {
    let result: unknown;
    try {
      result = hook(eventType, toolName, toolArgs, toolResult, taskId);
    } catch (error) {
      this.onFailure({ eventType, toolName, taskId, error });
      return undefined;
    }
    if (!isPromiseLike(result)) return undefined;
    return Promise.resolve(result).then(
      () => undefined,
      (error: unknown) => this.onFailure({ eventType, toolName, taskId, error }),
    );
  }
}
