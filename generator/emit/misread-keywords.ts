import type { JsonSchemaObject } from "../../src/json-schema.js";
import { isPlainObject } from "../../src/validator/json-kind.js";
import { parsePointer, pointerOf } from "../../src/validator/json-pointer.js";
import { valueAt } from "../../src/validator/resolve-ref.js";
import { forEachSchema } from "../../src/validator/schema-structure.js";

/**
 * Keywords json-schema-to-typescript makes a type of, `allOf` aside (see `isTyped`). A
 * subschema with none of them (`{}`, `{ description }`, `{ default: 5 }`, `{ minLength: 1 }`,
 * `{ not: ... }`, `{ if: ... }`) is typed here as any JSON value, which holds all it admits, where
 * json-schema-to-typescript would type it as an object (or, from a `default`, as that value's type,
 * or `{}` as `unknown`). Unlike check/json-types.ts, which asks which JSON types a schema admits and
 * cannot tell beside `not` or `if` (its `UNREAD_NARROWING`), this asks only what json-schema-to-typescript
 * reads: a TypeScript type cannot leave out what `not` or `if` does.
 */
const TYPE_SOURCES = ["type", "const", "enum", "$ref", "$dynamicRef", "anyOf", "oneOf", "properties", "items", "prefixItems", "tsType"];

/**
 * The type of any JSON value: the runtime's, which tools.gen.ts imports from "gen-tools". A handler
 * taking type-fest's `JsonValue` (or Prisma's, or its own) takes it; it would not take `unknown`.
 */
const ANY_JSON_VALUE = { tsType: 'import("gen-tools").JsonValue' };

/**
 * Keywords whose subschemas evaluate a value's properties and items in place: with one,
 * `unevaluated*` is not `additional*`. Unlike the validator's `IN_PLACE_KEYWORDS`, `not` is left
 * out (what it evaluates is dropped) and the refs are in.
 */
const EVALUATING_IN_PLACE = ["$ref", "$dynamicRef", "allOf", "anyOf", "oneOf", "if", "then", "else", "dependentSchemas"];

/** Where a rewrite moves what is below a subschema: the first `consumed` tokens become `to`; `undefined` if not moved. */
type Move = (below: readonly string[]) => { consumed: number; to: string[] } | undefined;

interface NodeRewrite {
  move?: Move;
  apply(): void;
}

/** The rewrites of one schema document, planned on the document as it is (but for `true` subschemas made `{}`). */
export interface MisreadKeywordRewrites {
  /** Where the subschema at `pointer` will be; asked before `apply`. */
  movedPointer(pointer: string): string;
  /** Rewrites the document in place; each subschema keeps its object, so what is set on one in between stays. */
  apply(): void;
}

/**
 * json-schema-to-typescript reads draft-04 and a few draft-04 habits; a registerTool schema is
 * 2020-12. What it misreads is rewritten, in the copy handed to it, into what it reads:
 * - a subschema that narrows no type is any JSON value (`unknown` in an `allOf`, which leaves
 *   the other members' type as it is), and so are an array's items and an object's members that
 *   nothing describes;
 * - a tuple's `prefixItems` and `items` are its `items: [...]` and `additionalItems`, an open
 *   tuple (no `items`) taking any more JSON values;
 * - `patternProperties` and `additionalProperties` are one index signature: TypeScript cannot key
 *   by a pattern, and json-schema-to-typescript leaves out other names' values when
 *   `additionalProperties` is absent (and comments the signature about an `undefined` parent);
 * - `unevaluatedProperties` and `unevaluatedItems`, where nothing in place evaluates, are
 *   `additionalProperties` and `items`.
 * Subschemas move, so a `$ref` to one is rewritten through `movedPointer`.
 */
export function planMisreadKeywordRewrites(schema: JsonSchemaObject): MisreadKeywordRewrites {
  const rewrites: NodeRewrite[] = [];
  const moves = new WeakMap<object, Move>();
  forEachSchema(schema, "", (subschema, at) => {
    // At once, not at `apply`: `{}` is a subschema, which the walk goes on into and a title can be set on.
    objectsForTrue(subschema);
    for (const rewrite of rewritesOf(subschema, /\/allOf\/\d+$/.test(at))) {
      rewrites.push(rewrite);
      if (rewrite.move !== undefined) moves.set(subschema, combine(moves.get(subschema), rewrite.move));
    }
  });
  return {
    movedPointer(pointer) {
      const tokens = parsePointer(pointer);
      if (tokens === undefined) return pointer;
      const moved: string[] = [];
      let node: unknown = schema;
      for (let i = 0; i < tokens.length; ) {
        const move = isPlainObject(node) ? moves.get(node)?.(tokens.slice(i)) : undefined;
        const consumed = move?.consumed ?? 1;
        moved.push(...(move?.to ?? [tokens[i]!]));
        node = valueAt(node, tokens.slice(i, i + consumed));
        i += consumed;
      }
      return pointerOf(moved);
    },
    apply() {
      for (const rewrite of rewrites) rewrite.apply();
    },
  };
}

function combine(first: Move | undefined, second: Move): Move {
  return first === undefined ? second : (below) => first(below) ?? second(below);
}

function rewritesOf(subschema: JsonSchemaObject, inAllOf: boolean): NodeRewrite[] {
  const node = subschema as Record<string, unknown>;
  if (!isTyped(node)) {
    return [{ apply: () => void Object.assign(node, inAllOf ? { tsType: "unknown" } : ANY_JSON_VALUE) }];
  }
  const inPlace = EVALUATING_IN_PLACE.some((keyword) => Object.hasOwn(node, keyword));
  return [openContainerRewrite(node, inPlace), itemsRewrite(node, inPlace), propertiesRewrite(node, inPlace)].filter((rewrite) => rewrite !== undefined);
}

