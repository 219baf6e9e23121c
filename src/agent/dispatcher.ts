import { raceAbort } from "../abort-race.js";
import { errorMessage } from "../error-message.js";
import { ToolNotFoundError } from "../registry/errors.js";
import { nearestNames } from "../registry/nearest-names.js";
import { isTimeoutMs, MAX_TIMEOUT_TEXT } from "../registry/max-timeout.js";
import { ownValue } from "../registry/own-value.js";
import type { AgentIdentity, ToolRecord } from "../registry/types.js";
import { isPlainObject } from "../validator/json-kind.js";
import { ArgumentRetryTracker } from "./argument-retries.js";
import type { BackgroundTask, BackgroundTasks, SettledOutcome } from "./background-tasks.js";
import { abortReasonOf, CallContext } from "./call-context.js";
import type { DispatchRegistry } from "./dispatch-registry.js";
import type { ToolCall } from "./model.js";
import { outcomes, type CallRef, type DispatchOutcome } from "./outcome.js";
import { isPromiseLike } from "./promise-like.js";
import { cappedResult } from "./result-cap.js";
import { resultContent } from "./result-content.js";
import { TaskBook } from "./task-book.js";
import { ToolHooks, type HookFailure, type ToolHook } from "./tool-hooks.js";

export interface DispatcherOptions {
  /** Milliseconds before a call whose tool sets no `timeoutMs` moves to the background, at most 2^31-1 (Node's longest timer); `null` never. Default 30 000. */
  defaultTimeoutMs?: number | null | undefined;
  /** Calls of one `dispatchAll` (an agent's: the parallel tool calls of one turn) that run at once. Default 4. */
  maxConcurrency?: number | undefined;
  /** Calls with invalid arguments a tool gets per conversation before it is cut off. Default 3. */
  argumentRetries?: number | undefined;
  /** Extra runs of an idempotent tool after it threw. Default 1; non-idempotent tools are never retried. */
  idempotentRetries?: number | undefined;
  /** Put the stack of a thrown error in the model's result. Default false: the message only. */
  includeStack?: boolean | undefined;
  /**
   * Characters (code points) of a call's result or error the model reads at most: a longer one is
   * cut, with a line saying so (see `cappedResult`); a background task's result is cut so inside its
   * report, whose own fields do not count. Default `null`, no cap. Not for `serveMcp`, whose clients
   * parse the result's JSON.
   */
  maxResultChars?: number | null | undefined;
  /**
   * Called when a background task settles, after its hooks ran (or `tasks.cancel(id)` stopped the
   * wait on them). A throw (or rejection) is logged with `console.warn`; a returned promise is not
   * waited on by anything else, and `tasks.cancel(id)` is false from this call on.
   */
  onTaskSettled?: ((task: BackgroundTask) => void) | undefined;
  /** Called when a hook throws. Default: `console.warn`. */
  onHookError?: ((failure: HookFailure) => void) | undefined;
}

export interface DispatchContext {
  /** Who is calling: permission checks and the handler's context use it. */
  agent: AgentIdentity;
  /** Aborts calls in flight, calls not started yet and the background tasks they become. */
  signal?: AbortSignal | undefined;
  /**
   * The registry's tool for the call, when the caller looked it up already (serveMcp, which checks
   * its output schema first): the call runs it, permission check and all, rather than whatever the
   * registry holds under that name by then, which a tool registered again may have replaced. A
   * record of another name than the call's is not taken: the registry's is looked up.
   */
  record?: ToolRecord | undefined;
  /** The conversation's bad-argument counts; without one, bad calls are never cut off. */
  retries?: ArgumentRetryTracker | undefined;
  /**
   * Called with the handler's run (which never rejects) when it did not finish at once. A call
   * aborted by `signal` has its outcome before a handler that ignores the signal ends: a caller that
   * limits how many handlers run at once (serveMcp) waits for this instead.
   */
  onHandlerRunning?: ((run: Promise<unknown>) => void) | undefined;
}

