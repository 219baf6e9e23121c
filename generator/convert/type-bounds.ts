import type { JsonSchemaObject, JsonValue } from "../../src/json-schema.js";

/**
 * The keywords a type sets on its own schema (a tuple's `minItems` and `maxItems`, a template
 * literal's `pattern`), which a JSDoc or tag keyword of the same name must not loosen. Kept beside
 * the schema object, not in it, so that the schema stays plain data; `applyKeywords` carries them
 * to the copy it makes.
 */
const typeBounds = new WeakMap<JsonSchemaObject, Readonly<Record<string, JsonValue>>>();

/** Records the keywords `names` of `schema`, as its type set them. */
export function markTypeBounds(schema: JsonSchemaObject, names: readonly string[]): JsonSchemaObject {
  const bounds: Record<string, JsonValue> = {};
  for (const name of names) {
    const value = schema[name];
    if (value !== undefined) bounds[name] = value as JsonValue;
  }
  typeBounds.set(schema, bounds);
  return schema;
}

/** `copy`, with the type bounds of `original`. */
export function keepTypeBounds(original: JsonSchemaObject, copy: JsonSchemaObject): JsonSchemaObject {
  const bounds = typeBounds.get(original);
  if (bounds !== undefined) typeBounds.set(copy, bounds);
  return copy;
}

/**
 * Sets a keyword written in JSDoc or a tag so that a value must meet it and the type's own bound of
 * that name both: the stricter of two lengths, a second pattern in `allOf`, beside what `allOf`
 * holds of other keywords. Set again (a property's comment over its alias's), it replaces what was
 * written before, never the type's bound.
 */
export function setBoundedKeyword(schema: JsonSchemaObject, name: string, value: JsonValue): void {
  const bound = typeBounds.get(schema)?.[name];
  if (bound === undefined || bound === value) {
    schema[name] = value;
  } else if (name === "minItems" && typeof bound === "number" && typeof value === "number") {
    schema[name] = Math.max(bound, value);
  } else if (name === "maxItems" && typeof bound === "number" && typeof value === "number") {
    schema[name] = Math.min(bound, value);
  } else {
    schema[name] = bound;
    const others = (schema.allOf ?? []).filter((entry) => typeof entry === "boolean" || !(name in entry));
    schema.allOf = [...others, { [name]: value }];
  }
}
