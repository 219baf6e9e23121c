import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import { jsonTypeOf, literalValue } from "../type-facts.js";

/** A string, number or boolean literal type (enum members included): `{ type, const }`. */
export class LiteralConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BooleanLiteral;

  supports(type: ts.Type): boolean {
    return (type.flags & this.flags) !== 0;
  }

  convert(type: ts.Type, _site: unknown, ctx: ConvertContext): JsonSchemaObject {
    const value = literalValue(type, ctx.checker) ?? null;
    return {
      type: jsonTypeOf(value) as "string" | "number" | "boolean",
      const: value,
    };
  }
}
