import type { AgentIdentity } from "../registry/types.js";
import type { AbortedOutcome, CompletedOutcome, ToolErrorOutcome } from "./outcome.js";

/** How a background task ended: what the call's outcome would have been had it finished in time. */
export type SettledOutcome = CompletedOutcome | ToolErrorOutcome | AbortedOutcome;

/** A tool call that ran past its timeout and was moved to the background. */
export interface BackgroundTask {
  id: string;
  toolName: string;
  callId: string;
  arguments: unknown;
  agent: AgentIdentity;
  /** ISO 8601. */
  startedAt: string;
  /** `"running"` until the handler has ended and the call's `after`/`error` hooks have run (or been given up on). */
  state: "running" | "settled";
  /** Set once the task has settled. */
  outcome?: SettledOutcome;
  /** ISO 8601; set once the task has settled. */
  settledAt?: string;
  /** The model has been given the result (by `task_result` or a note on a later turn). */
  delivered: boolean;
}

/**
 * The tasks a dispatcher moved to the background: unfinished ones can be cancelled, settled ones keep
 * their outcome until the model has read it (and after, for `task_result`), or until `remove`d.
 */
export class BackgroundTasks {
  /**
   * `controller` aborts the handler's signal while the handler runs; once it has ended, another one
   * stops the wait on the task's hooks, so that cancelling then fires no abort listener the handler
   * left. Once the task has settled, nothing of it is left to cancel.
   */
  readonly #tasks = new Map<string, { task: BackgroundTask; controller: AbortController }>();
  #nextId = 1;

  /** Starts tracking a task; `controller` aborts the handler's signal when the task is cancelled. */
  add(fields: Pick<BackgroundTask, "toolName" | "callId" | "arguments" | "agent">, controller: AbortController): BackgroundTask {
    const task: BackgroundTask = { id: `task_${this.#nextId++}`, ...fields, startedAt: new Date().toISOString(), state: "running", delivered: false };
    this.#tasks.set(task.id, { task, controller });
    return task;
  }

  /**
   * The task's handler has ended and its hooks run: from now on `cancel` stops the wait on them
   * instead of aborting the handler's signal. Returns the signal it aborts.
   */
  awaitHooks(id: string): AbortSignal {
    const entry = this.#tasks.get(id);
    if (entry === undefined) throw new Error(`no background task '${id}'`);
    entry.controller = new AbortController();
    return entry.controller.signal;
  }

  /**
   * Records how a task ended, once its hooks have run (or been given up on): what `task_result`, the
   * notes and `get`/`list` show is the call's final outcome. `onTaskSettled` comes after.
   */
  settle(id: string, outcome: SettledOutcome): void {
    const task = this.#tasks.get(id)?.task;
    if (task !== undefined) Object.assign(task, { state: "settled", outcome, settledAt: new Date().toISOString() });
  }

  get(id: string): BackgroundTask | undefined {
    return this.#tasks.get(id)?.task;
  }

  /** All tasks, in start order. */
  list(): BackgroundTask[] {
    return [...this.#tasks.values()].map((entry) => entry.task);
  }

  /** Tasks not settled yet: their handler, or their `after`/`error` hooks, still run. */
  running(): BackgroundTask[] {
    return this.list().filter((task) => task.state === "running");
  }

  /** Settled tasks the model has not been given yet, marked as given. */
  takeUndelivered(): BackgroundTask[] {
    const settled = this.list().filter((task) => task.state === "settled" && !task.delivered);
    for (const task of settled) task.delivered = true;
    return settled;
  }

  /**
   * Forgets a settled task, outcome and all, for a caller that has given its result to whoever was
   * owed it and will not be asked for it again (the MCP server, which has no `task_result`). A
   * running task is kept: cancel it, and remove it once it has settled. Returns whether a task was
   * removed.
   */
  remove(id: string): boolean {
    return this.#tasks.get(id)?.task.state === "settled" && this.#tasks.delete(id);
  }

  /**
   * Cancels a running task: aborts its handler's signal, or, once the handler has returned, stops
   * the wait on its hooks (the handler's signal is left alone). Returns whether there was such a
   * task not cancelled yet.
   */
  cancel(id: string, reason?: unknown): boolean {
    const entry = this.#tasks.get(id);
    if (entry === undefined || entry.task.state === "settled" || entry.controller.signal.aborted) return false;
    entry.controller.abort(reason);
    return true;
  }

  /** Cancels every running task. */
  cancelAll(reason?: unknown): void {
    for (const id of this.#tasks.keys()) this.cancel(id, reason);
  }
}