export interface DispatchAllContext extends DispatchContext {
  /** Called with each outcome as it arrives (calls can finish out of order). */
  onOutcome?: ((outcome: DispatchOutcome, index: number) => void) | undefined;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Runs a model's tool calls against a registry. Each call goes: the tool exists → the agent may use
 * it → the arguments validate → `before` hooks → the handler, under a timeout → `after` or `error`
 * hooks. Every step's failure becomes an outcome the model can read, never an exception.
 */
export class Dispatcher {
  // Adds and settles the tasks; users get `tasks`, which reads and cancels them.
  readonly #book = new TaskBook();
  readonly tasks: BackgroundTasks = this.#book.tasks;
  readonly defaultTimeoutMs: number | null;
  readonly maxConcurrency: number;
  readonly argumentRetries: number;
  readonly idempotentRetries: number;
  readonly includeStack: boolean;
  readonly maxResultChars: number | null;
  readonly #hooks: ToolHooks;
  readonly #builtins = new Map<string, ToolRecord>();
  readonly #onTaskSettled: ((task: BackgroundTask) => void) | undefined;

  constructor(
    readonly registry: DispatchRegistry,
    options: DispatcherOptions = {},
  ) {
    this.defaultTimeoutMs = timeout(options.defaultTimeoutMs === undefined ? DEFAULT_TIMEOUT_MS : options.defaultTimeoutMs);
    this.maxConcurrency = positiveInteger("maxConcurrency", options.maxConcurrency ?? 4);
    this.argumentRetries = positiveInteger("argumentRetries", options.argumentRetries ?? 3);
    this.idempotentRetries = nonNegativeInteger("idempotentRetries", options.idempotentRetries ?? 1);
    this.includeStack = options.includeStack ?? false;
    const maxResultChars = options.maxResultChars ?? null;
    this.maxResultChars = maxResultChars === null ? null : positiveInteger("maxResultChars", maxResultChars);
    this.#onTaskSettled = options.onTaskSettled;
    this.#hooks = new ToolHooks(options.onHookError ?? ((failure) => warnThrow(`a ${failure.eventType} hook for ${failure.toolName} threw`, failure.error)));
  }

  /** Adds a hook run around every call (and when a background task settles); returns its remover. */
  registerToolHook(hook: ToolHook): () => void {
    return this.#hooks.register(hook);
  }

  /**
   * Answers calls to `record.name` with `record`, ahead of the registry and without its permission
   * check: for tools that belong to the caller rather than the registry, such as `task_result`. Their
   * results are not cut to `maxResultChars` (their errors are): a builtin cuts what it reports.
   */
  registerBuiltin(record: ToolRecord): void {
    this.#builtins.set(record.name, record);
  }

