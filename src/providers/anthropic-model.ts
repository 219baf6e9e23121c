import type Anthropic from "@anthropic-ai/sdk";
import type { Middleware } from "@anthropic-ai/sdk";
import type { MessageCreateParamsBase } from "@anthropic-ai/sdk/resources/messages/messages";
import type { ModelClient, ModelRequest, ModelTurn, RespondOptions } from "../agent/model.js";
import { toAnthropicMessages } from "./anthropic-messages.js";
import { toAnthropicTools } from "./anthropic-tools.js";
import { AnthropicTurnAssembler, turnFromMessage } from "./anthropic-turn.js";
import { clientOnFirstUse, givenClient, type ClientSource } from "./optional-sdk.js";
import { lacksCredentials, ProviderError } from "./provider-error.js";
import { boundRetryAfter, boundsRetryWait, maxRetryAfterOption } from "./retry-after.js";
import { ToolNameMap } from "./tool-names.js";
import { watchedTurn } from "./watched-turn.js";

export interface AnthropicModelOptions {
  /** A constructed `new Anthropic()`; when absent one is created (API key from `ANTHROPIC_API_KEY`). */
  client?: Anthropic | undefined;
  /** The model id, e.g. `claude-sonnet-4-5`. */
  model: string;
  /** `max_tokens` for each response. Default 4096. */
  maxTokens?: number | undefined;
  /**
   * The longest `retry-after` (ms) the SDK waits before a retry (of a 408, 409, 429 or 5xx); a longer
   * one fails the request at once, with a `ProviderError` that says how long. Default 60 000;
   * `Infinity`: no bound.
   */
  maxRetryAfter?: number | undefined;
}

const DEFAULT_MAX_TOKENS = 4096;

/**
 * A `ModelClient` on the Anthropic Messages API, through the official `@anthropic-ai/sdk`. A tool
 * schema the API refuses makes `respond` throw an `AnthropicSchemaError` before any request.
 */
export class AnthropicModel implements ModelClient {
  readonly provider = "anthropic" as const;
  readonly model: string;
  readonly maxTokens: number;
  readonly maxRetryAfter: number;
  readonly #client: ClientSource<Anthropic>;
  /** Runs at each of the SDK's tries, before the SDK decides whether to retry. */
  readonly #retryBound: Middleware;

  constructor(options: AnthropicModelOptions) {
    this.model = options.model;
    this.maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
    const maxRetryAfter = maxRetryAfterOption(options.maxRetryAfter, "AnthropicModel");
    this.maxRetryAfter = maxRetryAfter;
    this.#retryBound = async (request, next) => boundRetryAfter(await next(request), maxRetryAfter);
    const { client } = options;
    this.#client = client !== undefined ? givenClient(client) : clientOnFirstUse(() => import("@anthropic-ai/sdk"), "@anthropic-ai/sdk", "AnthropicModel");
  }

  async respond(request: ModelRequest, options: RespondOptions): Promise<ModelTurn> {
    const client = await this.#client.get();
    const names = new ToolNameMap(request.tools.map((tool) => tool.name));
    const params: MessageCreateParamsBase = {
      model: this.model,
      max_tokens: this.maxTokens,
      messages: toAnthropicMessages(request.messages),
      ...(request.system === undefined ? {} : { system: request.system }),
      ...(request.tools.length === 0 ? {} : { tools: toAnthropicTools(request.tools) }),
    };
    const failure = { provider: this.provider, client, tools: request.tools.map((tool) => tool.name), names };
    const middleware = boundsRetryWait(client, this.maxRetryAfter) ? [this.#retryBound] : [];
    try {
      return await watchedTurn(
        {
          whole: (signal) => client.messages.create({ ...params, stream: false }, { signal, middleware }),
          turnOf: (message) => turnFromMessage(message, names),
          streamed: (signal) => client.messages.create({ ...params, stream: true }, { signal, middleware }),
          assembler: () => new AnthropicTurnAssembler(names, options.onText),
        },
        options,
        failure,
      );
    } catch (error) {
      // The SDK makes a client without an API key and finds none only when it sends: the next call
      // makes one again, to read a key set since, as when the OpenAI SDK refuses to make one.
      if (error instanceof ProviderError && lacksCredentials(error.cause)) this.#client.forget();
      throw error;
    }
  }
}
