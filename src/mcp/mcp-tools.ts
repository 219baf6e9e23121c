import type { ToolDefinition } from "../agent/model.js";
import type { JsonSchemaObject, JsonValue } from "../json-schema.js";

/** What a `tools/list` entry is made from: a tool definition and whether the tool is idempotent. */
export interface McpToolSource extends ToolDefinition {
  idempotent: boolean;
}

/** A `tools/list` entry (MCP `Tool`). */
export interface McpTool {
  name: string;
  description: string;
  inputSchema: JsonSchemaObject & { type: "object" };
  outputSchema?: JsonSchemaObject & { type: "object" };
  annotations: { idempotentHint: boolean };
}

/**
 * MCP wants `outputSchema` (and so `structuredContent`) to be an object. A tool returning anything
 * else has its value under this key; `toMcpStructuredContent` does the same to the value.
 */
export const MCP_RESULT_KEY = "result";

/**
 * `tools/list` entries, in the order given. Names stay the registry's dotted ones (MCP allows
 * `.`); schemas are served as they are, a non-object output schema wrapped under `result`.
 */
export function toMcpTools(tools: readonly McpToolSource[]): McpTool[] {
  return tools.map((tool) => {
    const entry: McpTool = {
      name: tool.name,
      description: tool.description,
      inputSchema: { ...tool.inputSchema, type: "object" },
      annotations: { idempotentHint: tool.idempotent },
    };
    if (tool.outputSchema !== undefined) entry.outputSchema = toMcpOutputSchema(tool.outputSchema);
    return entry;
  });
}

/** The output schema MCP can carry: an object one as it is, any other wrapped under `result`. */
export function toMcpOutputSchema(schema: JsonSchemaObject): JsonSchemaObject & { type: "object" } {
  if (isObjectRooted(schema)) return { ...schema, type: "object" };
  // `$defs` move to the new root, so `#/$defs/...` references still resolve.
  const { $defs, $schema, ...inner } = schema;
  return {
    ...($schema === undefined ? {} : { $schema }),
    type: "object",
    properties: { [MCP_RESULT_KEY]: inner },
    required: [MCP_RESULT_KEY],
    additionalProperties: false,
    ...($defs === undefined ? {} : { $defs }),
  };
}

/**
 * A tool's return value as `structuredContent` for its `toMcpOutputSchema` schema. A returned
 * `undefined` is `null`, as in the result's text (JSON would leave the key out, which the schema requires).
 */
export function toMcpStructuredContent(schema: JsonSchemaObject, value: JsonValue | undefined): Record<string, JsonValue> {
  if (isObjectRooted(schema) && typeof value === "object" && value !== null && !Array.isArray(value)) return value;
  return { [MCP_RESULT_KEY]: value ?? null };
}

function isObjectRooted(schema: JsonSchemaObject): boolean {
  return schema.type === "object";
}
