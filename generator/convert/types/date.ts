import type ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import { markDate } from "../date-marks.js";
import type { Site } from "../site.js";
import { isObject, libName } from "../type-facts.js";

/**
 * `Date` travels as its `toJSON()` form, an ISO 8601 string. The schema is marked, so that the
 * manifest's `dates` names it and the runtime gives the handler a `Date` again.
 */
export class DateConverter implements TypeConverter {
  supports(type: ts.Type): boolean {
    return isObject(type) && libName(type) === "Date";
  }

  convert(_type: ts.Type, _site: Site, ctx: ConvertContext): JsonSchemaObject {
    ctx.dates = true;
    return markDate({ type: "string", format: "date-time" });
  }
}
