import type { AgentIdentity } from "../registry/types.js";
import type { AbortedOutcome, CompletedOutcome, ToolErrorOutcome } from "./outcome.js";
import type { TaskEntry } from "./task-book.js";

/** How a background task ended: what the call's outcome would have been had it finished in time. */
export type SettledOutcome = CompletedOutcome | ToolErrorOutcome | AbortedOutcome;

/**
 * A tool call that ran past its timeout and was moved to the background. Read-only, and frozen at
 * run time: the dispatcher alone changes its state, which a write would otherwise corrupt (a task
 * written `settled` could not be cancelled; one written `delivered` would never reach the model).
 */
export interface BackgroundTask {
  readonly id: string;
  readonly toolName: string;
  readonly callId: string;
  readonly arguments: unknown;
  readonly agent: AgentIdentity;
  /** ISO 8601. */
  readonly startedAt: string;
  /** `"running"` until the handler has ended and the call's `after`/`error` hooks have run (or been given up on). */
  readonly state: "running" | "settled";
  /** Set once the task has settled; frozen, as the task is. */
  readonly outcome?: Readonly<SettledOutcome>;
  /** ISO 8601; set once the task has settled. */
  readonly settledAt?: string;
  /** The model has been given the result (by `task_result` or a note on a later turn). */
  readonly delivered: boolean;
}

/**
 * The tasks a dispatcher moved to the background, as its users see them (`dispatcher.tasks`):
 * running ones can be cancelled, settled ones keep their outcome until the model has read it (and
 * after, for `task_result`), or until `remove`d. Adding and settling them is the dispatcher's alone
 * (task-book.ts), so that nothing else can settle a task or leave `cancel` nothing to abort.
 */
export class BackgroundTasks {
  readonly #entries: Map<string, TaskEntry>;

  /** Over the dispatcher's entries, which its `TaskBook` adds and settles. */
  constructor(entries: Map<string, TaskEntry>) {
    this.#entries = entries;
  }

  get(id: string): BackgroundTask | undefined {
    return this.#entries.get(id)?.task;
  }

  /** All tasks, in start order. */
  list(): BackgroundTask[] {
    return [...this.#entries.values()].map((entry) => entry.task);
  }

  /** Tasks not settled yet: their handler, or their `after`/`error` hooks, still run. */
  running(): BackgroundTask[] {
    return this.list().filter((task) => task.state === "running");
  }

  /**
   * Forgets a settled task, outcome and all, for a caller that has given its result to whoever was
   * owed it and will not be asked for it again (the MCP server, which has no `task_result`). A
   * running task is kept: cancel it, and remove it once it has settled. Returns whether a task was
   * removed.
   */
  remove(id: string): boolean {
    return this.#entries.get(id)?.status.state === "settled" && this.#entries.delete(id);
  }

  /**
   * Cancels a running task: aborts its handler's signal, or, once the handler has returned, stops
   * the wait on its hooks (the handler's signal is left alone). Returns whether there was such a
   * task not cancelled yet.
   */
  cancel(id: string, reason?: unknown): boolean {
    const entry = this.#entries.get(id);
    if (entry === undefined || entry.status.state === "settled" || entry.controller.signal.aborted) return false;
    entry.controller.abort(reason);
    return true;
  }

  /** Cancels every running task. */
  cancelAll(reason?: unknown): void {
    for (const id of this.#entries.keys()) this.cancel(id, reason);
  }
}
