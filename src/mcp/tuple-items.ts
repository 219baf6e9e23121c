import type { JsonSchemaObject } from "../json-schema.js";
import { isPlainObject } from "../validator/json-kind.js";
import { decodedFragment, parsePointer } from "../validator/json-pointer.js";
import { forEachSchema, mapSubschemas } from "../validator/schema-structure.js";

/**
 * Keywords beside a tuple's `items` that evaluate its items too, which `unevaluatedItems` would
 * then skip: with one of them, `items` and `unevaluatedItems` do not read the same.
 */
const EVALUATING_ITEMS = ["contains", "$ref", "$dynamicRef", "allOf", "anyOf", "oneOf", "if", "then", "else", "unevaluatedItems"];

/**
 * `schema` with each tuple's rest, `items` beside `prefixItems`, written `unevaluatedItems`, which
 * means the same in draft 2020-12 (MCP's dialect) where nothing else beside it evaluates items.
 * The MCP SDK's client checks `structuredContent` with a draft-07 reader (Ajv's default), which
 * applies `items` to every item, the tuple's first ones too, and ignores `prefixItems` and
 * `unevaluatedItems`: served as it is, `[string, ...number[]]` had its valid results refused (and
 * `items: false`, a closed tuple, every one). Left as it is in a document that has a `$ref` into
 * some `items`, which the move would leave pointing nowhere.
 */
export function withTupleRestsUnevaluated<T extends JsonSchemaObject>(schema: T): T {
  return refersIntoItems(schema) ? schema : (rewritten(schema) as T);
}

function rewritten(schema: unknown): unknown {
  if (!isPlainObject(schema)) return schema;
  const copy: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) copy[keyword] = mapSubschemas(keyword, value, rewritten);
  if (Array.isArray(copy.prefixItems) && Object.hasOwn(copy, "items") && !EVALUATING_ITEMS.some((keyword) => Object.hasOwn(copy, keyword))) {
    const { items, ...rest } = copy;
    return { ...rest, unevaluatedItems: items };
  }
  return copy;
}

/** Whether a `$ref` in the document points through an `items` keyword (or what looks like one). */
function refersIntoItems(schema: JsonSchemaObject): boolean {
  let found = false;
  forEachSchema(schema, "", (subschema) => {
    const ref = subschema.$ref;
    const hash = typeof ref === "string" ? ref.indexOf("#") : -1;
    if (hash === -1) return;
    const tokens = parsePointer(decodedFragment((ref as string).slice(hash + 1)) ?? "");
    if (tokens?.includes("items")) found = true;
  });
  return found;
}
