import type { JsonSchema } from "../../json-schema.js";
import { isPlainObject } from "../json-kind.js";
import type { BuildContext } from "./build-context.js";

/**
 * What a union's branch asks of a value at its top level, read from its schema (through `$ref`s):
 * enough to tell which branch a value that fails them all came closest to. Plain data, so that an
 * ahead-of-time module holds it as a literal.
 */
export interface BranchShape {
  /** The JSON types it admits; `null`, any. */
  readonly types: readonly string[] | null;
  readonly required: readonly string[];
  /** The property names of a closed object (`additionalProperties: false`, no patterns); `null`, any name. */
  readonly known: readonly string[] | null;
}

/** The shapes of a union's branches; `at` is where the branch list is. */
export function branchShapes(branches: readonly JsonSchema[], at: string, ctx: BuildContext): BranchShape[] {
  return branches.map((branch, i) => {
    const { schema } = ctx.followRefs(branch, `${at}/${i}`);
    if (!isPlainObject(schema)) return { types: schema ? null : [], required: [], known: null };
    const { type, required, properties, additionalProperties, patternProperties } = schema;
    const closed = additionalProperties === false && patternProperties === undefined;
    return {
      types: typeof type === "string" ? [type] : Array.isArray(type) ? [...type] : null,
      required: Array.isArray(required) ? required.filter((name): name is string => typeof name === "string") : [],
      known: closed ? Object.keys(isPlainObject(properties) ? properties : {}) : null,
    };
  });
}

/**
 * The branch a value (whose `kindOf` is `kind`) that matches no branch of a union came closest to,
 * or -1 when no branch admits its type. Of the branches that do, an object goes to the one it
 * misses the fewest required properties of and has the fewest properties unknown to; any other
 * value, and a tie, to the first. (Copied into ahead-of-time modules, so it calls no function of
 * another module.)
 */
export function closestBranch(kind: string, value: unknown, shapes: readonly BranchShape[]): number {
  let best = -1;
  let fewest = Infinity;
  for (let i = 0; i < shapes.length; i++) {
    const { types, required, known } = shapes[i] as BranchShape;
    if (types !== null && !types.includes(kind) && !(kind === "integer" && types.includes("number"))) continue;
    if (kind !== "object") return i;
    let misses = 0;
    for (const name of required) if (!Object.hasOwn(value as object, name)) misses++;
    if (known !== null) for (const key of Object.keys(value as object)) if (!known.includes(key)) misses++;
    if (misses < fewest) {
      best = i;
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
export function admittedTypes(shapes: readonly BranchShape[]): string[] | undefined {
  const types: string[] = [];
  for (const shape of shapes) {
    if (shape.types === null) return undefined;
    for (const type of shape.types) if (!types.includes(type)) types.push(type);
  }
  return types.length === 0 ? undefined : types;
}
