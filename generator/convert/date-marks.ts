import type { JsonSchemaObject } from "../../src/json-schema.js";
import { isPlainObject } from "../../src/validator/json-kind.js";
import { escapeToken } from "../../src/validator/json-pointer.js";
import { subschemasAt } from "../../src/validator/schema-structure.js";

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

/**
 * JSON Pointers to the marked subschemas of an assembled schema, in document order: a walk through
 * the keywords that hold subschemas, so that data (`const`, `default`) is never walked and a
 * property named like a keyword is a schema all the same.
 */
export function datePointers(schema: JsonSchemaObject): string[] {
  const found: string[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (!isPlainObject(value)) return;
    if (isDateSchema(value)) {
      found.push(pointer);
      return;
    }
    for (const [keyword, child] of Object.entries(value)) {
      for (const sub of subschemasAt(keyword, child, `${pointer}/${escapeToken(keyword)}`)) walk(sub.schema, sub.pointer);
    }
  };
  walk(schema, "");
  return found;
}
