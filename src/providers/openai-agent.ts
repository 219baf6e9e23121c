import { BaseAgent, type BaseAgentOptions } from "../agent/base-agent.js";
import { OpenAIModel, type OpenAIModelOptions } from "./openai-model.js";

/** `BaseAgent` options, with the model given as an OpenAI model id (and client, strict mode) instead of a `ModelClient`. */
export type OpenAIAgentOptions = Omit<BaseAgentOptions, "model"> & OpenAIModelOptions;

/**
 * An agent on OpenAI Chat Completions through the official `openai` SDK:
 * `new OpenAIAgent({ name, registry, model: "gpt-4.1", strict: true })`. Without `client`, one is
 * created on first use from the environment (`OPENAI_API_KEY`).
 */
export class OpenAIAgent extends BaseAgent {
  declare readonly model: OpenAIModel;

  constructor(options: OpenAIAgentOptions) {
    const { client, model, maxTokens, strict, parallelToolCalls, maxRetryAfter, ...agentOptions } = options;
    super({
      ...agentOptions,
      model: new OpenAIModel({ client, model, maxTokens, strict, parallelToolCalls, maxRetryAfter }),
    });
  }
}
