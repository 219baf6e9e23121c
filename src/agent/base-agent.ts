import { errorMessage } from "../error-message.js";
import type { AgentIdentity } from "../registry/types.js";
import { ownValue } from "../registry/own-value.js";
import { raceAbort } from "../abort-race.js";
import { describeValue } from "../registry/describe-value.js";
import { InvalidAgentError } from "../registry/errors.js";
import type { ArgumentRetryTracker } from "./argument-retries.js";
import type { BackgroundTask } from "./background-tasks.js";
import { consoleOut, type TextSink } from "./console-out.js";
import { defaultTextSink } from "./default-sink.js";
import type { DispatchRegistry } from "./dispatch-registry.js";
import { Dispatcher, type DispatcherOptions } from "./dispatcher.js";
import type { ChatMessage, ModelClient, ModelTurn, ToolDefinition } from "./model.js";
import type { DispatchOutcome } from "./outcome.js";
import { buildRecord, type OutRecord, type PackInput } from "./out-records.js";
import { taskReport, taskResultTool } from "./task-result-tool.js";
import type { HookFailure, ToolHook } from "./tool-hooks.js";

/** An agent's options: its own, and those of the `Dispatcher` it makes (passed on as they are). */
export interface BaseAgentOptions
  extends Pick<DispatcherOptions, "defaultTimeoutMs" | "maxConcurrency" | "argumentRetries" | "idempotentRetries" | "includeStack" | "maxResultChars"> {
  /** The agent's name: what tools' `allowedAgents` lists hold. */
  name: string;
  /** Default: `crypto.randomUUID()`. */
  uuid?: string | undefined;
  registry: DispatchRegistry;
  model: ModelClient;
  /** The system prompt. */
  system?: string | undefined;
  /** Model turns per `conversationWithTool` before it stops. Default 10. */
  maxSteps?: number | undefined;
  /** Where the default `out` prints. Default `process.stdout` (where there is none, the console). */
  stdout?: TextSink | undefined;
  /** Where the agent's own warnings go. Default `console`. */
  logger?: { warn(message: string): void } | undefined;
}

export interface ConversationOptions {
  /** Stream the model's text (as `text_delta` records) instead of taking each turn whole. Default false. */
  stream?: boolean | undefined;
  /** Aborts the model request, the tool calls in flight and the background tasks they become. */
  signal?: AbortSignal | undefined;
}

export interface ConversationResult {
  /** The model's last turn's text, whole: its answer when `stopped` is `"end"`. */
  text: string;
  /** Model turns taken: turns that arrived, refused ones too; a request aborted before its turn arrived is none. */
  steps: number;
  /**
   * Why it ended: `"end"`, the model answered; `"max_tokens"`, its answer was cut off at the token
   * limit (the turn's tool calls, the last maybe cut short, are not run, and only its text is kept;
   * a first turn without text takes its prompt out, as a refused one does); `"other"`, the provider
   * ended the turn otherwise (a content filter, a refusal: the turn's tool calls are not run, and the
   * turn is not kept in the history, nor, for a first turn, its prompt); then `"max_steps"` or
   * `"aborted"`.
   */
  stopped: "end" | "max_tokens" | "other" | "max_steps" | "aborted";
  /** The whole history, this conversation and the ones before it since the last `reset()`. */
  messages: ChatMessage[];
}

/**
 * An agent: a name and uuid, the tools the registry allows it, and a model. `conversationWithTool`
 * runs the loop (model turn → tool calls → results → model turn ...) and reports what happens through
 * `pack` → `out`. Override `out` to send the records elsewhere.
 */
export class BaseAgent implements AgentIdentity {
  readonly name: string;
  readonly uuid: string;
  readonly registry: DispatchRegistry;
  readonly model: ModelClient;
  readonly dispatcher: Dispatcher;
  readonly system: string | undefined;
  readonly maxSteps: number;
  /** The default `out`. */
  readonly #print: (record: OutRecord) => void;
  readonly #logger: { warn(message: string): void };
  #messages: ChatMessage[] = [];
  #retries: ArgumentRetryTracker;
  #lifetime = new AbortController();
  #running = false;

