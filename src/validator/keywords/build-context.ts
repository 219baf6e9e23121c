import type { JsonSchema, JsonSchemaObject, JsonValue } from "../../json-schema.js";
import type { SchemaNode } from "../schema-node.js";

/** What a keyword family needs from the builder while it prepares its checks. */
export interface BuildContext {
  readonly assertFormats: boolean;
  /** The node of the subschema at `pointer`; filled in later, so cycles through `$ref` are fine. */
  node(schema: JsonSchema, pointer: string): SchemaNode;
  /** The node a `$ref` of the subschema at `at` points to (the schema was checked, so it resolves). */
  ref(ref: string, at: string): SchemaNode;
  /** The node a `$dynamicRef` of the subschema at `at` points to, from where validation reaches it. */
  dynamicRef(ref: string, at: string): SchemaNode;
  /**
   * The schema a branch (at `at`) stands for once `$ref`s with nothing else beside them are
   * followed, and where it is.
   */
  followRefs(schema: JsonSchema, at: string): { schema: JsonSchema; pointer: string };
  /**
   * A value from the schema (a `const`, an `enum`'s list) as a check keeps it: deep-frozen, since
   * every call's errors carry it (see `frozenCopy`). Copied, unless the whole schema is noted as
   * frozen JSON, when nothing in it can change: a registered tool's is, unless frozenCopy's general
   * walk copied it (a schema with a `__proto__` key, say), whose copy is not noted.
   */
  frozenValue<T extends JsonValue>(value: T): T;
}

/** The value of `keyword` when the schema has it as an own property. */
export function own(schema: JsonSchemaObject, keyword: string): unknown {
  return Object.hasOwn(schema, keyword) ? schema[keyword] : undefined;
}
