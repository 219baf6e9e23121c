import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ToolEntry } from "../../../src/manifest.js";

/**
 * A tool entry as gen-tools writes it, keys in its order: the `registerTool` function `name`, with
 * this input schema, an output schema, and `extra` keys after the rest.
 */
export function toolEntry(name: string, inputSchema: JsonSchemaObject, extra: Record<string, unknown> = {}): ToolEntry {
  return {
    name,
    description: "A tool",
    inputSchema,
    outputSchema: { type: "object", properties: { ok: { type: "boolean" } } },
    idempotent: false,
    timeoutMs: null,
    allowedAgents: null,
    parameters: null,
    owner: { export: name },
    source: { file: "src/tools.ts", line: 1 },
    ...extra,
  };
}
