import type { JsonSchema, JsonSchemaObject } from "../json-schema.js";
import { isPlainObject } from "../validator/json-kind.js";
import { mapSubschemas } from "../validator/schema-structure.js";

/**
 * `schema` (or one of its `$defs`) as it reads once the schema is moved to `at` of a new root whose
 * `$defs` are the schema's: a reference into the schema itself (`#`, `#/items`) is rewritten to its
 * new place (`#/properties/result`, `#/properties/result/items`); one into `$defs` still resolves and
 * stays. Only schemas are walked, never data (`const`, `default`); a subschema with an `$id` of its
 * own is a resource whose references are its own, and is left as it is.
 */
export function withRefsMovedTo(schema: JsonSchema, at: string): JsonSchema {
  if (!isPlainObject(schema)) return schema;
  const moved: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    moved[keyword] = keyword === "$ref" && typeof value === "string" ? movedRef(value, at) : withSubschemasMoved(keyword, value, at);
  }
  return moved as JsonSchemaObject;
}

/** `$defs` moved to the new root beside a schema moved to `at` (see `withRefsMovedTo`). */
export function defsWithRefsMovedTo($defs: Readonly<Record<string, JsonSchema>>, at: string): Record<string, JsonSchema> {
  return withSubschemasMoved("$defs", $defs, at) as Record<string, JsonSchema>;
}

/** A schema that has an `$id` of its own: its references resolve within it, wherever it is. */
export function isOwnResource(schema: JsonSchemaObject): boolean {
  return typeof schema.$id === "string";
}

function withSubschemasMoved(keyword: string, value: unknown, at: string): unknown {
  return mapSubschemas(keyword, value, (subschema) =>
    isPlainObject(subschema) && isOwnResource(subschema as JsonSchemaObject) ? subschema : withRefsMovedTo(subschema as JsonSchema, at),
  );
}

/** `ref` from the new root: a pointer into the schema gets `at` before it; one into `$defs`, or elsewhere, is unchanged. */
function movedRef(ref: string, at: string): string {
  if (ref === "#") return `#${at}`;
  if (!ref.startsWith("#/") || ref === "#/$defs" || ref.startsWith("#/$defs/")) return ref;
  return `#${at}${ref.slice(1)}`;
}
