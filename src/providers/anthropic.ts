// The entry point gen-tools/anthropic: the model client and the agent on the official
// @anthropic-ai/sdk, apart from gen-tools so that only programs using them load the SDK's types.
export { AnthropicModel, type AnthropicModelOptions } from "./anthropic-model.js";
export { AnthropicAgent, type AnthropicAgentOptions } from "./anthropic-agent.js";