  constructor(options: BaseAgentOptions) {
    this.name = options.name;
    // Said as the agent's own option here: the registry's bindAgent, which checks it too, would name itself.
    if (typeof this.name !== "string" || this.name === "") throw new InvalidAgentError(`${new.target.name}: name must be a non-empty string (access lists name agents by it), got ${describeValue(this.name)}`);
    // The global Web Crypto (Node 20 has it), not node:crypto, which a browser bundle lacks.
    this.uuid = options.uuid ?? crypto.randomUUID();
    this.registry = options.registry;
    this.model = options.model;
    this.system = options.system;
    this.maxSteps = options.maxSteps ?? 10;
    if (!Number.isInteger(this.maxSteps) || this.maxSteps < 1) throw new RangeError(`maxSteps must be a positive integer, got ${this.maxSteps}`);
    this.#print = consoleOut(options.stdout ?? defaultTextSink());
    this.#logger = options.logger ?? console;
    if (this.pack !== BaseAgent.prototype.pack && this.out === BaseAgent.prototype.out) {
      this.#logger.warn(
        `gen-tools: ${new.target.name} overrides pack() but not out(); out(content) is the one sink to override, pack() only builds the records`,
      );
    }
    this.dispatcher = new Dispatcher(this.registry, {
      defaultTimeoutMs: options.defaultTimeoutMs,
      maxConcurrency: options.maxConcurrency,
      argumentRetries: options.argumentRetries,
      idempotentRetries: options.idempotentRetries,
      includeStack: options.includeStack,
      maxResultChars: options.maxResultChars,
      onTaskSettled: (task) => this.#taskSettled(task),
      onHookError: (failure) => this.#hookFailed(failure),
    });
    this.dispatcher.registerBuiltin(taskResultTool(this.dispatcher.tasks));
    this.#assertNoBuiltinShadowed();
    this.registry.bindAgent({ uuid: this.uuid, name: this.name });
    this.#retries = this.dispatcher.createRetryTracker();
  }

  /** The conversation so far (a copy). */
  get messages(): ChatMessage[] {
    return [...this.#messages];
  }

  /** Adds a hook run around every tool call of this agent; returns its remover. */
  registerToolHook(hook: ToolHook): () => void {
    return this.dispatcher.registerToolHook(hook);
  }

  /**
   * What the model is offered: the registry's tools this agent may call, then `task_result`. Throws
   * when the registry has gained a tool named like a builtin since the agent was made.
   */
  toolDefinitions(): ToolDefinition[] {
    this.#assertNoBuiltinShadowed();
    const records = [...this.registry.toolsFor(this.uuid), ...this.dispatcher.builtins()];
    return records.map((r) => {
      // Its own: one set on Object.prototype is no tool's (as the registry reads a manifest's).
      const outputSchema = ownValue(r, "outputSchema");
      return { name: r.name, description: r.description, inputSchema: r.schema, ...(outputSchema === undefined ? {} : { outputSchema }) };
    });
  }

  /**
   * Starts a new conversation: forgets the history and the bad-argument counts. Background tasks go
   * on, and so does a conversation running meanwhile, in the history it started with; the results
   * of tasks that settle from now on are noted in the next conversation, not in that one. So is a
   * note of results that went out with a request no turn answered (aborted, refused, failed).
   */
  reset(): void {
    // A running conversation's last note may yet be answered: it is carried over when it ends.
    this.#messages = this.#running ? [] : unansweredNotes(this.#messages);
    this.#retries = this.dispatcher.createRetryTracker();
  }

  /** Aborts the conversation in progress and every running background task. The agent stays usable. */
  abort(reason?: unknown): void {
    this.#lifetime.abort(reason);
    this.#lifetime = new AbortController();
  }

  /**
   * Sends `prompt`, then lets the model call tools until it answers without tool calls, the step
   * limit is hit, or the signal aborts. Never two at once on one agent: they share the history. A
   * conversation that fails packs an `error` message, then rejects with the error.
   */
  async conversationWithTool(prompt: string, options: ConversationOptions = {}): Promise<ConversationResult> {
    if (this.#running) throw new Error(`agent "${this.name}" is already in a conversation: await it before starting another`);
    // The model would have nothing to answer, and Anthropic's API refuses the empty text block.
    if (prompt.trim() === "") throw new RangeError("the prompt is empty: give the model something to answer");
    this.#running = true;
    // The history and counts it started with, whatever reset() does meanwhile: a conversation's calls
    // and results must not end up in the next one's history, without the prompt they answer.
    const conversation: Conversation = { history: this.#messages, retries: this.#retries, kept: this.#messages.length, step: 0 };
    try {
      return await this.#converse(prompt, options, conversation);
    } catch (error) {
      // A first request that failed (refused, rate-limited, cut off) took no turn.
      withdrawUnanswered(conversation);
      // A sink (a UI) hears of the failure too, not only the caller. An abort never gets here: it
      // ends the conversation with its own record.
      this.#report(failureNotice(error, conversation.step));
      throw error;
    } finally {
      this.#running = false;
      // reset() left this conversation behind: a note no turn of it answered goes on to the new one.
      if (conversation.history !== this.#messages) this.#messages.push(...unansweredNotes(conversation.history));
    }
  }

  /**
   * Builds the record for `input` and hands it to `out`. Called by the agent for everything it
   * reports; override `out`, not this, to change where records go.
   */
  protected pack(input: PackInput): void {
    const record = buildRecord(input, { uuid: this.uuid, name: this.name });
    try {
      const sent = this.out(record);
      if (sent instanceof Promise) sent.catch((error: unknown) => this.#outFailed(error));
    } catch (error) {
      this.#outFailed(error);
    }
  }

  /** The one sink for records. Default: prints streamed text and a line per tool call and result. */
  protected out(content: OutRecord): void | Promise<void> {
    this.#print(content);
  }

  async #converse(prompt: string, options: ConversationOptions, conversation: Conversation): Promise<ConversationResult> {
    const { history } = conversation;
    const signal = options.signal === undefined ? this.#lifetime.signal : AbortSignal.any([this.#lifetime.signal, options.signal]);
    const stream = options.stream ?? false;
    history.push({ role: "user", content: prompt });
    let text = "";
    let steps = 0;

    while (!signal.aborted) {
      if (steps === this.maxSteps) {
        this.#report({ message: `stopped after ${stepCount(steps)} with tool calls still coming`, other: { type: "max_steps", max_steps: this.maxSteps } });
        return result(text, steps, "max_steps", history);
      }
      const step = steps + 1;
      conversation.step = step;
      this.#noteSettledTasks(history);
      const turn = await this.#respond(step, stream, signal, history);
      if (turn === undefined) break;
      // Steps are turns taken: a request aborted before its turn arrived is none.
      steps = step;
      text = turn.text;
      // A refused or filtered turn is no answer: its tool calls are not run, and it is not kept, since
      // a provider refuses a history that holds it again (Anthropic says to remove it or reset).
      const refused = turn.stopReason === "other";
      // A turn cut off at the token limit may have cut its last call short, and Anthropic gives the
      // part of the input written so far as a valid object: none of its calls is run or kept (a
      // kept call would be owed a result), only its text.
      const cutOff = turn.stopReason === "max_tokens";
      // A refused first turn answered nothing: its prompt goes too (Anthropic advises removing the
      // turn that caused the refusal), or the next conversation would send it again, to be answered
      // with its own. So does one cut off before it wrote any text, which leaves nothing to keep.
      if (refused || (cutOff && turn.text.trim() === "")) withdrawUnanswered(conversation);
      else history.push({ role: "assistant", text: turn.text, toolCalls: cutOff ? [] : turn.toolCalls });
      const final = turn.toolCalls.length === 0 || refused || cutOff;
      // The final turn's record comes even without text: a sink (a UI) learns from it that the answer ended.
      if (turn.text !== "" || final) this.#report({ message: turn.text, other: { type: "text", step, streamed: stream, final } });
      // A cut-off or filtered answer must not pass for a whole one.
      if (final) return result(text, steps, turn.stopReason === "tool_use" ? "end" : turn.stopReason, history);

      const results = await this.#dispatch(turn, signal, conversation.retries);
      history.push({ role: "tool", results: results.map((o) => ({ callId: o.callId, name: o.name, content: o.content, isError: o.isError })) });
    }
    this.#report({ message: `conversation aborted after ${stepCount(steps)}`, other: { type: "aborted" } });
    // Aborted before the first turn, as a failed first request is: no turn answered the prompt.
    withdrawUnanswered(conversation);
    return result(text, steps, "aborted", history);
  }

  /** The model's next turn, or `undefined` when the signal aborted first. */
  async #respond(step: number, stream: boolean, signal: AbortSignal, history: readonly ChatMessage[]): Promise<ModelTurn | undefined> {
    const request = { ...(this.system === undefined ? {} : { system: this.system }), messages: [...history], tools: this.toolDefinitions() };
    const onText = stream ? (delta: string) => this.#report({ message: delta, other: { type: "text_delta", step } }) : undefined;
    // In a promise whatever respond does: a model client in plain JavaScript may return its turn as
    // it is, or throw before returning, and a model that ignores the signal may settle late.
    const reply = (async () => this.model.respond(request, { stream, signal, ...(onText === undefined ? {} : { onText }) }))();
    try {
      return await raceAbort(reply, signal, () => undefined);
    } catch (error) {
      // A model that rejects because of the abort (as the SDKs do) ended by the abort too.
      if (signal.aborted) return undefined;
      throw error;
    }
  }

  #dispatch(turn: ModelTurn, signal: AbortSignal, retries: ArgumentRetryTracker): Promise<DispatchOutcome[]> {
    for (const call of turn.toolCalls) {
      this.#report({ tool_name: call.name, tool_parameter: call.parseError === undefined ? call.arguments : undefined, call_id: call.id });
    }
    return this.dispatcher.dispatchAll(turn.toolCalls, {
      agent: { uuid: this.uuid, name: this.name },
      signal,
      retries,
      onOutcome: (o) =>
        this.#report({ tool_name: o.name, tool_result: o.content, call_id: o.callId, is_error: o.isError, status: o.status }),
    });
  }

  /** Background results that settled since the model last saw them go to it as one user-role note. */
  #noteSettledTasks(history: ChatMessage[]): void {
    // A conversation that reset() left behind takes none: they wait for the one the user goes on
    // with, as after a reset() between conversations, which would otherwise never learn of them.
    if (history !== this.#messages) return;
    const settled = this.dispatcher.tasks.list().filter((task) => task.state === "settled" && !task.delivered);
    if (settled.length === 0) return;
    // Each report marks its task delivered, and holds the task's answer cut as a foreground call's is.
    const reports = settled.map((task) => taskReport(task));
    history.push({ role: "user", content: `[background tasks finished]\n${reports.join("\n")}` });
  }

  /**
   * A registry tool named like a builtin would be offered twice (providers refuse a request that names
   * a tool twice), and the builtin would answer the model's calls to it.
   */
  #assertNoBuiltinShadowed(): void {
    for (const { name } of this.dispatcher.builtins()) {
      if (this.registry.has(name)) {
        throw new Error(`the registry has a tool named "${name}", which is agent "${this.name}"'s built-in tool of that name: rename the registry's tool`);
      }
    }
  }

  #taskSettled(task: BackgroundTask): void {
    const { outcome } = task;
    if (outcome === undefined) return;
    this.#report({ task_id: task.id, tool_name: task.toolName, tool_result: outcome.content, is_error: outcome.isError }, ` for ${task.id}`);
  }

  /**
   * `pack`, whose throw (an override's) is logged, as out()'s are: a record that could not be made
   * must not end the conversation between a turn's calls and their results, leaving calls without
   * results in the history (which a provider refuses on every later request), nor end the process
   * from a background task, which nothing awaits. `what` says which record, where it helps.
   */
  #report(input: PackInput, what = ""): void {
    try {
      this.pack(input);
    } catch (error) {
      this.#logger.warn(`gen-tools: ${this.constructor.name}.pack() threw${what}: ${errorMessage(error)}`);
    }
  }

  #hookFailed(failure: HookFailure): void {
    this.#report({
      message: errorMessage(failure.error),
      other: {
        type: "hook_error",
        event_type: failure.eventType,
        tool_name: failure.toolName,
        ...(failure.taskId === undefined ? {} : { task_id: failure.taskId }),
      },
    });
  }

  #outFailed(error: unknown): void {
    this.#logger.warn(`gen-tools: ${this.constructor.name}.out() threw: ${errorMessage(error)}`);
  }
}

