import type { JsonSchema, JsonSchemaObject } from "../../src/json-schema.js";
import { isPlainObject } from "../../src/validator/json-kind.js";
import { escapeToken } from "../../src/validator/json-pointer.js";
import { ANNOTATION_KEYWORDS } from "../../src/validator/schema-structure.js";
import { followRef, type Located } from "./json-types.js";
import { matchingPatterns, unicodeRegex } from "./object-keys.js";

/**
 * Whether a keyword of an object's `layer` other than those that define its keys' values
 * (`properties`, `patternProperties`, `additionalProperties`) may refuse the key `key`, so that no
 * argument has it, or narrow its value: `propertyNames` it may not pass, `unevaluatedProperties`
 * where the layer does not evaluate the key, `maxProperties` beside a key not `required` (of the
 * object's `required` keys), `dependentRequired` or `dependentSchemas` on the key, a `not` or an
 * `if` whose outcome may hang on the key (see `dependsOnKey`), a `const` or an `enum`. What the
 * others say of the key's value is more than its values have there, so it is not compared.
 */
export function mayRefuseKey(layer: Located, key: string, required: ReadonlySet<string>, root: JsonSchemaObject): boolean {
  const { schema, pointer } = layer;
  const dependencies = isPlainObject(schema.dependentRequired) ? schema.dependentRequired[key] : undefined;
  return (
    !passesNames(schema.propertyNames, key) ||
    (!everyValuePasses(schema.unevaluatedProperties) && !evaluatesKey(schema, pointer, key, root, new Set())) ||
    (schema.maxProperties !== undefined && !required.has(key)) ||
    (Array.isArray(dependencies) && !dependencies.every((dependency) => required.has(dependency))) ||
    (isPlainObject(schema.dependentSchemas) && Object.hasOwn(schema.dependentSchemas, key)) ||
    applicatorDependsOnKey(layer, key, root) ||
    Object.hasOwn(schema, "const") ||
    Object.hasOwn(schema, "enum")
  );
}

/** Whether a keyword of one of an object's `layers` may refuse or narrow its key `key` (see `mayRefuseKey`). */
export function layersMayRefuseKey(layers: readonly Located[], key: string, required: ReadonlySet<string>, root: JsonSchemaObject): boolean {
  return layers.some((layer) => mayRefuseKey(layer, key, required, root));
}

/**
 * Whether a subschema that `layer` applies to its object may turn on the key `key` (see
 * `dependsOnKey`): a `dependentSchemas` entry, its `not`, or its `if` with a `then` or an `else`
 * (without either, the `if` refuses nothing).
 */
export function applicatorDependsOnKey({ schema, pointer }: Located, key: string, root: JsonSchemaObject): boolean {
  const dependsOn = (subschema: unknown, at: string): boolean => dependsOnKey(subschema as JsonSchema | undefined, at, key, root, new Set());
  const dependents = isPlainObject(schema.dependentSchemas) ? Object.entries(schema.dependentSchemas) : [];
  const conditional = Object.hasOwn(schema, "if") && (Object.hasOwn(schema, "then") || Object.hasOwn(schema, "else"));
  return (
    dependents.some(([on, dependent]) => dependsOn(dependent, `${pointer}/dependentSchemas/${escapeToken(on)}`)) ||
    dependsOn(schema.not, `${pointer}/not`) ||
    (conditional && ["if", "then", "else"].some((keyword) => dependsOn(schema[keyword], `${pointer}/${keyword}`)))
  );
}

/** `undefined`, `true` or `{}`: a subschema that every value passes. */
function everyValuePasses(schema: unknown): boolean {
  return schema === undefined || schema === true || (isPlainObject(schema) && Object.keys(schema).length === 0);
}

/**
 * Whether the key `key` certainly passes `propertyNames` (`names`): a schema of only `type`, `enum`,
 * `const`, `pattern`, `minLength` and `maxLength` (and annotations) it meets. Another keyword
 * (`format`, `$ref`) this does not work out, so the key may not pass.
 */
