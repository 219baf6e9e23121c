import type { JsonSchema } from "../../src/json-schema.js";
import { escapeToken } from "../../src/validator/json-pointer.js";
import type { Diagnostic } from "../diagnostics.js";
import type { RegisteredTool } from "../discover/index.js";
import { diagnosticAt } from "../source-location.js";
import { followRef } from "./json-types.js";

/**
 * GT1100 for a `registerTool` schema: each argument (a property of `parameters`) that has no
 * description, neither its own nor that of the `$defs` entry it references, as a converted tool's
 * parameters are checked. A model reads only descriptions.
 */
export function undescribedParameters(tool: RegisteredTool, root: string): Diagnostic[] {
  const schema = tool.parameters.value;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).flatMap(([name, property]) => {
    const at = `/properties/${escapeToken(name)}`;
    if (described(property) || (typeof property !== "boolean" && typeof property.$ref === "string" && described(followRef(property.$ref, schema, at, new Set())?.schema))) return [];
    const node = tool.parameters.nodes.get(at) ?? tool.node;
    return [diagnosticAt(root, node, "GT1100", "warning", `tool '${tool.name}': parameter '${name}' has no description (add "description" to its schema)`)];
  });
}

function described(schema: JsonSchema | undefined): boolean {
  return typeof schema === "object" && typeof schema.description === "string" && schema.description.trim() !== "";
}
