import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { Located } from "./json-types.js";

/**
 * Keywords that may narrow an array's items or its length in ways the layers' `items`, `prefixItems`,
 * `minItems` and `maxItems` do not say: where one is there, what the layers admit is not known here.
 */
const OTHER_ITEM_KEYWORDS = ["not", "if", "contains", "unevaluatedItems"] as const;

/**
 * Whether an array that meets `layers` has items no keyword but theirs narrows (see
 * `OTHER_ITEM_KEYWORDS`), and each `items` is a schema: draft-07's tuple, `items: [...]`, is refused
 * (GT3005), and what its items admit is not read here.
 */
export function itemsSaidByLayers(layers: readonly Located[]): boolean {
  return layers.every(({ schema }) => itemsIsSchema(schema) && !OTHER_ITEM_KEYWORDS.some((keyword) => Object.hasOwn(schema, keyword)));
}

/** Whether `schema`'s `items`, if it has one, is a schema (an object or a boolean), not draft-07's array of a tuple's items. */
export function itemsIsSchema(schema: JsonSchemaObject): boolean {
  return !Array.isArray(schema.items);
}

/** How many items an array may have, as `lengthBounds` gives them. */
interface LengthBounds {
  min: number;
  max: number;
}

/** How many items an array that meets all of `layers` may have: `max` is `Infinity` where none bounds it. */
export function lengthBounds(layers: readonly Located[]): LengthBounds {
  const maxOf = ({ schema }: Located): number =>
    Math.min(schema.maxItems ?? Infinity, schema.items === false ? (schema.prefixItems?.length ?? 0) : Infinity);
  return { min: Math.max(0, ...layers.map(({ schema }) => schema.minItems ?? 0)), max: Math.min(...layers.map(maxOf)) };
}

/**
 * Where the handler takes a tuple (`[string, number]`, `[string, number?]`), the array lengths
 * `bounds` admits and the handler's tuple does not take, described (`arrays of 0 or more items`
 * against `arrays of 2 items`) with the keyword that would narrow them; `undefined` where it takes
 * every length the schema admits.
 */
export function untakenLength(bounds: LengthBounds, h: JsonSchemaObject): { schema: string; handler: string; fix: string } | undefined {
  if (h.prefixItems === undefined) return undefined;
  const taken = { min: h.minItems ?? 0, max: h.maxItems ?? Infinity };
  const fix = bounds.min < taken.min ? `minItems: ${taken.min}` : bounds.max > taken.max ? `maxItems: ${taken.max}` : undefined;
  return fix === undefined ? undefined : { schema: lengthsLabel(bounds), handler: lengthsLabel(taken), fix };
}

/** `arrays of 2 items`, `arrays of 1 to 3 items`, `arrays of 0 or more items`. */
function lengthsLabel({ min, max }: LengthBounds): string {
  if (min === max) return `arrays of ${min} items`;
  return max === Infinity ? `arrays of ${min} or more items` : `arrays of ${min} to ${max} items`;
}