  /** Tools registered with `registerBuiltin`, in registration order. */
  builtins(): ToolRecord[] {
    return [...this.#builtins.values()];
  }

  /** A fresh bad-argument count for one conversation, with this dispatcher's limit. */
  createRetryTracker(): ArgumentRetryTracker {
    return new ArgumentRetryTracker(this.argumentRetries);
  }

  /** Runs one call. Never rejects: whatever happens is in the outcome. */
  async dispatch(call: ToolCall, ctx: DispatchContext): Promise<DispatchOutcome> {
    const ref: CallRef = { callId: call.id, name: call.name };
    try {
      // Calls refused before the handler have their outcome at once, without a promise to wait for.
      const pending = this.#dispatch(call, ref, ctx);
      const outcome = pending instanceof Promise ? await pending : pending;
      // Without a cap, a call pays for no lookup here. A builtin's result is cut already where it holds
      // a tool's: task_result's report cuts the task's answer as the foreground call's was, and its own
      // fields must not count against it.
      if (this.maxResultChars === null || (outcome.status === "ok" && this.#builtins.has(call.name))) return outcome;
      return this.#capped(outcome);
    } catch (error) {
      // Only a broken record (a validator that throws, say) gets here; the call still gets its one result.
      return this.#capped(outcomes.toolError(ref, this.#describe(error), 0, error));
    }
  }

  /**
   * The outcome with its `content` cut to `maxResultChars`: a result or an error alike, since a
   * thrown error's message (an HTTP body, say) or stack fills the context window as a result does.
   */
  #capped<T extends DispatchOutcome>(outcome: T): T {
    const content = cappedResult(outcome.content, this.maxResultChars);
    return content === outcome.content ? outcome : { ...outcome, content };
  }

  /** Runs calls concurrently (at most `maxConcurrency` at once); outcomes are in call order. */
  async dispatchAll(calls: readonly ToolCall[], ctx: DispatchAllContext): Promise<DispatchOutcome[]> {
    const results: DispatchOutcome[] = new Array<DispatchOutcome>(calls.length);
    const cursor = { next: 0 };
    const workers: Promise<void>[] = [];
    for (let i = Math.min(this.maxConcurrency, calls.length); i > 0; i--) workers.push(this.#worker(calls, ctx, results, cursor));
    await Promise.all(workers);
    return results;
  }

  /** One of `dispatchAll`'s workers: takes the next call not yet taken until none is left. */
  async #worker(calls: readonly ToolCall[], ctx: DispatchAllContext, results: DispatchOutcome[], cursor: { next: number }): Promise<void> {
    for (let index = cursor.next++; index < calls.length; index = cursor.next++) {
      const outcome = await this.dispatch(calls[index] as ToolCall, ctx);
      results[index] = outcome;
      ctx.onOutcome?.(outcome, index);
    }
  }

  #dispatch(call: ToolCall, ref: CallRef, ctx: DispatchContext): DispatchOutcome | Promise<DispatchOutcome> {
    if (ctx.signal?.aborted) return outcomes.aborted(ref);

    const builtin = this.#builtins.get(call.name);
    const given = ctx.record;
    const record = builtin ?? (given !== undefined && given.name === call.name ? given : this.#registered(call.name, ctx.agent));
    if ("notFound" in record) return outcomes.notFound(ref, record.notFound, record.suggestions);
    // Judged by the whole identity, not its uuid alone: a Dispatcher used without BaseAgent or serveMcp
    // has bound no uuid, and its caller's name is then what the access list is checked against.
    if (builtin === undefined && record.allowedAgents !== null) {
      const agentName = this.registry.agentName(ctx.agent);
      if (!record.allowedAgents.includes(agentName)) return outcomes.refused(ref, agentName);
    }

    // A parse error has no arguments to compare, so its text stands for the call when counting repeats.
    const args = call.parseError === undefined ? (call.arguments ?? {}) : undefined;
    const asSent = call.parseError === undefined ? args : { parseError: call.parseError };
    const cutOff = ctx.retries?.check(call.name, asSent);
    if (cutOff !== undefined) return outcomes.retryLimit(ref, cutOff.message, cutOff.errors, record.schema);
    if (call.parseError !== undefined) {
      ctx.retries?.recordFailure(call.name, asSent, []);
      return outcomes.parseError(ref, call.parseError);
    }
    // A tool's first calls wait for its generated validator rather than compile the schema for the interpreter.
    // The record's own, as the registry sets it: one on Object.prototype is no tool's. No closure: a call allocates nothing here.
    const loading = ownValue(record, "validatorLoading")?.call(record);
    if (loading !== undefined) return loading.then(() => this.#validated(record, ref, args, asSent, ctx));
    return this.#validated(record, ref, args, asSent, ctx);
  }

  /** The arguments checked against the tool's schema, then the call run. */
  #validated(record: ToolRecord, ref: CallRef, args: unknown, asSent: unknown, ctx: DispatchContext): DispatchOutcome | Promise<DispatchOutcome> {
    const validation = record.validate(args);
    if (!validation.ok) {
      ctx.retries?.recordFailure(record.name, asSent, validation.errors);
      return outcomes.invalidArguments(ref, validation.errors, record.schema);
    }
    return this.#run(record, ref, args as Record<string, unknown>, ctx);
  }

  /** The registry's tool, or why there is none; the record itself, so a call allocates nothing here. */
  #registered(name: string, agent: AgentIdentity): ToolRecord | { notFound: string; suggestions: string[] } {
    const record = this.registry.find(name);
    if (record !== undefined) return record;
    // Not the registry's own suggestions (get's error): those are drawn from every tool, and would name tools hidden from the caller.
    const suggestions = nearestNames(name, this.#namesFor(agent));
    return { notFound: new ToolNotFoundError(name, suggestions).message, suggestions };
  }

  /** The names the agent may call: the registry's tools its access lists allow, and the builtins. */
  #namesFor(agent: AgentIdentity): string[] {
    const allowed = this.registry.toolsFor(this.registry.agentName(agent)).map((record) => record.name);
    return [...allowed, ...this.#builtins.keys()];
  }

  /** Hooks, then the handler under the timeout; past the timeout the call becomes a background task. */
  async #run(record: ToolRecord, ref: CallRef, args: Record<string, unknown>, ctx: DispatchContext): Promise<DispatchOutcome> {
    const context = new CallContext(record.name, ctx.agent, ref.callId, ctx.signal);
    // Hooks are awaited only when one returned a promise: most calls run without a pause.
    const before = this.#hooks.run("before", record.name, args, undefined);
    if (before !== undefined) await unlessAborted(before, ctx.signal, record.name);
    if (context.aborted) return this.#abortedNow(ref, args, context);

    const attempted = this.#attempts(record, ref, args, context);
    let settled: SettledOutcome;
    if (attempted instanceof Promise) {
      ctx.onHandlerRunning?.(attempted);
      const timeoutMs = record.timeoutMs ?? this.defaultTimeoutMs;
      // Until the call moves to the background, only the caller's signal can abort it.
      const first = await firstOf(attempted, ctx.signal, timeoutMs);
      if (first === "aborted") return this.#abortedNow(ref, args, context);
      if (first === "timeout") {
        const task = this.#book.add({ toolName: record.name, callId: ref.callId, arguments: args, agent: ctx.agent }, context.cancellation());
        this.#settleInBackground(task, attempted, context.signal, ctx.signal);
        return outcomes.running(ref, task.id, timeoutMs ?? 0);
      }
      settled = first;
    } else {
      // A synchronous handler has finished already: nothing to race, no timer to set.
      if (context.aborted) return this.#abortedNow(ref, args, context);
      settled = attempted;
    }
    const after = this.#afterHooks(settled, args, undefined);
    if (after !== undefined) await unlessAborted(after, ctx.signal, record.name);
    return settled;
  }

  /** The call's outcome is due at once: its error hooks run, but a hook that hangs must not hold the abort. */
  #abortedNow(ref: CallRef, args: unknown, context: CallContext): DispatchOutcome {
    // Not awaited, so nothing would see an onHookError that throws: it is warned of.
    const hooks = this.#hooks.run("error", ref.name, args, context.abortReason);
    if (hooks !== undefined) unawaitedHooks(hooks, ref.name);
    return outcomes.aborted(ref);
  }

