import type { JsonSchemaObject } from "../../src/json-schema.js";
import { isPlainObject } from "../../src/validator/json-kind.js";
import { subschemasAt } from "../../src/validator/schema-structure.js";

/** Visits the schema and each subschema in it with its pointer, not data (`const`, `default`) that looks like one. */
export function forEachSchema(schema: unknown, at: string, visit: (schema: JsonSchemaObject, at: string) => void): void {
  if (!isPlainObject(schema)) return;
  visit(schema as JsonSchemaObject, at);
  for (const [keyword, value] of Object.entries(schema)) {
    for (const held of subschemasAt(keyword, value, `${at}/${keyword}`)) forEachSchema(held.schema, held.pointer, visit);
  }
}
