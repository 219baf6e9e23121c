import type { ModelClient, ModelRequest, ModelTurn, RespondOptions, StopReason, ToolCall } from "./model.js";

/** A tool call in a script; `id` defaults to `call_<turn>_<index>`. */
export interface ScriptedToolCall {
  id?: string;
  name: string;
  arguments?: unknown;
  parseError?: string;
}

/** What the model says on one turn. */
export interface ScriptedReply {
  text?: string;
  toolCalls?: ScriptedToolCall[];
  /** Default: `"tool_use"` when there are tool calls, else `"end"`. */
  stopReason?: StopReason;
}

/** A scripted turn with checks on the request it answers. */
export interface ScriptedTurn extends ScriptedReply {
  /** The tool names the request must offer (in any order), exactly. */
  expectTools?: string[] | undefined;
  /** Checks the request: throw, or return `false`, to fail the turn. */
  expect?: ((request: ModelRequest) => void | boolean) | undefined;
}

/** A turn, or a function of the request that makes one (it may wait, to model a slow response). */
export type ScriptStep = ScriptedTurn | ((request: ModelRequest, options: RespondOptions) => ScriptedReply | Promise<ScriptedReply>);

export interface ScriptedModelOptions {
  /** Tool names every request must offer, unless a turn says otherwise. */
  expectTools?: string[] | undefined;
  /** Characters (code points, so an emoji is one) per streamed text piece. Default 4. */
  chunkSize?: number | undefined;
}

/** The script ran out, or a request did not hold what the script expected. */
export class ScriptError extends Error {
  override name = "ScriptError";
}

/**
 * A `ModelClient` that replays a script, for tests and offline demos: turn N of the script answers
 * the Nth request. It records what it was sent (`requests`), checks it against the script's
 * expectations, and streams text in pieces when asked to, so the streaming path runs too.
 */
export class ScriptedModel implements ModelClient {
  readonly provider = "scripted";
  /** Copies of every request, in order. */
  readonly requests: ModelRequest[] = [];
  readonly #script: readonly ScriptStep[];
  readonly #expectTools: string[] | undefined;
  readonly #chunkSize: number;

  constructor(script: readonly ScriptStep[], options: ScriptedModelOptions = {}) {
    this.#script = script;
    this.#expectTools = options.expectTools;
    this.#chunkSize = options.chunkSize ?? 4;
    if (!Number.isInteger(this.#chunkSize) || this.#chunkSize < 1) throw new RangeError(`chunkSize must be a positive integer, got ${this.#chunkSize}`);
  }

  /** Turns not yet played. */
  get remaining(): number {
    return this.#script.length - this.requests.length;
  }

  /** Throws unless every turn of the script was played. */
  assertDone(): void {
    if (this.remaining > 0) throw new ScriptError(`ScriptedModel: ${this.remaining} of ${this.#script.length} scripted turns were never requested`);
  }

  async respond(request: ModelRequest, options: RespondOptions): Promise<ModelTurn> {
    options.signal?.throwIfAborted();
    const turnNumber = this.requests.length + 1;
    this.requests.push(structuredClone(request));
    const step = this.#script[turnNumber - 1];
    if (step === undefined) {
      throw new ScriptError(
        `ScriptedModel: request ${turnNumber} but the script has ${this.#script.length === 1 ? "1 turn" : `${this.#script.length} turns`}; the last message was ${describeLast(request)}`,
      );
    }
    const reply = typeof step === "function" ? await step(request, options) : this.#checked(step, request, turnNumber);
    options.signal?.throwIfAborted();

    const text = reply.text ?? "";
    const toolCalls: ToolCall[] = (reply.toolCalls ?? []).map((call, index) => ({
      id: call.id ?? `call_${turnNumber}_${index}`,
      name: call.name,
      arguments: call.parseError === undefined ? (call.arguments ?? {}) : undefined,
      ...(call.parseError === undefined ? {} : { parseError: call.parseError }),
    }));
    await this.#emitText(text, options);
    return { text, toolCalls, stopReason: reply.stopReason ?? (toolCalls.length > 0 ? "tool_use" : "end") };
  }

  #checked(turn: ScriptedTurn, request: ModelRequest, turnNumber: number): ScriptedTurn {
    const expected = turn.expectTools ?? this.#expectTools;
    if (expected !== undefined) {
      const offered = request.tools.map((t) => t.name);
      const missing = expected.filter((name) => !offered.includes(name));
      const unexpected = offered.filter((name) => !expected.includes(name));
      if (missing.length > 0 || unexpected.length > 0) {
        throw new ScriptError(
          `ScriptedModel: turn ${turnNumber} expected the tools [${expected.join(", ")}] but was offered [${offered.join(", ")}]` +
            (missing.length > 0 ? `; missing: ${missing.join(", ")}` : "") +
            (unexpected.length > 0 ? `; unexpected: ${unexpected.join(", ")}` : ""),
        );
      }
    }
    if (turn.expect !== undefined && turn.expect(request) === false) {
      throw new ScriptError(`ScriptedModel: turn ${turnNumber}'s expect() returned false for a request ending with ${describeLast(request)}`);
    }
    return turn;
  }

  /**
   * Streaming: the text in pieces of `chunkSize` code points, each on its own microtask: a provider
   * never splits a character, so no piece ends in half a surrogate pair. Otherwise once, whole.
   */
  async #emitText(text: string, options: RespondOptions): Promise<void> {
    if (options.onText === undefined || text === "") return;
    if (!options.stream) {
      options.onText(text);
      return;
    }
    const characters = [...text];
    for (let at = 0; at < characters.length; at += this.#chunkSize) {
      await Promise.resolve();
      options.signal?.throwIfAborted();
      options.onText(characters.slice(at, at + this.#chunkSize).join(""));
    }
  }
}

function describeLast(request: ModelRequest): string {
  const last = request.messages.at(-1);
  if (last === undefined) return "nothing (no messages)";
  const text = JSON.stringify(last);
  return text.length > 300 ? `${text.slice(0, 300)}...` : text;
}