/** What one conversation works on: the history and bad-argument counts it started with. */
interface Conversation {
  history: ChatMessage[];
  retries: ArgumentRetryTracker;
  /** How many messages the history held before the conversation's prompt. */
  kept: number;
  /** The step in progress, from its model request to its tool calls' results; 0 before the first. */
  step: number;
}

/**
 * Takes the prompt back out of the history when the conversation ended before any turn answered it,
 * so that trying again sends it once, not twice in a row; a note of background results sent with it
 * stays, to go with the next prompt. After a turn, tools may have run: their calls and results stay,
 * for the model to see what was done.
 */
function withdrawUnanswered({ history, kept }: Conversation): void {
  const added = history.slice(kept);
  if (added.length > 0 && added.every((m) => m.role === "user")) history.splice(kept, 1);
}

/**
 * The notes of background results at the end of a finished conversation's history: the tasks they
 * tell of are marked delivered, but no turn answered them. Only notes can end it in user-role
 * messages, since a prompt no turn answered is taken out (`withdrawUnanswered`).
 */
function unansweredNotes(history: readonly ChatMessage[]): ChatMessage[] {
  let start = history.length;
  while (start > 0 && history[start - 1]?.role === "user") start--;
  return history.slice(start);
}

function result(text: string, steps: number, stopped: ConversationResult["stopped"], history: readonly ChatMessage[]): ConversationResult {
  return { text, steps, stopped, messages: [...history] };
}

/** The message record of a conversation that failed with `error` in `step`. */
function failureNotice(error: unknown, step: number): PackInput {
  return {
    message: errorMessage(error),
    other: { type: "error", step, ...(error instanceof Error ? { error_name: error.name } : {}) },
  };
}

/** "1 step", "3 steps": the count of turns an event message names. */
function stepCount(steps: number): string {
  return steps === 1 ? "1 step" : `${steps} steps`;
}