  /**
   * The handler, run again after a throw while an idempotent tool has retries left. Never rejects.
   * A synchronous handler's outcome is returned as it is, not in a promise. Each run gets its own copy
   * of the arguments, so none sees what an earlier one changed in them.
   */
  #attempts(record: ToolRecord, ref: CallRef, args: Record<string, unknown>, context: CallContext, attempt = 1): SettledOutcome | Promise<SettledOutcome> {
    let value: unknown;
    try {
      value = record.handler(handlerCopy(args) as Record<string, unknown>, context);
    } catch (error) {
      return this.#afterThrow(record, ref, args, context, attempt, error);
    }
    if (!isPromiseLike(value)) return this.#returned(record, ref, value, attempt, context);
    return Promise.resolve(value).then(
      (resolved) => this.#returned(record, ref, resolved, attempt, context),
      (error: unknown) => this.#afterThrow(record, ref, args, context, attempt, error),
    );
  }

  /** The outcome of a handler that returned `value`. */
  #returned(record: ToolRecord, ref: CallRef, value: unknown, attempt: number, context: CallContext): SettledOutcome {
    context.handlerDone();
    const content = resultContent(value);
    if ("problem" in content) {
      const message = `${record.name} returned ${content.problem}`;
      return outcomes.toolError(ref, { message }, attempt, new Error(message));
    }
    return outcomes.completed(ref, value, content.text);
  }

  #afterThrow(record: ToolRecord, ref: CallRef, args: Record<string, unknown>, context: CallContext, attempt: number, error: unknown): SettledOutcome | Promise<SettledOutcome> {
    const maxAttempts = record.idempotent ? 1 + this.idempotentRetries : 1;
    if (!context.aborted && attempt < maxAttempts) return this.#attempts(record, ref, args, context, attempt + 1);
    context.handlerDone();
    if (context.aborted) return outcomes.aborted(ref);
    return outcomes.toolError(ref, this.#describe(error), attempt, error);
  }

  /**
   * Settles the task once its handler's run has ended (or `signal`, the handler's, aborted first: the
   * caller's, or `cancel(id)`) and its hooks have run: they are part of the call, as in the
   * foreground, so nothing reads its outcome before they are done with it.
   */
  #settleInBackground(task: BackgroundTask, settled: Promise<SettledOutcome>, signal: AbortSignal, callerSignal: AbortSignal | undefined): void {
    let ended = false;
    const end = async (outcome: SettledOutcome): Promise<void> => {
      // The first of the handler's end and the abort counts: a late result after an abort is dropped.
      if (ended) return;
      ended = true;
      // Cancelled or aborted: its hooks are not waited on, as an aborted call's are not. Else, from
      // before they start, cancel(id) stops the wait on them, not the handler, which has ended.
      const release = signal.aborted ? undefined : this.#book.awaitHooks(task);
      // Nothing awaits a background task: a throw (or rejection) would be an unhandled rejection.
      // Its call was answered long ago, so an onHookError that throws has no call to fail.
      try {
        const hooks = this.#afterHooks(outcome, task.arguments, task.id, signal);
        if (hooks !== undefined) await this.#taskHooks(task, hooks, release, callerSignal);
      } catch (error) {
        warnThrow(`onHookError threw for ${task.id} (${task.toolName})`, error);
      }
      // Settled before onTaskSettled: it is the caller's own, and cancel(id) could not stop it, so
      // an async one that hangs must not have cancel answer that it released something.
      this.#book.settle(task, this.#capped(outcome));
      try {
        await this.#onTaskSettled?.(task);
      } catch (error) {
        warnThrow(`onTaskSettled threw for ${task.id} (${task.toolName})`, error);
      }
    };
    const onAbort = (): void => void end(outcomes.aborted({ callId: task.callId, name: task.toolName }));
    signal.addEventListener("abort", onAbort, { once: true });
    void settled.then((outcome) => {
      signal.removeEventListener("abort", onAbort);
      return end(outcome);
    });
  }

  /**
   * A background task's hooks, waited for as a call's are: not at all once it is aborted (no
   * `release`), else until the caller's signal aborts (agent.abort()) or cancel(id) aborts `release`,
   * so that a hook that hangs does not hold back the task's outcome.
   */
  #taskHooks(task: BackgroundTask, hooks: Promise<void>, release: AbortSignal | undefined, callerSignal: AbortSignal | undefined): Promise<void> | undefined {
    if (release === undefined) {
      unawaitedHooks(hooks, task.toolName);
      return undefined;
    }
    return unlessAborted(hooks, callerSignal === undefined ? release : AbortSignal.any([release, callerSignal]), task.toolName);
  }

  #afterHooks(outcome: SettledOutcome, args: unknown, taskId: string | undefined, signal?: AbortSignal): Promise<void> | undefined {
    if (outcome.status === "ok") return this.#hooks.run("after", outcome.name, args, outcome.result, taskId);
    if (outcome.status === "aborted") return this.#hooks.run("error", outcome.name, args, signal === undefined ? undefined : abortReasonOf(signal), taskId);
    return this.#hooks.run("error", outcome.name, args, outcome.cause, taskId);
  }

  #describe(error: unknown): { message: string; stack?: string } {
    if (!(error instanceof Error)) return { message: errorMessage(error) };
    return this.includeStack && error.stack !== undefined ? { message: error.message, stack: error.stack } : { message: error.message };
  }
}

