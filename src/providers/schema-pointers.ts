import type { JsonSchema, JsonSchemaObject } from "../json-schema.js";


/**
 * The subschema a local `$ref` (`#`, `#/$defs/Name`, any `#/...` pointer) points to, or `undefined`
 * when the reference is not local or leads nowhere.
 */
export function resolveLocalRef(root: JsonSchemaObject, ref: string): JsonSchema | undefined {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const token = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return typeof node === "boolean" || (typeof node === "object" && node !== null && !Array.isArray(node))
    ? (node as JsonSchema)
    : undefined;
}
