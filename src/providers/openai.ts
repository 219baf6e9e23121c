// The entry point gen-tools/openai: the model client and the agent on the official openai SDK,
// apart from gen-tools so that only programs using them load the SDK's types.
export { OpenAIModel, type OpenAIModelOptions } from "./openai-model.js";
export { OpenAIAgent, type OpenAIAgentOptions } from "./openai-agent.js";
