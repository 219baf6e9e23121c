import type { ChatCompletion, ChatCompletionChunk } from "openai/resources/chat/completions/completions";
import type { ModelTurn, StopReason, ToolCall } from "../agent/model.js";
import { IncompleteTurnError } from "./incomplete-turn.js";
import { parseToolArguments } from "./tool-arguments.js";
import type { ToolNameMap } from "./tool-names.js";

type FinishReason = ChatCompletion.Choice["finish_reason"] | null;

/** How a tool call's arguments are made ready for the dispatcher once parsed (strict mode's inverse). */
export type ArgumentsRestorer = (registryName: string, args: Record<string, unknown>) => Record<string, unknown>;

/** A Chat Completions response (non-streaming) as the model's turn. */
export function turnFromCompletion(
  completion: ChatCompletion,
  names: ToolNameMap,
  restore: ArgumentsRestorer,
): ModelTurn {
  const choice = completion.choices[0];
  if (choice === undefined) throw new Error("the Chat Completions response has no choices");
  const { message } = choice;
  const toolCalls = (message.tool_calls ?? []).flatMap((call) =>
    call.type === "function" ? [toolCall(call.id, call.function.name, call.function.arguments, names, restore)] : [],
  );
  // A refusal has a field of its own, and comes with finish_reason "stop": it is not an answer.
  const refused = Boolean(message.refusal);
  return { text: message.content ?? message.refusal ?? "", toolCalls, stopReason: refused ? "other" : stopReasonOf(choice.finish_reason) };
}

interface PartialCall {
  id: string;
  name: string;
  arguments: string;
}

/**
 * Builds the turn from streamed chunks. Text arrives in `delta.content`; each tool call in pieces
 * under `delta.tool_calls[].index`: the first piece brings `id` and `function.name`, every piece
 * may bring a fragment of `function.arguments`, joined in order and parsed at the end.
 */
export class OpenAITurnAssembler {
  readonly #calls = new Map<number, PartialCall>();
  #text = "";
  #finishReason: FinishReason = null;
  #refused = false;

  constructor(
    private readonly names: ToolNameMap,
    private readonly restore: ArgumentsRestorer,
    private readonly onText: ((delta: string) => void) | undefined,
  ) {}

  add(chunk: ChatCompletionChunk): void {
    // The usage chunk at the end of a stream has no choices.
    const choice = chunk.choices[0];
    if (choice === undefined) return;
    if (choice.delta.refusal) this.#refused = true;
    const text = choice.delta.content ?? choice.delta.refusal;
    if (text) {
      this.#text += text;
      this.onText?.(text);
    }
    for (const piece of choice.delta.tool_calls ?? []) {
      let call = this.#calls.get(piece.index);
      if (call === undefined) this.#calls.set(piece.index, (call = { id: "", name: "", arguments: "" }));
      if (piece.id) call.id = piece.id;
      if (piece.function?.name) call.name = piece.function.name;
      if (piece.function?.arguments) call.arguments += piece.function.arguments;
    }
    this.#finishReason = choice.finish_reason ?? this.#finishReason;
  }

  /**
   * The turn, once the stream has ended. A stream that ended before a chunk gave its
   * `finish_reason` did not deliver the turn (a proxy cut it, say): its tool calls may lack their
   * arguments, so it is an error, not a turn to act on.
   */
  finish(): ModelTurn {
    if (this.#finishReason === null) throw new IncompleteTurnError("the Chat Completions stream ended before its finish_reason");
    const toolCalls = [...this.#calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, call]) => toolCall(call.id, call.name, call.arguments, this.names, this.restore));
    return { text: this.#text, toolCalls, stopReason: this.#refused ? "other" : stopReasonOf(this.#finishReason) };
  }
}

function toolCall(
  id: string,
  providerName: string,
  json: string,
  names: ToolNameMap,
  restore: ArgumentsRestorer,
): ToolCall {
  const registryName = names.fromProvider(providerName);
  // An unknown name is kept as the model wrote it, so the dispatcher reports it as unknown.
  const name = registryName ?? providerName;
  const parsed = parseToolArguments(json);
  if ("parseError" in parsed) return { id, name, arguments: undefined, parseError: parsed.parseError };
  return {
    id,
    name,
    arguments: registryName === undefined ? parsed.arguments : restore(registryName, parsed.arguments),
  };
}

function stopReasonOf(reason: FinishReason): StopReason {
  switch (reason) {
    case "stop":
      return "end";
    case "tool_calls":
    case "function_call":
      return "tool_use";
    case "length":
      return "max_tokens";
    default:
      return "other";
  }
}
