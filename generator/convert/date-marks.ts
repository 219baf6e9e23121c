import type { JsonSchemaObject } from "../../src/json-schema.js";
import { forEachSchema } from "../../src/validator/schema-structure.js";

/**
 * Marks the schema of a `Date` in a signature, where the runtime makes a `Date` of the string. A
 * symbol: JSON, `Object.keys` and the emitters do not see it, and spreading a schema keeps it.
 */
const DATE_VALUE = Symbol("a Date in the signature");

type Marked = JsonSchemaObject & { [DATE_VALUE]?: true };

export function markDate(schema: JsonSchemaObject): JsonSchemaObject {
  (schema as Marked)[DATE_VALUE] = true;
  return schema;
}

/** Whether the schema is that of a `Date` in the signature. */
export function isDateSchema(schema: unknown): boolean {
  return typeof schema === "object" && schema !== null && (schema as Marked)[DATE_VALUE] === true;
}

/** Marks `copy` as `original` is marked: for copies not made by spreading. */
export function keepDateMark<T>(original: unknown, copy: T): T {
  if (isDateSchema(original)) (copy as Marked)[DATE_VALUE] = true;
  return copy;
}

/** JSON Pointers to the marked subschemas of an assembled schema, in document order. */
export function datePointers(schema: JsonSchemaObject): string[] {
  const found: string[] = [];
  forEachSchema(schema, "", (subschema, pointer) => {
    if (isDateSchema(subschema)) found.push(pointer);
  });
  return found;
}