function passesNames(names: unknown, key: string): boolean {
  if (everyValuePasses(names)) return true;
  if (!isPlainObject(names)) return false;
  const { type, enum: values, const: only, pattern, minLength, maxLength, ...others } = names;
  const length = [...key].length;
  return (
    Object.keys(others).every((keyword) => ANNOTATION_KEYWORDS.has(keyword)) &&
    (type === undefined || type === "string" || (Array.isArray(type) && type.includes("string"))) &&
    (values === undefined || (Array.isArray(values) && values.includes(key))) &&
    (only === undefined || only === key) &&
    (pattern === undefined || (typeof pattern === "string" && unicodeRegex(pattern, names)?.test(key) === true)) &&
    (typeof minLength !== "number" || length >= minLength) &&
    (typeof maxLength !== "number" || length <= maxLength)
  );
}

/**
 * Whether the object schema `schema` (at `pointer` in `root`) evaluates its key `key`, which its
 * `unevaluatedProperties` then does not apply to: its `properties` or a pattern names it, or it has
 * `additionalProperties`, itself or in an `allOf` branch or a `$ref`'s target. (Others, an `anyOf`
 * branch's, may too: the key is then taken to be unevaluated, which compares less.)
 */
function evaluatesKey(schema: JsonSchema, pointer: string, key: string, root: JsonSchemaObject, seen: ReadonlySet<string>): boolean {
  if (typeof schema === "boolean") return false;
  if (Object.hasOwn(schema.properties ?? {}, key) || matchingPatterns({ schema, pointer }, key).length > 0 || schema.additionalProperties !== undefined) return true;
  if ((schema.allOf ?? []).some((branch, i) => evaluatesKey(branch, `${pointer}/allOf/${i}`, key, root, seen))) return true;
  const target = typeof schema.$ref === "string" ? followRef(schema.$ref, root, pointer, seen) : undefined;
  return target !== undefined && evaluatesKey(target.schema, target.pointer, key, root, target.seen);
}

/** Keywords whose outcome on an object may hang on any of its keys: its count of keys, its names, or its keys beyond those named. */
const ON_EVERY_KEY = ["propertyNames", "additionalProperties", "unevaluatedProperties", "minProperties", "maxProperties", "const", "enum", "$dynamicRef", "$recursiveRef"];

/** The keywords whose subschemas apply to the object itself, each a schema or a list of them. */
const IN_PLACE = ["allOf", "anyOf", "oneOf", "not", "if", "then", "else"] as const;

/**
 * Whether an object's passing `schema` (at `pointer` in `root`) may hang on its key `key`: on its
 * having the key, or on the key's value. A `$ref` this cannot follow, or one back on the way, may.
 */
function dependsOnKey(schema: JsonSchema | undefined, pointer: string, key: string, root: JsonSchemaObject, seen: ReadonlySet<string>): boolean {
  if (schema === undefined || typeof schema === "boolean" || seen.has(pointer)) return false;
  const inner = new Set([...seen, pointer]);
  const dependents = isPlainObject(schema.dependentSchemas) ? Object.entries(schema.dependentSchemas) : [];
  const dependencies = isPlainObject(schema.dependentRequired) ? Object.entries(schema.dependentRequired) : [];
  if (
    ON_EVERY_KEY.some((keyword) => Object.hasOwn(schema, keyword) && schema[keyword] !== true) ||
    Object.hasOwn(schema.properties ?? {}, key) ||
    matchingPatterns({ schema, pointer }, key).length > 0 ||
    schema.required?.includes(key) === true ||
    dependencies.some(([on, keys]) => on === key || (Array.isArray(keys) && keys.includes(key))) ||
    dependents.some(([on, dependent]) => on === key || dependsOnKey(dependent as JsonSchema, `${pointer}/dependentSchemas/${escapeToken(on)}`, key, root, inner))
  ) {
    return true;
  }
  const subschemas = IN_PLACE.flatMap((keyword): [JsonSchema, string][] => {
    const value = schema[keyword] as JsonSchema | JsonSchema[] | undefined;
    if (value === undefined) return [];
    return Array.isArray(value) ? value.map((branch, i) => [branch, `${pointer}/${keyword}/${i}`]) : [[value, `${pointer}/${keyword}`]];
  });
  if (subschemas.some(([subschema, at]) => dependsOnKey(subschema, at, key, root, inner))) return true;
  if (typeof schema.$ref !== "string") return false;
  const target = followRef(schema.$ref, root, pointer, inner);
  return target === undefined || dependsOnKey(target.schema, target.pointer, key, root, inner);
}
