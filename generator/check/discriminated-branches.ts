import type { JsonSchemaObject } from "../../src/json-schema.js";
import { definitionsOf, jsonTypesOf, sharedTypes, type Located, type Written } from "./json-types.js";
import { sharedLiterals, singleLiteral } from "./literal-values.js";
import { keySchemas, requiredKeys } from "./object-keys.js";

/** A branch's discriminator value: its JSON text, and the JSON Pointer of the keyword that fixes it. */
interface Literal {
  value: string;
  at: string;
}

/**
 * A schema branch's handler branch; its discriminator value where no handler branch takes it; or
 * `unreached` where the keywords beside the union admit none of the branch's values there.
 */
export type BranchPair = { shape: JsonSchemaObject } | { untaken: Literal } | "unreached";

export interface DiscriminatedBranches {
  /** The property whose value tells the branches apart. */
  key: string;
  /** Each handler branch's value there, `"circle" | "square"`. */
  taken: string;
  /** Each schema branch's, in order. */
  pairs: BranchPair[];
}

/**
 * Pairs the branches of a hand-written `anyOf`/`oneOf` of objects (`branches`, each by its layers,
 * the schemas each of its values meets, as each meets the layers `beside` the union) with the
 * handler's object branches (`shapes`, the converter's for `Circle | Square`) by a discriminator:
 * the first property of the first handler branch that every handler branch requires and fixes to one
 * literal (`const`, or a one-value `enum`), the literals all different, and that every schema branch
 * fixes to one literal too (see `fixedValue`), all different; a branch whose layers admit no literal
 * there is `unreached`. A value
 * that meets a schema branch holds its literal there (or lacks the property, which no handler branch
 * takes), so only the handler branch with that literal can take it, and none where no handler branch
 * has it. `undefined` where no property tells both sides' branches apart so.
 */
export function pairByDiscriminator(
  branches: readonly (readonly Located[])[],
  beside: readonly Located[],
  root: JsonSchemaObject,
  shapes: readonly JsonSchemaObject[],
  handlerRoot: JsonSchemaObject,
): DiscriminatedBranches | undefined {
  for (const key of Object.keys(shapes[0]?.properties ?? {})) {
    const taken = shapes.map((shape) => {
      const property = shape.properties?.[key];
      return property !== undefined && shape.required?.includes(key) === true ? singleLiteral(property, handlerRoot, "") : undefined;
    });
    const given = branches.map((layers) => fixedValue(key, [...layers, ...beside], root));
    const takenValues = allDifferent(taken);
    const givenValues = allDifferent(given.filter((literal) => literal !== null));
    if (takenValues === undefined || givenValues === undefined) continue;
    const pairs = given.map((literal): BranchPair => {
      if (literal === null) return "unreached";
      const shape = shapes[takenValues.indexOf(literal!.value)];
      return shape === undefined ? { untaken: literal! } : { shape };
    });
    return { key, taken: takenValues.join(" | "), pairs };
  }
  return undefined;
}

/**
 * The one literal a value that meets all of `layers` may hold at `key`, where their definitions of
 * it admit one between them (a branch's `const: "triangle"`; the first is where it is pointed at);
 * `null` where they admit none (an `enum` beside the union that leaves out the branch's `const`):
 * no argument with the property meets the branch, and one without it no handler branch takes either,
 * which is not for this check to report; `undefined` where they admit several, or any value.
 */
function fixedValue(key: string, layers: readonly Located[], root: JsonSchemaObject): Literal | null | undefined {
  const values = sharedLiterals(definitionsOf(key, layers), root);
  if (values === undefined || values.size > 1) return undefined;
  const [only] = values;
  return only === undefined ? null : { value: only[0], at: only[1] };
}

/**
 * Whether no object meets all of `layers`: a property they require has schemas (see `keySchemas`)
 * that no value meets together, no literal (`enum: ["circle", "square"]` beside `const: "triangle"`),
 * no JSON type (`type: "string"` beside `type: "integer"`), or none at all (`additionalProperties: false`
 * in a layer that does not name it).
 */
export function admitsNoObject(layers: readonly Located[], root: JsonSchemaObject): boolean {
  const required = requiredKeys(layers);
  return [...required].some((key) => admitsNoValue(keySchemas(layers, key), root));
}

/** Up to this many branches, each pair of a union's branches is asked whether they share a value. */
const PAIRED_BRANCHES = 128;

/**
 * For each of `branches` (each by its layers, beside the layers `beside`), whether none of its values
 * meets another branch (see `meetsNoOtherBranch`). Past PAIRED_BRANCHES branches (a generated union
 * of thousands), asking each pair took most of a run; there only a key that each branch fixes to a
 * value of its own tells them apart: a branch meets no other where every other requires that key.
 * Where no key does, no branch is taken to meet no other, which leaves them uncompared: lenient.
 */
export function branchesMeetingNoOther(beside: readonly Located[], branches: readonly (readonly Located[])[], root: JsonSchemaObject): boolean[] {
  if (branches.length <= PAIRED_BRANCHES) return branches.map((_, i) => meetsNoOtherBranch(beside, branches, i, root));
  const layersEach = branches.map((branch) => [...beside, ...branch]);
  const requiredEach = layersEach.map(requiredKeys);
  // Such a key is required by every branch but one at least: by the first or the second.
  for (const key of new Set([...requiredEach[0]!, ...requiredEach[1]!])) {
    const values = layersEach.map((layers) => {
      const admitted = sharedLiterals(keySchemas(layers, key), root);
      return admitted?.size === 1 ? [...admitted.keys()][0] : undefined;
    });
    if (values.includes(undefined) || new Set(values).size < values.length) continue;
    const requiring = requiredEach.filter((required) => required.has(key)).length;
    return requiredEach.map((required) => requiring - (required.has(key) ? 1 : 0) === branches.length - 1);
  }
  return branches.map(() => false);
}

/**
 * Whether no value that meets `beside` and the `i`th of `branches` (each by its layers) meets
 * another branch too: each other requires a key at which no value meets both (`kind: { const: "a" }`
 * against `const: "b"`; a `string` against a `number`; one the `i`th refuses). A value without the
 * key meets no other, nor one with it.
 */
function meetsNoOtherBranch(beside: readonly Located[], branches: readonly (readonly Located[])[], i: number, root: JsonSchemaObject): boolean {
  const own = [...beside, ...branches[i]!];
  return branches.every((branch, j) => {
    const other = [...beside, ...branch];
    const required = requiredKeys(other);
    return j === i || [...required].some((key) => admitsNoValue([...keySchemas(own, key), ...keySchemas(other, key)], root));
  });
}

/** Whether no value meets all of `definitions` (`false` among them); where this cannot tell a definition's types, the others say. */
export function admitsNoValue(definitions: readonly Written[], root: JsonSchemaObject): boolean {
  if (sharedLiterals(definitions, root)?.size === 0) return true;
  const typesEach = definitions.flatMap(({ schema, pointer }) => jsonTypesOf(schema, root, pointer) ?? []);
  return typesEach.length > 0 && typesEach.reduce(sharedTypes).size === 0;
}

/** The literals' values, when each side has one and no two are the same. */
function allDifferent(literals: readonly (Literal | undefined)[]): string[] | undefined {
  const values = literals.map((literal) => literal?.value);
  if (values.some((value) => value === undefined) || new Set(values).size !== values.length) return undefined;
  return values as string[];
}
