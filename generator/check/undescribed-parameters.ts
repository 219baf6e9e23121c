import type { JsonSchema } from "../../src/json-schema.js";
import { escapeToken } from "../../src/validator/json-pointer.js";
import type { Diagnostic } from "../diagnostics.js";
import type { RegisteredTool } from "../discover/index.js";
import { diagnosticAt } from "../source-location.js";
import { followRefs } from "./json-types.js";

/**
 * GT1100 for a `registerTool` schema: each argument (a property of `parameters`) that has no
 * description, neither its own nor that of a subschema its `$ref`s lead to, as a converted tool's
 * parameters are checked. A model reads only descriptions.
 */
export function undescribedParameters(tool: RegisteredTool, root: string): Diagnostic[] {
  const schema = tool.parameters.value;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).flatMap(([name, property]) => {
    const at = `/properties/${escapeToken(name)}`;
    const followed = followRefs(property, schema, at);
    // A description on any schema along the `$ref`s is one the model reads with the argument.
    const along = followed === undefined ? [property] : [...followed.via.map((v) => v.schema), followed.schema];
    if (along.some(described)) return [];
    const node = tool.parameters.nodes.get(at) ?? tool.node;
    return [diagnosticAt(root, node, "GT1100", "warning", `tool '${tool.name}': parameter '${name}' has no description (add "description" to its schema)`)];
  });
}

function described(schema: JsonSchema): boolean {
  return typeof schema === "object" && typeof schema.description === "string" && schema.description.trim() !== "";
}
