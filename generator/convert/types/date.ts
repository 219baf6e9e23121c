import type ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { TypeConverter } from "../context.js";
import { isObject, libName } from "../type-facts.js";

/** `Date` travels as its `toJSON()` form, an ISO 8601 string. */
export class DateConverter implements TypeConverter {
  supports(type: ts.Type): boolean {
    return isObject(type) && libName(type) === "Date";
  }

  convert(): JsonSchemaObject {
    return { type: "string", format: "date-time" };
  }
}
