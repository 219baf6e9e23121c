import { BaseAgent, type BaseAgentOptions } from "../agent/base-agent.js";
import { AnthropicModel, type AnthropicModelOptions } from "./anthropic-model.js";

/** `BaseAgent` options, with the model given as an Anthropic model id (and client) instead of a `ModelClient`. */
export type AnthropicAgentOptions = Omit<BaseAgentOptions, "model"> & AnthropicModelOptions;

/**
 * An agent on Claude through the official `@anthropic-ai/sdk`:
 * `new AnthropicAgent({ name, registry, model: "claude-sonnet-4-5" })`. Without `client`, one is
 * created on first use from the environment (`ANTHROPIC_API_KEY`).
 */
export class AnthropicAgent extends BaseAgent {
  declare readonly model: AnthropicModel;

  constructor(options: AnthropicAgentOptions) {
    const { client, model, maxTokens, maxRetryAfter, ...agentOptions } = options;
    super({
      ...agentOptions,
      model: new AnthropicModel({ client, model, maxTokens, maxRetryAfter }),
    });
  }
}
