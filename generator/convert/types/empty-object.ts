import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import { globalName, isObject } from "../type-facts.js";

/**
 * The empty object type, `{}` (also `NonNullable<unknown>`, the global `Object`, and an interface
 * or class without members): TypeScript takes any value but `null` and `undefined` for it,
 * primitives included, so its schema is every JSON type but null. A closed empty object would
 * refuse what the type accepts.
 */
export class EmptyObjectConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.Object;

  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return (
      isGlobalObject(type, ctx.checker) ||
      (isObject(type) &&
      ctx.checker.getPropertiesOfType(type).length === 0 &&
      ctx.checker.getIndexInfosOfType(type).length === 0 &&
      type.getCallSignatures().length === 0 &&
      type.getConstructSignatures().length === 0)
    );
  }

  convert(): JsonSchemaObject {
    return { type: ["string", "number", "boolean", "object", "array"] };
  }
}

/**
 * The global `Object` interface: every value but `null` and `undefined` is assignable to it, as to
 * `{}`; its methods (`toString`, `hasOwnProperty`) are those of every object, not data of its own.
 */
export function isGlobalObject(type: ts.Type, checker: ts.TypeChecker): boolean {
  return isObject(type) && globalName(type, checker, GLOBAL_OBJECT) !== undefined;
}

const GLOBAL_OBJECT = { Object: true };
