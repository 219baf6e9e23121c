// Provider adapters: tool-definition exporters, name mapping, OpenAI strict mode, and the
// `ModelClient`s and agents on the official SDKs (loaded only when a client has to be created).
export { PROVIDER_TOOL_NAME, ToolNameError, ToolNameMap, toProviderToolName } from "./tool-names.js";
export { toAnthropicTools, type AnthropicTool } from "./anthropic-tools.js";
export { toOpenAITools, StrictModeError, type OpenAITool, type OpenAIToolsOptions } from "./openai-tools.js";
export {
  toOpenAIStrictSchema,
  strictModeProblems,
  restoreOmittedArguments,
  type StrictModeProblem,
  type StrictSchemaResult,
  type StrictModeOptions,
} from "./openai-strict.js";
export { AnthropicModel, type AnthropicModelOptions } from "./anthropic-model.js";
export { OpenAIModel, type OpenAIModelOptions } from "./openai-model.js";
export { AnthropicAgent, type AnthropicAgentOptions } from "./anthropic-agent.js";
export { OpenAIAgent, type OpenAIAgentOptions } from "./openai-agent.js";
