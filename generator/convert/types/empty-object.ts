import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import { isObject } from "../type-facts.js";

/**
 * The empty object type, `{}` (also `NonNullable<unknown>`, and an interface or class without
 * members): TypeScript takes any value but `null` and `undefined` for it, primitives included, so
 * its schema is every JSON type but null. A closed empty object would refuse what the type accepts.
 */
export class EmptyObjectConverter implements TypeConverter {
  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return (
      isObject(type) &&
      ctx.checker.getPropertiesOfType(type).length === 0 &&
      ctx.checker.getIndexInfosOfType(type).length === 0 &&
      type.getCallSignatures().length === 0 &&
      type.getConstructSignatures().length === 0
    );
  }

  convert(): JsonSchemaObject {
    return { type: ["string", "number", "boolean", "object", "array"] };
  }
}
