import type OpenAI from "openai";
import type { ChatCompletionCreateParamsBase } from "openai/resources/chat/completions/completions";
import type { ModelClient, ModelRequest, ModelTurn, RespondOptions } from "../agent/model.js";
import { restoreOmittedArguments } from "./openai-strict.js";
import { toOpenAIMessages } from "./openai-messages.js";
import { toOpenAITools } from "./openai-tools.js";
import { OpenAITurnAssembler, turnFromCompletion, type ArgumentsRestorer } from "./openai-turn.js";
import { clientOnFirstUse, givenClient, type ClientSource } from "./optional-sdk.js";
import { withRetryBound } from "./openai-retry-bound.js";
import { maxRetryAfterOption } from "./retry-after.js";
import { ToolNameMap } from "./tool-names.js";
import { watchedTurn } from "./watched-turn.js";

export interface OpenAIModelOptions {
  /** A constructed `new OpenAI()`; when absent one is created (API key from `OPENAI_API_KEY`). */
  client?: OpenAI | undefined;
  /** The model id, e.g. `gpt-4.1`. */
  model: string;
  /** `max_completion_tokens` for each response; unset leaves it to the API. */
  maxTokens?: number | undefined;
  /**
   * Send tools with `strict: true` in strict form (see `toOpenAIStrictSchema`). The `null`s the model
   * then gives for optional parameters are turned back into absent ones before the dispatcher sees
   * them. A tool schema strict mode cannot express makes `respond` throw a `StrictModeError`.
   */
  strict?: boolean | undefined;
  /**
   * `parallel_tool_calls`. Default: `false` with `strict` (OpenAI documents that parallel calls may
   * not match strict schemas), otherwise not sent (the API's default, parallel calls allowed).
   * `null` never sends it: reasoning models (o1, o3, o4-mini) refuse the parameter, `false` too.
   */
  parallelToolCalls?: boolean | null | undefined;
  /**
   * The longest `retry-after` (ms) the SDK waits before a retry (of a 408, 409, 429 or 5xx); a longer
   * one fails the request at once, with a `ProviderError` that says how long. Default 60 000;
   * `Infinity`: no bound.
   * Not applied to an `AzureOpenAI` client of openai before 5.18 (see `withRetryBound`).
   */
  maxRetryAfter?: number | undefined;
}

/** A `ModelClient` on OpenAI Chat Completions, through the official `openai` SDK. */
export class OpenAIModel implements ModelClient {
  readonly provider = "openai" as const;
  readonly model: string;
  readonly maxTokens: number | undefined;
  readonly strict: boolean;
  readonly parallelToolCalls: boolean | undefined;
  readonly maxRetryAfter: number;
  readonly #client: ClientSource<OpenAI>;

  constructor(options: OpenAIModelOptions) {
    this.model = options.model;
    this.maxTokens = options.maxTokens;
    this.strict = options.strict ?? false;
    const { parallelToolCalls } = options;
    this.parallelToolCalls = parallelToolCalls === null ? undefined : (parallelToolCalls ?? (this.strict ? false : undefined));
    this.maxRetryAfter = maxRetryAfterOption(options.maxRetryAfter, "OpenAIModel");
    const { client } = options;
    this.#client = client !== undefined ? givenClient(client) : clientOnFirstUse(() => import("openai"), "openai", "OpenAIModel");
  }

  async respond(request: ModelRequest, options: RespondOptions): Promise<ModelTurn> {
    const client = await this.#client.get();
    const names = new ToolNameMap(request.tools.map((tool) => tool.name));
    const params: ChatCompletionCreateParamsBase = {
      model: this.model,
      messages: toOpenAIMessages(request.system, request.messages),
      ...(request.tools.length === 0 ? {} : { tools: toOpenAITools(request.tools, { strict: this.strict }) }),
      ...(request.tools.length === 0 || this.parallelToolCalls === undefined
        ? {}
        : { parallel_tool_calls: this.parallelToolCalls }),
      ...(this.maxTokens === undefined ? {} : { max_completion_tokens: this.maxTokens }),
    };
    const restore = this.#restorer(request);
    const failure = { provider: this.provider, client, tools: request.tools.map((tool) => tool.name), names };
    // A copy made for each turn (about 50 µs), so that it has what the client has now: a key set on it later.
    const sender = withRetryBound(client, this.maxRetryAfter);
    return watchedTurn(
      {
        whole: (signal) => sender.chat.completions.create({ ...params, stream: false }, { signal }),
        turnOf: (completion) => turnFromCompletion(completion, names, restore),
        streamed: (signal) => sender.chat.completions.create({ ...params, stream: true }, { signal }),
        assembler: () => new OpenAITurnAssembler(names, restore, options.onText),
      },
      options,
      failure,
    );
  }

  /** Strict mode's inverse, against each tool's original schema; without strict mode, nothing to undo. */
  #restorer(request: ModelRequest): ArgumentsRestorer {
    if (!this.strict) return (_name, args) => args;
    const schemas = new Map(request.tools.map((tool) => [tool.name, tool.inputSchema]));
    return (name, args) => {
      const schema = schemas.get(name);
      return schema === undefined ? args : (restoreOmittedArguments(schema, args) as Record<string, unknown>);
    };
  }
}
