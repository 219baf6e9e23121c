/** When a hook runs: before the handler, after it returned, or after it threw (or was aborted). */
export type ToolEventType = "before" | "after" | "error";

/**
 * Observes tool calls. `toolResult` is `undefined` for `before`, the handler's value for `after` and
 * the error for `error`; `taskId` is set when the call had moved to the background and has now settled.
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

/** The registered hooks, run in registration order. */
export class ToolHooks {
  readonly #hooks = new Set<ToolHook>();

  constructor(private readonly onFailure: (failure: HookFailure) => void) {}

  /** Adds a hook; returns the function that removes it. */
  register(hook: ToolHook): () => void {
    // A wrapper per registration, so registering one function twice gives two independent entries.
    const entry: ToolHook = (...args) => hook(...args);
    this.#hooks.add(entry);
    return () => {
      this.#hooks.delete(entry);
    };
  }

  async run(eventType: ToolEventType, toolName: string, toolArgs: unknown, toolResult: unknown, taskId?: string): Promise<void> {
    for (const hook of [...this.#hooks]) {
      try {
        await hook(eventType, toolName, toolArgs, toolResult, taskId);
      } catch (error) {
        this.onFailure({ eventType, toolName, taskId, error });
      }
    }
  }
}
