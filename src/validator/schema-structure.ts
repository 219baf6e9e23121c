/** Where draft 2020-12 keeps subschemas, for the walks over a schema document. */
import type { JsonSchemaObject } from "../json-schema.js";
import { isPlainObject } from "./json-kind.js";
import { escapeToken } from "./json-pointer.js";

export type SubschemaContainer = "schema" | "list" | "map";

/** Keywords whose value holds subschemas: one schema, a list of them, or a map of names to them. */
export const SUBSCHEMA_KEYWORDS: Readonly<Record<string, SubschemaContainer>> = {
  $defs: "map",
  properties: "map",
  patternProperties: "map",
  additionalProperties: "schema",
  prefixItems: "list",
  items: "schema",
  allOf: "list",
  anyOf: "list",
  oneOf: "list",
  not: "schema",
  if: "schema",
  then: "schema",
  else: "schema",
  dependentSchemas: "map",
  contains: "schema",
  propertyNames: "schema",
  unevaluatedProperties: "schema",
  unevaluatedItems: "schema",
};

/** How `keyword`'s value holds subschemas (see `SUBSCHEMA_KEYWORDS`); `undefined` for a keyword that holds none. */
export function subschemaContainer(keyword: string): SubschemaContainer | undefined {
  return Object.hasOwn(SUBSCHEMA_KEYWORDS, keyword) ? SUBSCHEMA_KEYWORDS[keyword] : undefined;
}

/** A subschema and its JSON Pointer in the document. */
export interface HeldSubschema {
  schema: unknown;
  pointer: string;
}

/**
 * The subschemas `keyword`'s value holds, each with its pointer (`at` is the keyword's own): one,
 * a list's items or a map's values; none for a keyword that holds no subschema, or a value of the
 * wrong shape. The step every walk over a schema document takes, so that data (`const`, `default`)
 * is never walked and a property named like a keyword is a schema all the same.
 */
export function subschemasAt(keyword: string, value: unknown, at: string): HeldSubschema[] {
  const container = subschemaContainer(keyword);
  if (container === "schema") return [{ schema: value, pointer: at }];
  if (container === "list") return Array.isArray(value) ? value.map((item: unknown, i) => ({ schema: item, pointer: `${at}/${i}` })) : [];
  if (container === "map" && isPlainObject(value)) return Object.keys(value).map((name) => ({ schema: value[name], pointer: `${at}/${escapeToken(name)}` }));
  return [];
}

/**
 * `keyword`'s value with each subschema it holds replaced by `map`'s answer for it (a copy of the
 * list or map; the value itself for a keyword that holds none, or a value of the wrong shape): the
 * step of the walks that rewrite a schema document, as `subschemasAt` is of those that read one.
 */
export function mapSubschemas(keyword: string, value: unknown, map: (subschema: unknown) => unknown): unknown {
  const container = subschemaContainer(keyword);
  if (container === "schema") return map(value);
  if (container === "list" && Array.isArray(value)) return value.map(map);
  if (container === "map" && isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([name, subschema]) => [name, map(subschema)]));
  return value;
}

/** Visits the schema and each subschema in it (never data that looks like one), in document order, with its pointer (`at` is the schema's own). */
export function forEachSchema(schema: unknown, at: string, visit: (schema: JsonSchemaObject, at: string) => void): void {
  if (!isPlainObject(schema)) return;
  visit(schema as JsonSchemaObject, at);
  for (const [keyword, value] of Object.entries(schema)) {
    for (const held of subschemasAt(keyword, value, `${at}/${keyword}`)) forEachSchema(held.schema, held.pointer, visit);
  }
}

/**
 * Keywords that apply their subschemas to the same value (in place), as `$ref` does: following only
 * these never moves into the value, so a cycle through them never ends.
 */
export const IN_PLACE_KEYWORDS: ReadonlySet<string> = new Set(["allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas"]);

/** Keywords that only describe; they never make a value fail. */
export const ANNOTATION_KEYWORDS: ReadonlySet<string> = new Set([
  "$schema",
  "$comment",
  "title",
  "description",
  "default",
  "examples",
  "deprecated",
  "readOnly",
  "writeOnly",
  "contentMediaType",
  "contentEncoding",
  "contentSchema",
]);

export const DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";

/** How deep a schema document may nest; deeper ones are refused, so that compiling it is safe. */
export const MAX_SCHEMA_DEPTH = 1000;
