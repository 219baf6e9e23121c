import type { JsonSchema, JsonSchemaObject, JsonTypeName, JsonValue } from "../../src/json-schema.js";
import { unescapeToken } from "../../src/validator/json-pointer.js";

/** What a schema with no type-narrowing keyword admits: every JSON type (`integer` is a `number`). */
export const ANY_JSON_VALUE: ReadonlySet<JsonTypeName> = new Set(["string", "number", "boolean", "null", "object", "array"]);

/** Keywords that may narrow what a schema admits in ways this module does not work out. */
const UNREAD_NARROWING = ["allOf", "not", "if", "$dynamicRef"];

/**
 * The JSON types a schema admits: all of them for `{}`, `true`, or a schema whose keywords narrow no
 * type (`{ description }`, `{ minLength: 1 }`, which a number passes). `null` when this cannot tell:
 * a `$ref` it does not follow, `allOf`, `not`, `if`. Follows local `$ref`s into the root's `$defs`,
 * and unions `anyOf`/`oneOf` branches.
 */
export function jsonTypesOf(schema: JsonSchema | undefined, root: JsonSchemaObject, seen: ReadonlySet<string> = new Set()): Set<JsonTypeName> | null {
  if (schema === undefined) return null;
  if (typeof schema === "boolean") return new Set(schema ? ANY_JSON_VALUE : []);
  if (typeof schema.$ref === "string") {
    const target = followRef(schema.$ref, root, seen);
    return target === undefined ? null : jsonTypesOf(target.schema, root, target.seen);
  }
  if (schema.type !== undefined) return new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (schema.const !== undefined) return new Set([typeOfValue(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(typeOfValue));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches !== undefined) {
    const union = new Set<JsonTypeName>();
    for (const branch of branches) {
      const types = jsonTypesOf(branch, root, seen);
      if (types === null) return null;
      for (const t of types) union.add(t);
    }
    return union;
  }
  if (schema.properties !== undefined) return new Set(["object"]);
  if (schema.items !== undefined || schema.prefixItems !== undefined) return new Set(["array"]);
  return UNREAD_NARROWING.some((keyword) => Object.hasOwn(schema, keyword)) ? null : new Set(ANY_JSON_VALUE);
}

/** Whether `types` are every JSON type, as a schema with no type-narrowing keyword's are. */
export function admitsAnyValue(types: ReadonlySet<JsonTypeName>): boolean {
  return [...ANY_JSON_VALUE].every((t) => types.has(t));
}

/** The schema a local `$ref` points to, with the refs followed so far; `undefined` if it cannot be followed or loops. */
export function followRef(ref: string, root: JsonSchemaObject, seen: ReadonlySet<string>): { schema: JsonSchema; seen: ReadonlySet<string> } | undefined {
  const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
  if (match === null || seen.has(ref)) return undefined;
  const defs = root[match[1]!] as Record<string, JsonSchema> | undefined;
  const name = unescapeToken(match[2]!);
  const target = defs?.[name];
  return target === undefined ? undefined : { schema: target, seen: new Set([...seen, ref]) };
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
