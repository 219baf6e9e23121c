import type { Located } from "./json-types.js";

/**
 * Keywords that may narrow an array's items or its length in ways the layers' `items`, `prefixItems`,
 * `minItems` and `maxItems` do not say: where one is there, what the layers admit is not known here.
 */
const OTHER_ITEM_KEYWORDS = ["not", "if", "contains", "unevaluatedItems"] as const;

/** Whether an array that meets `layers` has items no keyword but theirs narrows (see `OTHER_ITEM_KEYWORDS`). */
export function itemsSaidByLayers(layers: readonly Located[]): boolean {
  return !layers.some(({ schema }) => OTHER_ITEM_KEYWORDS.some((keyword) => Object.hasOwn(schema, keyword)));
}

/** How many items an array that meets all of `layers` may have: `max` is `Infinity` where none bounds it. */
export function lengthBounds(layers: readonly Located[]): { min: number; max: number } {
  const maxOf = ({ schema }: Located): number =>
    Math.min(schema.maxItems ?? Infinity, schema.items === false ? (schema.prefixItems?.length ?? 0) : Infinity);
  return { min: Math.max(0, ...layers.map(({ schema }) => schema.minItems ?? 0)), max: Math.min(...layers.map(maxOf)) };
}
