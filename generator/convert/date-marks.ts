import type { JsonSchemaObject } from "../../src/json-schema.js";
import { escapeToken } from "../../src/validator/json-pointer.js";

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

/** Keywords whose values are data, not schemas: never marked, so not walked. */
const DATA = new Set(["const", "enum", "default", "examples"]);

/** Keywords whose values map names (of properties, patterns, definitions) to schemas. */
const SCHEMAS_BY_NAME = new Set(["properties", "patternProperties", "$defs", "dependentSchemas"]);

/** JSON Pointers to the marked subschemas of an assembled schema, in document order. */
export function datePointers(schema: JsonSchemaObject): string[] {
  const found: string[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (typeof value !== "object" || value === null) return;
    if (isDateSchema(value)) {
      found.push(pointer);
      return;
    }
    for (const [keyword, child] of Object.entries(value)) {
      if (DATA.has(keyword) || typeof child !== "object" || child === null) continue;
      const at = `${pointer}/${escapeToken(keyword)}`;
      // A property named `default` is a schema like any other: names are not keywords.
      if (SCHEMAS_BY_NAME.has(keyword) || Array.isArray(child)) {
        for (const [name, sub] of Object.entries(child)) walk(sub, `${at}/${escapeToken(name)}`);
      } else walk(child, at);
    }
  };
  walk(schema, "");
  return found;
}
