import type { JsonSchema, JsonSchemaObject, JsonTypeName, JsonValue } from "../../src/json-schema.js";
import { isPlainObject } from "../../src/validator/json-kind.js";
import { decodedFragment, parsePointer } from "../../src/validator/json-pointer.js";
import { MISSING, valueAt } from "../../src/validator/resolve-ref.js";

/** What a schema with no type-narrowing keyword admits: every JSON type (`integer` is a `number`). */
export const EVERY_JSON_TYPE: ReadonlySet<JsonTypeName> = new Set(["string", "number", "boolean", "null", "object", "array"]);

/**
 * Keywords that may narrow what a schema admits in ways this module does not work out: beside one,
 * what the others admit is only an upper bound. Unlike emit/misread-keywords.ts, which asks what
 * json-schema-to-typescript makes a type of, and types a schema it makes none of (`{ not }`,
 * `{ if }`) as any JSON value, which holds all it admits, this module answers which types a schema
 * admits, to report a handler that does not take one of them; it cannot tell for these.
 */
const UNREAD_NARROWING = ["allOf", "not", "if", "$dynamicRef"];

/**
 * The JSON types a schema admits: those that its `$ref` (a local one into the root's `$defs`),
 * `type`, `const`, `enum`, `anyOf` and `oneOf` (the union of their branches') all admit; `object`
 * or `array` for a schema with none of them but `properties` or `items`; all of them for `{}`,
 * `true`, or a schema whose keywords narrow no type (`{ description }`, `{ minLength: 1 }`, which a
 * number passes). `null` when this cannot tell: a `$ref` it does not follow, or `allOf`, `not`, `if`
 * or `$dynamicRef` beside more than one type (beside one, they can only leave a schema nothing passes).
 */
export function jsonTypesOf(schema: JsonSchema | undefined, root: JsonSchemaObject, seen: ReadonlySet<string> = new Set()): Set<JsonTypeName> | null {
  if (schema === undefined) return null;
  if (typeof schema === "boolean") return new Set(schema ? EVERY_JSON_TYPE : []);
  let types: Set<JsonTypeName> | undefined;
  for (const admitted of typesByKeyword(schema, root, seen)) {
    if (admitted === null) return null;
    types = types === undefined ? admitted : sharedTypes(types, admitted);
  }
  types ??= new Set(schema.properties !== undefined ? ["object"] : schema.items !== undefined || schema.prefixItems !== undefined ? ["array"] : EVERY_JSON_TYPE);
  return types.size > 1 && UNREAD_NARROWING.some((keyword) => Object.hasOwn(schema, keyword)) ? null : types;
}

/** What each type-narrowing keyword this module reads admits, `null` where it cannot tell. */
function* typesByKeyword(schema: JsonSchemaObject, root: JsonSchemaObject, seen: ReadonlySet<string>): Generator<Set<JsonTypeName> | null> {
  if (typeof schema.$ref === "string") {
    const target = followRef(schema.$ref, root, seen);
    yield target === undefined ? null : jsonTypesOf(target.schema, root, target.seen);
  }
  if (schema.type !== undefined) yield new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (schema.const !== undefined) yield new Set([typeOfValue(schema.const)]);
  if (Array.isArray(schema.enum)) yield new Set(schema.enum.map(typeOfValue));
  for (const branches of [schema.anyOf, schema.oneOf]) {
    if (branches !== undefined) yield unionOf(branches, root, seen);
  }
}

function unionOf(branches: readonly JsonSchema[], root: JsonSchemaObject, seen: ReadonlySet<string>): Set<JsonTypeName> | null {
  const union = new Set<JsonTypeName>();
  for (const branch of branches) {
    const types = jsonTypesOf(branch, root, seen);
    if (types === null) return null;
    for (const t of types) union.add(t);
  }
  return union;
}

/** The types of `first` that `second` admits too, by `first`'s names: `integer` and `number` share the integers. */
function sharedTypes(first: ReadonlySet<JsonTypeName>, second: ReadonlySet<JsonTypeName>): Set<JsonTypeName> {
  const numeric = (t: JsonTypeName): boolean => t === "number" || t === "integer";
  return new Set([...first].filter((t) => second.has(t) || (numeric(t) && [...second].some(numeric))));
}

/** Whether `types` are every JSON type, as a schema with no type-narrowing keyword's are. */
export function admitsAnyValue(types: ReadonlySet<JsonTypeName>): boolean {
  return [...EVERY_JSON_TYPE].every((t) => types.has(t));
}

/**
 * The schema a `$ref` to a JSON Pointer in the document points to (`#/$defs/Point`,
 * `#/properties/a`), its pointer (decoded from the URI fragment), and the refs followed so far;
 * `undefined` if it is not such a ref (an `$anchor`, an `$id`: the check leaves those schemas
 * uncompared), has no schema there, or loops.
 */
export function followRef(ref: string, root: JsonSchemaObject, seen: ReadonlySet<string>): { schema: JsonSchema; pointer: string; seen: ReadonlySet<string> } | undefined {
  if (!ref.startsWith("#/") || seen.has(ref)) return undefined;
  const pointer = decodedFragment(ref.slice(1));
  if (pointer === undefined) return undefined;
  const tokens = parsePointer(pointer);
  const target = tokens === undefined ? MISSING : valueAt(root, tokens);
  if (typeof target !== "boolean" && !isPlainObject(target)) return undefined;
  return { schema: target as JsonSchema, pointer, seen: new Set([...seen, ref]) };
}

/** `integer` is a `number`, so a schema saying integer fits a handler taking number. */
export function typesFit(schemaTypes: ReadonlySet<JsonTypeName>, handlerTypes: ReadonlySet<JsonTypeName>): boolean {
  return [...schemaTypes].every((t) => handlerTypes.has(t) || (t === "integer" && handlerTypes.has("number")));
}

export function describeTypes(types: ReadonlySet<JsonTypeName>): string {
  return types.size === 0 ? "nothing" : [...types].sort().join(" | ");
}

function typeOfValue(value: JsonValue): JsonTypeName {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as "string" | "boolean" | "object";
}
