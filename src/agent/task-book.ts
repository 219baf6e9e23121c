import type { AgentIdentity } from "../registry/types.js";
import { BackgroundTasks, type BackgroundTask, type SettledOutcome } from "./background-tasks.js";

/**
 * A background task and what cancels it: `controller` aborts the handler's signal while the handler
 * runs; once it has ended, another one stops the wait on the task's hooks, so that cancelling then
 * fires no abort listener the handler left.
 */
export interface TaskEntry {
  task: BackgroundTask;
  controller: AbortController;
}

/**
 * The dispatcher's bookkeeping of its background tasks: it adds them, swaps in the controller that
 * stops the wait on their hooks, and settles them. Its users get `tasks`, over the same entries,
 * which reads and cancels them but cannot change how they end.
 */
export class TaskBook {
  readonly #entries = new Map<string, TaskEntry>();
  readonly tasks = new BackgroundTasks(this.#entries);
  #nextId = 1;

  /** Starts tracking a task; `controller` aborts the handler's signal when the task is cancelled. */
  add(fields: { toolName: string; callId: string; arguments: unknown; agent: AgentIdentity }, controller: AbortController): BackgroundTask {
    const task: BackgroundTask = { id: `task_${this.#nextId++}`, ...fields, startedAt: new Date().toISOString(), state: "running", delivered: false };
    this.#entries.set(task.id, { task, controller });
    return task;
  }

  /**
   * The task's handler has ended and its hooks are about to run: from now on `cancel` stops the
   * wait on them instead of aborting the handler's signal. Returns the signal it aborts.
   */
  awaitHooks(task: BackgroundTask): AbortSignal {
    const controller = new AbortController();
    this.#entries.set(task.id, { task, controller });
    return controller.signal;
  }

  /**
   * Records how a task ended, once its hooks have run (or been given up on): what `task_result`, the
   * notes and `get`/`list` show is the call's final outcome. `onTaskSettled` comes after.
   */
  settle(task: BackgroundTask, outcome: SettledOutcome): void {
    Object.assign(task, { state: "settled", outcome, settledAt: new Date().toISOString() });
  }
}
