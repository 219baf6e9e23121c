import type { JsonSchemaObject } from "../../src/json-schema.js";

// Watch mode keeps the entries of unchanged files, schemas included: each is written out once.
const texts = new WeakMap<JsonSchemaObject, string>();

/** `JSON.stringify(schema)` of a build's schema (which nothing changes once it is built), once per schema. */
export function schemaText(schema: JsonSchemaObject): string {
  let text = texts.get(schema);
  if (text === undefined) {
    text = JSON.stringify(schema);
    texts.set(schema, text);
  }
  return text;
}
