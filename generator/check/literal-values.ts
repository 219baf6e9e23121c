import type { JsonSchema, JsonSchemaObject } from "../../src/json-schema.js";
import { followRef } from "./json-types.js";

export interface UntakenLiterals {
  /** The schema's values and the handler's, `"c" | "k"`, each in its schema's order. */
  schema: string;
  handler: string;
  /** The schema's values the handler's type does not take, `"k"`. */
  untaken: string;
  /** The JSON Pointer of the keyword that admits the first of them. */
  at: string;
}

/**
 * Where both a hand-written schema and the handler's are literal sets (an `enum` against `"c" | "f"`),
 * the schema's values the handler does not take; `undefined` when it takes them all, or either
 * schema admits more than literals.
 */
export function untakenLiterals(schema: JsonSchema, root: JsonSchemaObject, pointer: string, handler: JsonSchema, handlerRoot: JsonSchemaObject): UntakenLiterals | undefined {
  const values = literalValues(schema, root, pointer);
  const taken = values === null ? null : literalValues(handler, handlerRoot, "");
  if (values === null || taken === null) return undefined;
  const untaken = [...values.keys()].filter((value) => !taken.has(value));
  if (untaken.length === 0) return undefined;
  return { schema: [...values.keys()].join(" | "), handler: [...taken.keys()].join(" | "), untaken: untaken.join(", "), at: values.get(untaken[0]!)! };
}

/**
 * The one value a schema admits, where it admits one literal (`const: "circle"`, `enum: ["circle"]`):
 * its JSON text, and the JSON Pointer of the keyword that admits it (under `pointer`, the schema's own).
 */
export function singleLiteral(schema: JsonSchema, root: JsonSchemaObject, pointer: string): { value: string; at: string } | undefined {
  const values = literalValues(schema, root, pointer);
  const [only, ...others] = values ?? [];
  return only === undefined || others.length > 0 ? undefined : { value: only[0], at: only[1] };
}

/** Keywords that say something of a value without narrowing what is admitted. */
const ANNOTATIONS = new Set(["type", "description", "title", "default", "examples", "deprecated", "readOnly", "writeOnly", "$comment"]);

const ANY_OF_TYPE: Readonly<Record<string, string>> = { string: "any string", number: "any number", integer: "any integer" };

/**
 * Where a hand-written schema admits any string (or number, or integer), with nothing but its
 * `type` to narrow it, and the handler's type is a literal set (`"c" | "f"`): what the schema says,
 * `any string`, and the handler's values; `undefined` otherwise (a `pattern` or a `maximum` may
 * narrow it as the handler does, which this check cannot tell).
 */
export function unnarrowedAgainstLiterals(schema: JsonSchema, handler: JsonSchema, handlerRoot: JsonSchemaObject): { schema: string; handler: string } | undefined {
  if (typeof schema === "boolean" || typeof schema.type !== "string" || !Object.keys(schema).every((keyword) => ANNOTATIONS.has(keyword))) return undefined;
  const any = ANY_OF_TYPE[schema.type];
  const taken = any === undefined ? null : literalValues(handler, handlerRoot, "");
  return any === undefined || taken === null ? undefined : { schema: any, handler: [...taken.keys()].join(" | ") };
}

/**
 * The values a schema admits when they are a finite set of literals (`const`, `enum`, `null` and
 * `boolean` types, and `anyOf`/`oneOf` unions of those, through a `$ref` or `$dynamicRef`), each by
 * its JSON text with the JSON Pointer of the keyword that admits it (under `pointer`, the schema's
 * own); `null` when it admits others too.
 */
function literalValues(schema: JsonSchema, root: JsonSchemaObject, pointer: string, seen: ReadonlySet<string> = new Set()): Map<string, string> | null {
  if (typeof schema === "boolean") return schema ? null : new Map();
  for (const keyword of ["$ref", "$dynamicRef"] as const) {
    const ref = schema[keyword];
    if (typeof ref !== "string") continue;
    const target = followRef(ref, root, pointer, seen, keyword);
    return target === undefined ? null : literalValues(target.schema, root, target.pointer, target.seen);
  }
  if (schema.const !== undefined) return new Map([[JSON.stringify(schema.const), `${pointer}/const`]]);
  if (Array.isArray(schema.enum)) {
    const values = new Map<string, string>();
    schema.enum.forEach((value, i) => admit(values, JSON.stringify(value), `${pointer}/enum/${i}`));
    return values;
  }
  const keyword = schema.anyOf !== undefined ? "anyOf" : schema.oneOf !== undefined ? "oneOf" : undefined;
  if (keyword !== undefined) {
    const values = new Map<string, string>();
    for (const [i, branch] of (schema[keyword] ?? []).entries()) {
      const admitted = literalValues(branch, root, `${pointer}/${keyword}/${i}`, seen);
      if (admitted === null) return null;
      for (const [value, at] of admitted) admit(values, value, at);
    }
    return values;
  }
  const types = typeof schema.type === "string" ? [schema.type] : schema.type;
  if (types === undefined || !types.every((t) => t === "null" || t === "boolean")) return null;
  return new Map(types.flatMap((t) => (t === "null" ? ["null"] : ["true", "false"])).map((value) => [value, `${pointer}/type`]));
}

/** The first keyword that admits a value is where it is pointed at. */
function admit(values: Map<string, string>, value: string, at: string): void {
  if (!values.has(value)) values.set(value, at);
}
