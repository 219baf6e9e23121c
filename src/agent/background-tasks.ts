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
   * `controller` aborts the handler's signal while the task runs; once it has settled, another one
   * stops the wait on its hooks, so that cancelling then fires no abort listener the handler left.
   * It is dropped once the task is finished: nothing of it is left to abort.
   */
  readonly #tasks = new Map<string, { task: BackgroundTask; controller: AbortController | undefined }>();
  #nextId = 1;

  /** Starts tracking a task; `controller` aborts the handler's signal when the task is cancelled. */
  add(fields: Pick<BackgroundTask, "toolName" | "callId" | "arguments" | "agent">, controller: AbortController): BackgroundTask {
    const task: BackgroundTask = { id: `task_${this.#nextId++}`, ...fields, startedAt: new Date().toISOString(), state: "running", delivered: false };
    this.#tasks.set(task.id, { task, controller });
    return task;
  }

  /**
   * Records how a task ended; a task settles once (a late result after an abort is dropped). Returns
   * the task, and the signal `cancel` aborts from now on to stop the wait on its hooks.
   */
  settle(id: string, outcome: SettledOutcome): { task: BackgroundTask; release: AbortSignal } | undefined {
    const entry = this.#tasks.get(id);
    if (entry === undefined || entry.task.state === "settled") return undefined;
    Object.assign(entry.task, { state: "settled", outcome, settledAt: new Date().toISOString() });
    entry.controller = new AbortController();
    return { task: entry.task, release: entry.controller.signal };
  }

  get(id: string): BackgroundTask | undefined {
    return this.#tasks.get(id)?.task;
  }

  /** All tasks, in start order. */
  list(): BackgroundTask[] {
    return [...this.#tasks.values()].map((entry) => entry.task);
  }

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
   * running task is kept: cancel it, and remove it once it has settled. One whose hooks still run is
   * released from the wait on them, as by `cancel`: once forgotten, nothing could release it.
   * Returns whether a task was removed.
   */
  remove(id: string): boolean {
    const entry = this.#tasks.get(id);
    if (entry === undefined || entry.task.state !== "settled") return false;
    entry.controller?.abort();
    return this.#tasks.delete(id);
  }

  /**
   * Marks a settled task finished: its hooks have run (or been given up on), so `cancel` has nothing
   * left to abort; `onTaskSettled` comes after.
   */
  finish(id: string): void {
    const entry = this.#tasks.get(id);
    if (entry !== undefined) entry.controller = undefined;
  }

  /**
   * Cancels a task not finished yet: aborts a running one's signal, or stops the wait on a settled
   * one's hooks (the handler's signal is left alone, and `onTaskSettled` runs). Returns whether
   * there was such a task.
   */
  cancel(id: string, reason?: unknown): boolean {
    const controller = this.#tasks.get(id)?.controller;
    if (controller === undefined || controller.signal.aborted) return false;
    controller.abort(reason);
    return true;
  }

  /** Cancels every task not finished yet. */
  cancelAll(reason?: unknown): void {
    for (const id of this.#tasks.keys()) this.cancel(id, reason);
  }
}
