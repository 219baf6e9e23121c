import ts from "../../typescript.cjs";
import type { JsonSchemaObject, JsonTypeName } from "../../../src/json-schema.js";
import type { TypeConverter } from "../context.js";

const PRIMITIVES: ReadonlyArray<[ts.TypeFlags, JsonTypeName]> = [
  [ts.TypeFlags.String, "string"],
  [ts.TypeFlags.Number, "number"],
  [ts.TypeFlags.Boolean, "boolean"],
  [ts.TypeFlags.Null, "null"],
  // The `object` keyword: any non-primitive, so an open object.
  [ts.TypeFlags.NonPrimitive, "object"],
];

const PRIMITIVE_FLAGS = PRIMITIVES.reduce((flags, [flag]) => flags | flag, 0);

/** `string`, `number`, `boolean`, `null` and `object`. */
export class PrimitiveConverter implements TypeConverter {
  readonly flags = PRIMITIVE_FLAGS;

  supports(type: ts.Type): boolean {
    return (type.flags & this.flags) !== 0;
  }

  convert(type: ts.Type): JsonSchemaObject {
    const found = PRIMITIVES.find(([flag]) => (type.flags & flag) !== 0);
    return { type: found?.[1] ?? "null" };
  }
}
