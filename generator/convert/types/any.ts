import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { TypeConverter } from "../context.js";

/** `any` and `unknown` accept every JSON value: the empty schema. */
export class AnyConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.Any | ts.TypeFlags.Unknown;

  supports(type: ts.Type): boolean {
    return (type.flags & this.flags) !== 0;
  }

  convert(): JsonSchemaObject {
    return {};
  }
}
