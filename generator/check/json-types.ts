import type { JsonSchema, JsonSchemaObject, JsonTypeName, JsonValue } from "../../src/json-schema.js";
import { isPlainObject } from "../../src/validator/json-kind.js";
import { escapeToken, parsePointer } from "../../src/validator/json-pointer.js";
import { isDynamicTarget, RefResolver, valueAt } from "../../src/validator/resolve-ref.js";

/** What a schema with no type-narrowing keyword admits: every JSON type (`integer` is a `number`). */
export const EVERY_JSON_TYPE: ReadonlySet<JsonTypeName> = new Set(["string", "number", "boolean", "null", "object", "array"]);

/**
 * Keywords that may narrow what a schema admits in ways this module does not work out: beside one,
 * what the others admit is only an upper bound. Unlike emit/misread-keywords.ts, which asks what
 * json-schema-to-typescript makes a type of, and types a schema it makes none of (`{ not }`,
 * `{ if }`) as any JSON value, which holds all it admits, this module answers which types a schema
 * admits, to report a handler that does not take one of them; it cannot tell for these. (Nor for a
 * `$dynamicRef` whose target depends on the dynamic scope: see `followRef`.)
 */
const UNREAD_NARROWING = ["not", "if"];

/** The keywords that reference a subschema: `followRef` resolves either. */
type RefKeyword = "$ref" | "$dynamicRef";

/**
 * The JSON types a schema (at `at` in `root`) admits: those that its `$ref` and `$dynamicRef` (see
 * `followRef`), `type`, `const`, `enum`, `anyOf` and `oneOf` (the union of their branches') and
 * `allOf` (the types its branches share, where they narrow any) all admit; `object` or `array` for a
 * schema with none of them but `properties` or `items`; all of them for `{}`, `true`, or a schema
 * whose keywords narrow no type (`{ description }`, `{ minLength: 1 }`, which a number passes).
 * `null` when this cannot tell: a `$ref` it does not follow, or `not`, `if` or a `$dynamicRef` it
 * does not follow beside more than one type (beside one, they can only leave a schema nothing passes).
 * `at` places the `$ref`s in their `$id`'s resource; a handler's schema has no `$id`, so `""` does for it.
 */
export function jsonTypesOf(schema: JsonSchema | undefined, root: JsonSchemaObject, at = "", seen: ReadonlySet<string> = new Set()): ReadonlySet<JsonTypeName> | null {
  if (schema === undefined) return null;
  if (typeof schema === "boolean") return new Set(schema ? EVERY_JSON_TYPE : []);
  let known = knownTypes.get(root);
  if (known === undefined) knownTypes.set(root, (known = new WeakMap()));
  let byPointer = known.get(schema);
  if (byPointer === undefined) known.set(schema, (byPointer = new Map()));
  if (!byPointer.has(at)) byPointer.set(at, typesOf(schema, root, at, seen));
  return byPointer.get(at)!;
}

/**
 * Each subschema's JSON types (see `jsonTypesOf`) by where it is, of each root: a `$defs` entry that
 * both branches of nested unions lead to is asked of 2^depth times. What `seen` holds does not change
 * them: a `$ref` to a schema on the way (in `seen`) makes them unknown (`null`, which every schema
 * above passes on), and without it in `seen`, the way round from that schema comes back to the same
 * `$ref` with it there. (A `$dynamicRef` back to one on the way, left unread beside one type, gives
 * that type, where going round once more may give none: only for a loop of them that no value passes.)
 */
const knownTypes = new WeakMap<JsonSchemaObject, WeakMap<JsonSchemaObject, Map<string, ReadonlySet<JsonTypeName> | null>>>();

/** `jsonTypesOf` of a schema object, worked out. */
function typesOf(schema: JsonSchemaObject, root: JsonSchemaObject, at: string, seen: ReadonlySet<string>): ReadonlySet<JsonTypeName> | null {
  // Followed once: its target's types are among the keywords', and where it has none it leaves them unread.
  const dynamic = followDynamicRef(schema, root, at, seen);
  let types: ReadonlySet<JsonTypeName> | undefined;
  for (const admitted of typesByKeyword(schema, dynamic, root, at, seen)) {
    if (admitted === null) return null;
    types = types === undefined ? admitted : sharedTypes(types, admitted);
  }
  types ??= new Set(schema.properties !== undefined ? ["object"] : schema.items !== undefined || schema.prefixItems !== undefined ? ["array"] : EVERY_JSON_TYPE);
  const unread = UNREAD_NARROWING.some((keyword) => Object.hasOwn(schema, keyword)) || (Object.hasOwn(schema, "$dynamicRef") && dynamic === undefined);
  return types.size > 1 && unread ? null : types;
}