/**
 * `hooks`, or less: waiting stops when `signal` aborts, so that an aborted call has its outcome
 * though a hook never settles (one awaiting a logging service that hangs), as with a handler that
 * ignores the signal. The hooks go on alone. They reject only when `onHookError` threw, which fails
 * the call, as it did when hooks were awaited whole; once nothing waits for them, it is warned of,
 * as for an aborted call's error hooks, rather than lost or left an unhandled rejection.
 */
function unlessAborted(hooks: Promise<void>, signal: AbortSignal | undefined, toolName: string): Promise<void> {
  // A hook may have aborted the signal itself, before its promise settled: raceAbort answers at once then.
  return raceAbort(hooks, signal, () => unawaitedHooks(hooks, toolName));
}

/** Hooks of a call that no longer waits for them: their rejection (`onHookError` threw) is warned of. */
function unawaitedHooks(hooks: Promise<void>, toolName: string): void {
  hooks.catch((error: unknown) => warnThrow(`onHookError threw for ${toolName}`, error));
}

/**
 * Whichever comes first: the settled outcome, the abort (if there is a signal), or the timeout
 * (`null` for none). Three sides, on every call's path: one promise and one `done`, not `raceAbort`
 * around a race with the timer, which took five promises a call.
 */
function firstOf(settled: Promise<SettledOutcome>, signal: AbortSignal | undefined, timeoutMs: number | null): Promise<SettledOutcome | "aborted" | "timeout"> {
  return new Promise((resolve) => {
    const timer = timeoutMs === null || !Number.isFinite(timeoutMs) ? undefined : setTimeout(() => done("timeout"), timeoutMs);
    const onAbort = (): void => done("aborted");
    function done(value: SettledOutcome | "aborted" | "timeout"): void {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      resolve(value);
    }
    if (signal?.aborted) return done("aborted");
    signal?.addEventListener("abort", onAbort, { once: true });
    void settled.then(done);
  });
}

