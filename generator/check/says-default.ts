import type { JsonSchemaObject } from "../../src/json-schema.js";
import { followRefs, type Written } from "./json-types.js";

/**
 * Whether `written`, or a schema each of its values meets, says a `default`: a schema its `$ref`s
 * lead through or to (`$defs: { unit: { default } }`), or an `allOf` branch of one of those, through
 * the branch's own (`allOf: [{ $ref }, { default }]`, where a default was put beside a `$ref` before
 * 2020-12, which ignored keywords beside one). An `anyOf` or `oneOf` branch's is not the value's: a
 * value may meet another branch.
 */
export function saysDefault(written: Written, root: JsonSchemaObject): boolean {
  // The pointers of the schemas looked at: an allOf that leads back to a schema on its way ends there.
  const seen = new Set<string>();
  const says = ({ schema, pointer }: Written): boolean => {
    const followed = followRefs(schema, root, pointer);
    const along: Written[] = followed === undefined ? [{ schema, pointer }] : [...followed.via, { schema: followed.schema, pointer: followed.pointer }];
    return along.some((each) => {
      if (typeof each.schema !== "object" || seen.has(each.pointer)) return false;
      seen.add(each.pointer);
      return Object.hasOwn(each.schema, "default") || (each.schema.allOf ?? []).some((branch, i) => says({ schema: branch, pointer: `${each.pointer}/allOf/${i}` }));
    });
  };
  return says(written);
}