/** A schema's `$dynamicRef` target, where it has one `followRef` follows. */
function followDynamicRef(schema: JsonSchemaObject, root: JsonSchemaObject, at: string, seen: ReadonlySet<string>): ReturnType<typeof followRef> {
  return typeof schema.$dynamicRef === "string" ? followRef(schema.$dynamicRef, root, at, seen, "$dynamicRef") : undefined;
}

/**
 * What each type-narrowing keyword this module reads admits, `null` where it cannot tell; `dynamic`
 * is the schema's `$dynamicRef` target (see `followDynamicRef`).
 */
function* typesByKeyword(schema: JsonSchemaObject, dynamic: ReturnType<typeof followRef>, root: JsonSchemaObject, at: string, seen: ReadonlySet<string>): Generator<ReadonlySet<JsonTypeName> | null> {
  if (typeof schema.$ref === "string") {
    const target = followRef(schema.$ref, root, at, seen);
    yield target === undefined ? null : jsonTypesOf(target.schema, root, target.pointer, target.seen);
  }
  if (dynamic !== undefined) yield jsonTypesOf(dynamic.schema, root, dynamic.pointer, dynamic.seen);
  if (schema.type !== undefined) yield new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (schema.const !== undefined) yield new Set([typeOfValue(schema.const)]);
  if (Array.isArray(schema.enum)) yield new Set(schema.enum.map(typeOfValue));
  for (const keyword of ["anyOf", "oneOf"] as const) {
    const branches = schema[keyword];
    if (branches === undefined) continue;
    const each = typesOfEach(branches, root, `${at}/${keyword}`, seen);
    yield each === null ? null : new Set(each.flatMap((types) => [...types]));
  }
  if (schema.allOf !== undefined) {
    const each = typesOfEach(schema.allOf, root, `${at}/allOf`, seen);
    // A value meets every branch: the types they share.
    const shared = each === null ? null : each.length === 0 ? new Set(EVERY_JSON_TYPE) : each.reduce(sharedTypes);
    // Branches that narrow no type (`{ required }` beside `properties`) leave the others to say it.
    if (shared === null || !admitsAnyValue(shared)) yield shared;
  }
}

/** What each of `branches` admits, `null` if this cannot tell for one; `at` is where their list is. */
function typesOfEach(branches: readonly JsonSchema[], root: JsonSchemaObject, at: string, seen: ReadonlySet<string>): ReadonlySet<JsonTypeName>[] | null {
  const each: ReadonlySet<JsonTypeName>[] = [];
  for (const [i, branch] of branches.entries()) {
    const types = jsonTypesOf(branch, root, `${at}/${i}`, seen);
    if (types === null) return null;
    each.push(types);
  }
  return each;
}

/** The types both admit: `integer` and `number` share the integers, whichever says `integer`. */
export function sharedTypes(first: ReadonlySet<JsonTypeName>, second: ReadonlySet<JsonTypeName>): Set<JsonTypeName> {
  const shared = new Set([...first].filter((t) => second.has(t)));
  if ((first.has("integer") && second.has("number")) || (first.has("number") && second.has("integer"))) shared.add("integer");
  return shared;
}

/** Whether `types` are every JSON type, as a schema with no type-narrowing keyword's are. */
export function admitsAnyValue(types: ReadonlySet<JsonTypeName>): boolean {
  return [...EVERY_JSON_TYPE].every((t) => types.has(t));
}

/** Each schema's resolver, which indexes its anchors and `$id`s once. */
const resolvers = new WeakMap<JsonSchemaObject, RefResolver>();

/**
 * The schema a `$ref` found at `at` in `root` points to, resolved as the validator resolves it (a
 * JSON Pointer, an `$anchor`, an `$id` of the same document, against the resource around `at`), its
 * pointer, and the pointers followed so far; `undefined` if it resolves to no schema (another
 * document, which the schema's own check reports as GT3005; nothing there) or loops.
 *
 * A `$dynamicRef` resolves so too, unless it names a `$dynamicAnchor` (`#node` where a subschema has
 * `$dynamicAnchor: "node"`): then the validator goes to that name's `$dynamicAnchor` in the outermost
 * resource validation entered on its way (the one named when none has it). Validation enters the
 * root resource first, so the root's anchor of that name, if it has one, is where every resolution
 * goes; else a document with only one anchor of that name leaves no other. With several and none
 * in the root resource, which one depends on the way validation took: `undefined`, as this cannot tell.
 */
