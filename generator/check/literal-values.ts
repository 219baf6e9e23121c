import type { JsonSchema, JsonSchemaObject, JsonValue } from "../../src/json-schema.js";
import { ANNOTATION_KEYWORDS } from "../../src/validator/schema-structure.js";
import { followRef, jsonTypesOf, typeOfValue, typesFit, type Written } from "./json-types.js";

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
 * the schema's values the handler does not take; `undefined` when it takes them all, or the handler
 * admits more than literals. The schema's are `values`, those of the schemas a value meets all of (a
 * property defined beside a `$ref` and in its target, see `sharedLiterals`).
 */
export function untakenLiterals(values: ReadonlyMap<string, string>, handler: JsonSchema, handlerRoot: JsonSchemaObject): UntakenLiterals | undefined {
  const taken = literalValues(handler, handlerRoot, "");
  if (taken === null) return undefined;
  const untaken = [...values.keys()].filter((value) => !taken.has(value));
  if (untaken.length === 0) return undefined;
  return { schema: [...values.keys()].join(" | "), handler: [...taken.keys()].join(" | "), untaken: untaken.join(", "), at: values.get(untaken[0]!)! };
}

/**
 * The values a value that meets all of `schemas` may have, where one or more of them are literal
 * sets: those every literal set admits and whose JSON type every schema admits, each by its JSON
 * text with the JSON Pointer of the keyword that admits it in the first; `undefined` where none of
 * them is a literal set.
 */
export function sharedLiterals(schemas: readonly Written[], root: JsonSchemaObject): Map<string, string> | undefined {
  let values: Map<string, string> | undefined;
  for (const { schema, pointer } of schemas) {
    const admitted = literalValues(schema, root, pointer);
    if (admitted !== null) values = values === undefined ? admitted : new Map([...values].filter(([value]) => admitted.has(value)));
  }
  if (values === undefined) return undefined;
  // Each schema's types narrow them too: `enum: ["a", null]` beside `type: "string"` admits "a" alone.
  const typesEach = schemas.flatMap(({ schema, pointer }) => jsonTypesOf(schema, root, pointer) ?? []);
  return new Map([...values].filter(([value]) => typesEach.every((types) => typesFit(new Set([typeOfValue(JSON.parse(value) as JsonValue)]), types))));
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

/** Keywords that leave a schema admitting any value of its type: the validator's annotations, and `type` itself. */
const ANY_OF_ITS_TYPE: ReadonlySet<string> = new Set(["type", ...ANNOTATION_KEYWORDS]);

const ANY_OF_TYPE: Readonly<Record<string, string>> = { string: "any string", number: "any number", integer: "any integer" };

/**
 * Where a hand-written schema admits any string (or number, or integer), with nothing but its
 * `type` to narrow it, and the handler's type is a literal set (`"c" | "f"`): what the schema says,
 * `any string`, the handler's values, and which of `schemas` (all of which a value meets) says the
 * type; `undefined` otherwise (a `pattern` or a `maximum` in any of them may narrow it as the handler
 * does, which this check cannot tell).
 */
export function unnarrowedAgainstLiterals(schemas: readonly JsonSchemaObject[], handler: JsonSchema, handlerRoot: JsonSchemaObject): { schema: string; handler: string; index: number } | undefined {
  if (!schemas.every((schema) => Object.keys(schema).every((keyword) => ANY_OF_ITS_TYPE.has(keyword)))) return undefined;
  const index = schemas.findIndex((schema) => typeof schema.type === "string" && Object.hasOwn(ANY_OF_TYPE, schema.type));
  const taken = index === -1 ? null : literalValues(handler, handlerRoot, "");
  return taken === null ? undefined : { schema: ANY_OF_TYPE[schemas[index]!.type as string]!, handler: [...taken.keys()].join(" | "), index };
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
