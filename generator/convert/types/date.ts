import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import { markDate } from "../date-marks.js";
import type { Site } from "../site.js";
import { byLibName, isObject } from "../type-facts.js";

/**
 * `Date` travels as its `toJSON()` form, an ISO 8601 string. The schema is marked, so that the
 * manifest's `dates` names it and the runtime gives the handler a `Date` again. A branded `Date`
 * is one too (see `isDateOrBrandedDate`).
 */
export class DateConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.Object;

  supports(type: ts.Type): boolean {
    return isDate(type);
  }

  convert(_type: ts.Type, _site: Site, ctx: ConvertContext): JsonSchemaObject {
    ctx.dates = true;
    return markDate({ type: "string", format: "date-time" });
  }
}

export function isDate(type: ts.Type): boolean {
  return byLibName(type, DATE) !== undefined;
}

const DATE = { Date: true };

/**
 * A `Date`, or one intersected with other objects (`Date & { readonly __brand: "UtcDate" }`): as
 * for a branded primitive, the brand exists only for the compiler and the value is the `Date`,
 * which the intersection converter converts (with the keywords of any tags among the members), or
 * refuses where the others hold members of their own, not a brand's (see `dateWithMembers`).
 */
export function isDateOrBrandedDate(type: ts.Type): boolean {
  return isDate(type) || (type.isIntersection() && type.types.some(isDate) && type.types.every(isObject));
}
