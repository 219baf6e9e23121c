// Provider adapters that need no SDK: tool-definition exporters, name mapping and OpenAI strict
// mode. The `ModelClient`s and agents on the official SDKs are the entry points gen-tools/anthropic
// and gen-tools/openai, so that a program importing gen-tools does not load the SDKs' types.
export { PROVIDER_TOOL_NAME, ToolNameError, ToolNameMap, toProviderToolName } from "./tool-names.js";
export { toAnthropicTools, AnthropicSchemaError, type AnthropicTool, type AnthropicSchemaProblem } from "./anthropic-tools.js";
export { toOpenAITools, StrictModeError, type OpenAITool, type OpenAIToolsOptions } from "./openai-tools.js";
export { IncompleteTurnError } from "./incomplete-turn.js";
export { ProviderError } from "./provider-error.js";
export { NonObjectSchemaError, type ToolSchemaProblem } from "../object-root.js";
export {
  toOpenAIStrictSchema,
  strictModeProblems,
  restoreOmittedArguments,
  type StrictModeProblem,
  type StrictSchemaResult,
  type StrictModeOptions,
} from "./openai-strict.js";
