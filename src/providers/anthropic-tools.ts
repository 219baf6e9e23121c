import type { ToolDefinition } from "../agent/model.js";
import type { JsonSchemaObject } from "../json-schema.js";
import { toProviderToolName } from "./tool-names.js";

/** A custom tool in the Anthropic Messages API's `tools` parameter. */
export interface AnthropicTool {
  name: string;
  description: string;
  input_schema: JsonSchemaObject & { type: "object" };
}

/**
 * Tool definitions as the Messages API takes them: the JSON Schema as it is under `input_schema`,
 * the name with dots mapped to dashes. Manifest `ToolEntry`s are `ToolDefinition`s as they stand.
 */
export function toAnthropicTools(tools: readonly ToolDefinition[]): AnthropicTool[] {
  return tools.map((tool) => ({
    name: toProviderToolName(tool.name),
    description: tool.description,
    input_schema: { ...tool.inputSchema, type: "object" },
  }));
}
