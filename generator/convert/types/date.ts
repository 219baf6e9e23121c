import type ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import { isTag } from "../../annotate/type-tags.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import { markDate } from "../date-marks.js";
import type { Site } from "../site.js";
import { isObject, libName } from "../type-facts.js";

/**
 * `Date` travels as its `toJSON()` form, an ISO 8601 string. The schema is marked, so that the
 * manifest's `dates` names it and the runtime gives the handler a `Date` again. So does a branded
 * `Date`, as a branded primitive does (see `isBrandedDate`).
 */
export class DateConverter implements TypeConverter {
  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return isDate(type) || isBrandedDate(type, ctx.checker);
  }

  convert(_type: ts.Type, _site: Site, ctx: ConvertContext): JsonSchemaObject {
    ctx.dates = true;
    return markDate({ type: "string", format: "date-time" });
  }
}

export function isDate(type: ts.Type): boolean {
  return isObject(type) && libName(type) === "Date";
}

/**
 * A `Date` intersected with objects that are no type-level tags (`Date & { readonly __brand:
 * "UtcDate" }`): the brand exists only for the compiler, the value is the `Date`.
 */
export function isBrandedDate(type: ts.Type, checker: ts.TypeChecker): boolean {
  return type.isIntersection() && type.types.some(isDate) && type.types.every((t) => isObject(t) && !isTag(t, checker));
}