export function followRef(ref: string, root: JsonSchemaObject, at: string, seen: ReadonlySet<string>, keyword: RefKeyword = "$ref"): { schema: JsonSchema; pointer: string; seen: ReadonlySet<string> } | undefined {
  let resolver = resolvers.get(root);
  if (resolver === undefined) resolvers.set(root, (resolver = new RefResolver(root)));
  const resolved = resolver.resolve(ref, at);
  if (!resolved.found) return undefined;
  const pointer = keyword === "$dynamicRef" && isDynamicTarget(resolved) ? certainDynamicAnchor(resolver, resolved.anchor) : resolved.pointer;
  if (pointer === undefined || seen.has(pointer)) return undefined;
  const target = pointer === resolved.pointer ? resolved.target : valueAt(root, parsePointer(pointer)!);
  if (typeof target !== "boolean" && !isPlainObject(target)) return undefined;
  return { schema: target as JsonSchema, pointer, seen: new Set([...seen, pointer]) };
}

/** Where every dynamic resolution of the anchor `name` goes (see `followRef`), `undefined` if it depends on the way. */
function certainDynamicAnchor(resolver: RefResolver, name: string): string | undefined {
  const inRoot = resolver.dynamicAnchorsIn("").get(name);
  if (inRoot !== undefined) return inRoot;
  // Else the document's anchors of that name are gathered from every resource: only one leaves no choice.
  const named = resolver.dynamicAnchorsNamed(name);
  return named.length === 1 ? named[0] : undefined;
}

/** A subschema and its JSON Pointer. */
export interface Located {
  schema: JsonSchemaObject;
  pointer: string;
}

/** A subschema as written, `true` and `false` included, and its JSON Pointer. */
export interface Written {
  schema: JsonSchema;
  pointer: string;
}

/** The definitions of the property `key` in `layers`' `properties`, each with its JSON Pointer. */
export function definitionsOf(key: string, layers: readonly Located[]): Written[] {
  return layers.flatMap(({ schema, pointer }) => {
    const property = schema.properties?.[key];
    return property === undefined ? [] : [{ schema: property, pointer: `${pointer}/properties/${escapeToken(key)}` }];
  });
}

/** Where a chain of `$ref`s leads (see `followRefs`). */
export interface FollowedRefs {
  /** The schema at its end, and its JSON Pointer. */
  schema: JsonSchema;
  pointer: string;
  /** The schemas holding the `$ref`s on the way, the first first. */
  via: Located[];
}

/**
 * The schema behind any chain of `$ref`s, and of `$dynamicRef`s whose target is certain (see
 * `followRef`), with its JSON Pointer in `root` (`pointer` when there is none), and `via`, the schemas
 * holding them, the first first; `undefined` for broken refs. A `$dynamicRef` whose target is not
 * certain ends the chain.
 */
export function followRefs(schema: JsonSchema, root: JsonSchemaObject, pointer: string): FollowedRefs | undefined {
  let current: JsonSchema = schema;
  let at = pointer;
  let seen: ReadonlySet<string> = new Set();
  const via: Located[] = [];
  while (typeof current !== "boolean") {
    const keyword = typeof current.$ref === "string" ? "$ref" : typeof current.$dynamicRef === "string" ? "$dynamicRef" : undefined;
    if (keyword === undefined) break;
    const target = followRef(current[keyword] as string, root, at, seen, keyword);
    if (target === undefined && keyword === "$dynamicRef") break;
    if (target === undefined) return undefined;
    via.push({ schema: current, pointer: at });
    at = target.pointer;
    current = target.schema;
    seen = target.seen;
  }
  return { schema: current, pointer: at, via };
}

/** `integer` is a `number`, so a schema saying integer fits a handler taking number. */
export function typesFit(schemaTypes: ReadonlySet<JsonTypeName>, handlerTypes: ReadonlySet<JsonTypeName>): boolean {
  return [...schemaTypes].every((t) => handlerTypes.has(t) || (t === "integer" && handlerTypes.has("number")));
}

export function describeTypes(types: ReadonlySet<JsonTypeName>): string {
  return types.size === 0 ? "nothing" : [...types].sort().join(" | ");
}

/** A JSON value's type: `integer` for a number without a fraction. */
export function typeOfValue(value: JsonValue): JsonTypeName {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as "string" | "boolean" | "object";
}