/**
 * The model's arguments, copied for one run of the handler. The call object is also the history's
 * record of what the model sent (replayed to the provider on every later request), the background
 * task's `arguments`, and what hooks and `tool_call` records show: a handler that sorts an array or
 * fills in a default in place must change none of them. Arrays and plain objects, all JSON makes, are
 * copied; any other object a caller of `dispatch` put there is passed as it is.
 */
function handlerCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(handlerCopy);
  if (!isPlainObject(value)) return value;
  // Spread, then fix up the nested values: the fastest copy measured, and spread defines an own
  // "__proto__" key (JSON.parse makes one) as a property where assigning it would set the prototype.
  const copy: Record<string, unknown> = { ...value };
  for (const key of Object.keys(copy)) {
    const item = copy[key];
    if (typeof item === "object" && item !== null) copy[key] = handlerCopy(item);
  }
  return copy;
}

function timeout(value: number | null): number | null {
  if (value === null || isTimeoutMs(value)) return value;
  throw new RangeError(
    `defaultTimeoutMs must be a positive number of milliseconds up to ${MAX_TIMEOUT_TEXT}, or null for no timeout, got ${value}`,
  );
}

/** Warns of a throw that no caller awaits to see it (a hook's, onTaskSettled's): `what` says whose. */
function warnThrow(what: string, error: unknown): void {
  console.warn(`gen-tools: ${what}: ${errorMessage(error)}`);
}

function positiveInteger(option: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${option} must be a positive integer, got ${value}`);
  return value;
}

function nonNegativeInteger(option: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${option} must be a non-negative integer, got ${value}`);
  return value;
}