/**
 * Whether json-schema-to-typescript makes a type of the subschema: from one of `TYPE_SOURCES`, or
 * from an `allOf` one of whose members it makes a type of. Not of an `allOf` whose members it
 * makes none of: they are each `unknown` (see `rewritesOf`), and so would be their intersection.
 */
function isTyped(node: unknown): boolean {
  if (!isPlainObject(node)) return false;
  if (TYPE_SOURCES.some((keyword) => Object.hasOwn(node, keyword))) return true;
  return Array.isArray(node.allOf) && node.allOf.some(isTyped);
}

/**
 * An array that says nothing of its items holds any JSON values, and so does an object that says
 * nothing of its members; json-schema-to-typescript would write `unknown[]` and `{ [k: string]: unknown }`.
 */
function openContainerRewrite(node: Record<string, unknown>, inPlace: boolean): NodeRewrite | undefined {
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const says = (keywords: string[]): boolean => inPlace || keywords.some((keyword) => Object.hasOwn(node, keyword));
  const anyValues: Record<string, unknown> = {};
  if (types.includes("array") && !says(["items", "prefixItems", "unevaluatedItems"])) anyValues.items = { ...ANY_JSON_VALUE };
  if (types.includes("object") && !says(["properties", "patternProperties", "additionalProperties", "unevaluatedProperties"])) anyValues.additionalProperties = { ...ANY_JSON_VALUE };
  return Object.keys(anyValues).length === 0 ? undefined : { apply: () => void Object.assign(node, anyValues) };
}

/**
 * A `true` subschema where a value's type is read (a property, an item, a tuple element, a `$defs`
 * entry) becomes `{}`, which means the same and is then typed as any JSON value, where
 * json-schema-to-typescript would type `true` as `unknown`. An index signature
 * (`additionalProperties: true`) stays `unknown`, as every open object's is.
 */
function objectsForTrue(node: Record<string, unknown>): void {
  for (const holder of [node.properties, node.prefixItems, node.$defs]) {
    if (!isPlainObject(holder) && !Array.isArray(holder)) continue;
    const entries = holder as Record<string, unknown>;
    for (const key of Object.keys(entries)) if (entries[key] === true) entries[key] = {};
  }
  if (node.items === true && node.prefixItems === undefined) node.items = {};
}

/** `prefixItems` and `items` (or `unevaluatedItems`) as draft-04's `items: [...]` and `additionalItems`. */
function itemsRewrite(node: Record<string, unknown>, inPlace: boolean): NodeRewrite | undefined {
  const restKey = node.items === undefined && !inPlace && node.contains === undefined && node.unevaluatedItems !== undefined ? "unevaluatedItems" : "items";
  const rest = node[restKey];
  const prefix = node.prefixItems;
  if (!Array.isArray(prefix)) {
    if (restKey === "items") return undefined;
    return renamed(node, "unevaluatedItems", "items");
  }
  // Without `items`, a tuple takes any more items, unless `maxItems` allows none.
  const closed = rest === false || (rest === undefined && typeof node.maxItems === "number" && node.maxItems <= prefix.length);
  return {
    move: ([keyword]) => {
      if (keyword === "prefixItems") return { consumed: 1, to: ["items"] };
      return keyword === restKey ? { consumed: 1, to: ["additionalItems"] } : undefined;
    },
    apply() {
      delete node[restKey];
      delete node.prefixItems;
      node.items = prefix;
      if (!closed) node.additionalItems = rest === undefined || rest === true ? { ...ANY_JSON_VALUE } : rest;
    },
  };
}

/** `patternProperties` and `additionalProperties` (or `unevaluatedProperties`) as one `additionalProperties`: the union of their schemas. */
function propertiesRewrite(node: Record<string, unknown>, inPlace: boolean): NodeRewrite | undefined {
  const restKey = node.additionalProperties === undefined && !inPlace && node.unevaluatedProperties !== undefined ? "unevaluatedProperties" : "additionalProperties";
  const rest = node[restKey];
  const patterns = isPlainObject(node.patternProperties) ? node.patternProperties : {};
  const names = Object.keys(patterns);
  if (names.length === 0) return restKey === "additionalProperties" ? undefined : renamed(node, "unevaluatedProperties", "additionalProperties");
  // A name no pattern matches holds what `rest` admits: anything when it is absent, nothing when it is false.
  const members = [...names.map((name) => patterns[name]), ...(rest === false ? [] : [rest ?? true])];
  return {
    move: ([keyword, name]) => {
      if (keyword === "patternProperties" && name !== undefined && names.includes(name)) return { consumed: 2, to: ["additionalProperties", "anyOf", String(names.indexOf(name))] };
      return keyword === restKey ? { consumed: 1, to: ["additionalProperties", "anyOf", String(names.length)] } : undefined;
    },
    apply() {
      delete node[restKey];
      delete node.patternProperties;
      node.additionalProperties = { anyOf: members };
    },
  };
}

function renamed(node: Record<string, unknown>, from: string, to: string): NodeRewrite {
  return {
    move: ([keyword]) => (keyword === from ? { consumed: 1, to: [to] } : undefined),
    apply() {
      node[to] = node[from];
      delete node[from];
    },
  };
}
