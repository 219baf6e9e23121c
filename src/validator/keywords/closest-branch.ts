import type { JsonSchema, JsonSchemaObject } from "../../json-schema.js";
import { isPlainObject, kindOf } from "../json-kind.js";
import { escapeToken } from "../json-pointer.js";
import { own, type BuildContext } from "./build-context.js";

/** A JSON value a branch can fix a property to and `closestBranch` can compare with `===`. */
export type FixedValue = string | number | boolean | null;

/**
 * What a union's branch asks of a value at its top level, read from its schema (through `$ref`s
 * and the members of its `allOf`): enough to tell which branch a value that fails them all came
 * closest to. Plain data, so that an ahead-of-time module holds it as a literal.
 */
export interface BranchShape {
  /** The JSON types it admits; `null`, any. */
  readonly types: readonly string[] | null;
  readonly required: readonly string[];
  /** The property names of a closed object (`additionalProperties: false`, no patterns); `null`, any name. */
  readonly known: readonly string[] | null;
  /**
   * Properties it fixes to a few primitive values (`const`, or an `enum` of them), such as a
   * `type: "function_call"` tag: a value holding another value there contradicts the branch.
   */
  readonly fixed: readonly { readonly name: string; readonly values: readonly FixedValue[] }[];
}

const ANY: BranchShape = { types: null, required: [], known: null, fixed: [] };
const NOTHING: BranchShape = { ...ANY, types: [] };

/** The shapes of a union's branches; `at` is where the branch list is. */
export function branchShapes(branches: readonly JsonSchema[], at: string, ctx: BuildContext): BranchShape[] {
  return branches.map((branch, i) => shapeOf(branch, `${at}/${i}`, ctx, new Set()));
}

/** `seen` holds the pointers of the `allOf` chain walked so far: a guard, since checkSchema refused in-place cycles. */
function shapeOf(branch: JsonSchema, at: string, ctx: BuildContext, seen: Set<string>): BranchShape {
  const { schema, pointer } = ctx.followRefs(branch, at);
  if (!isPlainObject(schema)) return schema ? ANY : NOTHING;
  if (seen.has(pointer)) return ANY;
  seen.add(pointer);
  const members = own(schema, "allOf");
  let shape = ownShape(schema, pointer, ctx);
  if (Array.isArray(members)) members.forEach((member: JsonSchema, i) => (shape = both(shape, shapeOf(member, `${pointer}/allOf/${i}`, ctx, seen))));
  return shape;
}

function ownShape(schema: JsonSchemaObject, at: string, ctx: BuildContext): BranchShape {
  const { type, required, properties, additionalProperties, patternProperties } = schema;
  const closed = additionalProperties === false && patternProperties === undefined;
  const named = isPlainObject(properties) ? properties : {};
  return {
    types: typeof type === "string" ? [type] : Array.isArray(type) ? [...type] : valueTypes(schema),
    required: Array.isArray(required) ? required.filter((name): name is string => typeof name === "string") : [],
    known: closed ? Object.keys(named) : null,
    fixed: Object.keys(named).flatMap((name) => {
      const values = fixedValues(ctx.followRefs(named[name] as JsonSchema, `${at}/properties/${escapeToken(name)}`).schema);
      return values === undefined ? [] : [{ name, values }];
    }),
  };
}

/**
 * The types of the values a schema without `type` allows by `const` or `enum` (a hand-written
 * `{ const: "auto" }` takes strings only); `null`, any.
 */
function valueTypes(schema: JsonSchemaObject): string[] | null {
  const values = Object.hasOwn(schema, "const") ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : undefined;
  if (values === undefined) return null;
  const kinds = [...new Set(values.map(kindOf))];
  // An integer is a number: "number" alone says both.
  return kinds.includes("number") ? kinds.filter((kind) => kind !== "integer") : kinds;
}

/** The values a property schema allows, when it is a `const` or an `enum` of primitives. */
function fixedValues(schema: JsonSchema): FixedValue[] | undefined {
  if (!isPlainObject(schema)) return undefined;
  const values = Object.hasOwn(schema, "const") ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : undefined;
  return values?.every(isFixedValue) ? values : undefined;
}

function isFixedValue(value: unknown): value is FixedValue {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

/** What a value must satisfy to pass both `a` and `b`. */
function both(a: BranchShape, b: BranchShape): BranchShape {
  return {
    types: a.types === null ? b.types : b.types === null ? a.types : commonTypes(a.types, b.types),
    required: [...a.required, ...b.required.filter((name) => !a.required.includes(name))],
    known: a.known === null ? b.known : b.known === null ? a.known : a.known.filter((name) => b.known?.includes(name)),
    fixed: [...a.fixed, ...b.fixed],
  };
}

/** The types both lists admit; `integer` is a `number` too. */
function commonTypes(a: readonly string[], b: readonly string[]): string[] {
  const admits = (types: readonly string[], type: string) => types.includes(type) || (type === "integer" && types.includes("number"));
  return [...a.filter((type) => admits(b, type)), ...b.filter((type) => !a.includes(type) && admits(a, type))];
}

/**
 * The branch a value (whose `kindOf` is `kind`) that matches no branch of a union came closest to,
 * or -1 when no branch admits its type. Of the branches that do, an object goes to the one it
 * contradicts the fewest fixed properties of (a tag such as `type: "text"` says which branch was
 * meant), then to the one it misses the fewest required properties of and has the fewest
 * properties unknown to; any other value, and a tie, to the first. (Copied into ahead-of-time
 * modules, so it calls no function of another module.)
 */
export function closestBranch(kind: string, value: unknown, shapes: readonly BranchShape[]): number {
  let best = -1;
  let fewestContradicted = Infinity;
  let fewest = Infinity;
  for (let i = 0; i < shapes.length; i++) {
    const { types, required, known, fixed } = shapes[i] as BranchShape;
    if (types !== null && !types.includes(kind) && !(kind === "integer" && types.includes("number"))) continue;
    if (kind !== "object") return i;
    const object = value as Record<string, unknown>;
    let contradicted = 0;
    for (const { name, values } of fixed) if (Object.hasOwn(object, name) && !values.includes(object[name] as FixedValue)) contradicted++;
    let misses = 0;
    for (const name of required) if (!Object.hasOwn(object, name)) misses++;
    if (known !== null) for (const key of Object.keys(object)) if (!known.includes(key)) misses++;
    if (contradicted < fewestContradicted || (contradicted === fewestContradicted && misses < fewest)) {
      best = i;
      fewestContradicted = contradicted;
      fewest = misses;
    }
  }
  return best;
}

/**
 * The JSON types a union's branches admit, each once, in branch order; `undefined` when a branch
 * admits any type or none admits one. A value that `closestBranch` finds no branch for is of none
 * of these: its error says which it should be.
 */
export function admittedTypes(shapes: readonly BranchShape[]): readonly string[] | undefined {
  const types: string[] = [];
  for (const shape of shapes) {
    if (shape.types === null) return undefined;
    for (const type of shape.types) if (!types.includes(type)) types.push(type);
  }
  // Frozen: the union's error carries the list (see frozenValue).
  return types.length === 0 ? undefined : Object.freeze(types);
}
