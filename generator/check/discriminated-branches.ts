import type { JsonSchemaObject } from "../../src/json-schema.js";
import { escapeToken } from "../../src/validator/json-pointer.js";
import type { Located } from "./json-types.js";
import { singleLiteral } from "./literal-values.js";

/** A branch's discriminator value: its JSON text, and the JSON Pointer of the keyword that fixes it. */
interface Literal {
  value: string;
  at: string;
}

/** A schema branch's handler branch, or its discriminator value where no handler branch takes it. */
export type BranchPair = { shape: JsonSchemaObject } | { untaken: Literal };

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
 * the schemas each of its values meets) with the handler's object branches (`shapes`, the converter's
 * for `Circle | Square`) by a discriminator: the first property of the first handler branch that
 * every handler branch requires and fixes to one literal (`const`, or a one-value `enum`), the
 * literals all different, and that every schema branch fixes to one literal too, all different. A
 * value that meets a schema branch holds its literal there (or lacks the property, which no handler
 * branch takes), so only the handler branch with that literal can take it, and none where no handler
 * branch has it. `undefined` where no property tells both sides' branches apart so.
 */
export function pairByDiscriminator(
  branches: readonly (readonly Located[])[],
  root: JsonSchemaObject,
  shapes: readonly JsonSchemaObject[],
  handlerRoot: JsonSchemaObject,
): DiscriminatedBranches | undefined {
  for (const key of Object.keys(shapes[0]?.properties ?? {})) {
    const taken = shapes.map((shape) => {
      const property = shape.properties?.[key];
      return property !== undefined && shape.required?.includes(key) === true ? singleLiteral(property, handlerRoot, "") : undefined;
    });
    // A schema branch's value may be fixed by any of its layers: each of its values meets them all.
    const given = branches.map((layers) =>
      layers.reduce<Literal | undefined>((found, { schema, pointer }) => {
        const property = schema.properties?.[key];
        return found ?? (property === undefined ? undefined : singleLiteral(property, root, `${pointer}/properties/${escapeToken(key)}`));
      }, undefined),
    );
    const takenValues = allDifferent(taken);
    const givenValues = allDifferent(given);
    if (takenValues === undefined || givenValues === undefined) continue;
    const pairs = given.map((literal, i): BranchPair => {
      const shape = shapes[takenValues.indexOf(givenValues[i]!)];
      return shape === undefined ? { untaken: literal! } : { shape };
    });
    return { key, taken: takenValues.join(" | "), pairs };
  }
  return undefined;
}

/** The literals' values, when each side has one and no two are the same. */
function allDifferent(literals: readonly (Literal | undefined)[]): string[] | undefined {
  const values = literals.map((literal) => literal?.value);
  if (values.some((value) => value === undefined) || new Set(values).size !== values.length) return undefined;
  return values as string[];
}
