import type { AgentIdentity } from "../registry/types.js";
import { BackgroundTasks, type BackgroundTask, type SettledOutcome } from "./background-tasks.js";

/** What changes in a task as it runs: its users read it through the task's getters only. */
interface TaskStatus {
  state: "running" | "settled";
  outcome: Readonly<SettledOutcome> | undefined;
  settledAt: string | undefined;
  delivered: boolean;
}

/**
 * A background task and what cancels it: `controller` aborts the handler's signal while the handler
 * runs; once it has ended, another one stops the wait on the task's hooks, so that cancelling then
 * fires no abort listener the handler left.
 */
export interface TaskEntry {
  readonly task: BackgroundTask;
  readonly status: TaskStatus;
  controller: AbortController;
}

// Each task's status, for markDelivered, which gets the task alone (from task_result or serveMcp).
const statuses = new WeakMap<BackgroundTask, TaskStatus>();

/** The model (or the MCP client) has been given the task's result: no note need tell of it again. */
export function markDelivered(task: BackgroundTask): void {
  const status = statuses.get(task);
  if (status !== undefined) status.delivered = true;
}

/**
 * The dispatcher's bookkeeping of its background tasks: it adds them, swaps in the controller that
 * stops the wait on their hooks, and settles them. Its users get `tasks`, over the same entries,
 * which reads and cancels them but cannot change how they end; the tasks it hands out are frozen,
 * and read what changes from the entry's status, so that a user's write cannot corrupt it.
 */
export class TaskBook {
  readonly #entries = new Map<string, TaskEntry>();
  readonly tasks = new BackgroundTasks(this.#entries);
  #nextId = 1;

  /** Starts tracking a task; `controller` aborts the handler's signal when the task is cancelled. */
  add(fields: { toolName: string; callId: string; arguments: unknown; agent: AgentIdentity }, controller: AbortController): BackgroundTask {
    const status: TaskStatus = { state: "running", outcome: undefined, settledAt: undefined, delivered: false };
    const task: BackgroundTask = Object.freeze({
      id: `task_${this.#nextId++}`,
      ...fields,
      startedAt: new Date().toISOString(),
      get state() {
        return status.state;
      },
      get outcome() {
        return status.outcome;
      },
      get settledAt() {
        return status.settledAt;
      },
      get delivered() {
        return status.delivered;
      },
    });
    statuses.set(task, status);
    this.#entries.set(task.id, { task, status, controller });
    return task;
  }

  /**
   * The task's handler has ended and its hooks are about to run: from now on `cancel` stops the
   * wait on them instead of aborting the handler's signal. Returns the signal it aborts.
   */
  awaitHooks(task: BackgroundTask): AbortSignal {
    const controller = new AbortController();
    const entry = this.#entries.get(task.id);
    if (entry !== undefined) entry.controller = controller;
    return controller.signal;
  }

  /**
   * Records how a task ended, once its hooks have run (or been given up on): what `task_result`, the
   * notes and `get`/`list` show is the call's final outcome, frozen as the task is. `onTaskSettled`
   * comes after.
   */
  settle(task: BackgroundTask, outcome: SettledOutcome): void {
    const status = statuses.get(task);
    if (status === undefined) return;
    status.state = "settled";
    status.outcome = Object.freeze(outcome);
    status.settledAt = new Date().toISOString();
  }
}
