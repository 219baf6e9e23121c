import type {
  Message,
  RawContentBlockStartEvent,
  RawMessageStreamEvent,
  StopReason as AnthropicStopReason,
} from "@anthropic-ai/sdk/resources/messages/messages";
import type { ModelTurn, StopReason, ToolCall } from "../agent/model.js";
import { IncompleteTurnError } from "./incomplete-turn.js";
import { checkArgumentsObject, parseToolArguments, type ParsedArguments } from "./tool-arguments.js";
import type { ToolNameMap } from "./tool-names.js";

/** A Messages API response (non-streaming) as the model's turn. */
export function turnFromMessage(message: Message, names: ToolNameMap): ModelTurn {
  let text = "";
  const toolCalls: ToolCall[] = [];
  for (const block of message.content) {
    if (block.type === "text") text += block.text;
    else if (block.type === "tool_use")
      toolCalls.push(toolCall(block.id, block.name, checkArgumentsObject(block.input), names));
  }
  return { text, toolCalls, stopReason: stopReasonOf(message.stop_reason) };
}

type OpenBlock =
  { type: "text" } | { type: "tool_use"; id: string; name: string; json: string; input: unknown } | { type: "other" };

/**
 * Builds the turn from streamed events: `message_start`, then per content block
 * `content_block_start` → `content_block_delta`s (`text_delta`, or `input_json_delta` whose
 * `partial_json` pieces, cut anywhere, are joined per block index and parsed at
 * `content_block_stop`) → `message_delta` with the stop reason → `message_stop`.
 */
export class AnthropicTurnAssembler {
  readonly #open = new Map<number, OpenBlock>();
  readonly #calls = new Map<number, ToolCall>();
  #text = "";
  #stopReason: AnthropicStopReason | null = null;
  #stopped = false;

  constructor(
    private readonly names: ToolNameMap,
    private readonly onText: ((delta: string) => void) | undefined,
  ) {}

  add(event: RawMessageStreamEvent): void {
    switch (event.type) {
      case "content_block_start":
        this.#open.set(event.index, openBlock(event.content_block));
        if (event.content_block.type === "text") this.#appendText(event.content_block.text);
        break;
      case "content_block_delta": {
        const block = this.#open.get(event.index);
        if (event.delta.type === "text_delta") this.#appendText(event.delta.text);
        else if (event.delta.type === "input_json_delta" && block?.type === "tool_use")
          block.json += event.delta.partial_json;
        break;
      }
      case "content_block_stop": {
        const block = this.#open.get(event.index);
        if (block?.type === "tool_use") {
          // No deltas at all means the input given at the start is the whole input.
          const parsed = block.json === "" ? checkArgumentsObject(block.input) : parseToolArguments(block.json);
          this.#calls.set(event.index, toolCall(block.id, block.name, parsed, this.names));
        }
        this.#open.delete(event.index);
        break;
      }
      case "message_delta":
        this.#stopReason = event.delta.stop_reason ?? this.#stopReason;
        break;
      case "message_stop":
        this.#stopped = true;
        break;
      case "message_start":
        break;
    }
  }

  /**
   * The turn, once the stream has ended. A stream that ended before `message_stop` did not deliver
   * the turn (a proxy cut it, say): a tool call may be missing or cut short, so it is an error, not
   * a turn to act on.
   */
  finish(): ModelTurn {
    if (!this.#stopped) throw new IncompleteTurnError("the Messages stream ended before message_stop");
    const toolCalls = [...this.#calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
    return { text: this.#text, toolCalls, stopReason: stopReasonOf(this.#stopReason) };
  }

  #appendText(text: string): void {
    if (text === "") return;
    this.#text += text;
    this.onText?.(text);
  }
}

function openBlock(block: RawContentBlockStartEvent["content_block"]): OpenBlock {
  if (block.type === "text") return { type: "text" };
  if (block.type === "tool_use")
    return { type: "tool_use", id: block.id, name: block.name, json: "", input: block.input };
  return { type: "other" };
}

function toolCall(id: string, providerName: string, parsed: ParsedArguments, names: ToolNameMap): ToolCall {
  // An unknown name is kept as the model wrote it, so the dispatcher reports it as unknown.
  const name = names.fromProvider(providerName) ?? providerName;
  return "parseError" in parsed
    ? { id, name, arguments: undefined, parseError: parsed.parseError }
    : { id, name, arguments: parsed.arguments };
}

function stopReasonOf(reason: AnthropicStopReason | null): StopReason {
  switch (reason) {
    case "end_turn":
    case "stop_sequence":
      return "end";
    case "tool_use":
      return "tool_use";
    case "max_tokens":
    // The answer filled the model's context window: cut off, as at max_tokens.
    case "model_context_window_exceeded":
      return "max_tokens";
    default:
      return "other";
  }
}
