import ts from "../../typescript.cjs";
import type { JsonSchemaObject, JsonTypeName } from "../../../src/json-schema.js";
import type { TypeConverter } from "../context.js";
import { byLibName } from "../type-facts.js";

/** The wrapper interfaces of the primitives JSON has, by name. */
const WRAPPED: Readonly<Record<string, JsonTypeName>> = { String: "string", Number: "number", Boolean: "boolean" };

/**
 * `String`, `Number` and `Boolean`: TypeScript takes the primitive for its wrapper, and JSON writes
 * a wrapper object as its primitive, so each is its primitive's schema. Before the refusals in the
 * chain, which would take their methods for data JSON loses.
 */
export class WrapperConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.Object;

  supports(type: ts.Type): boolean {
    return byLibName(type, WRAPPED) !== undefined;
  }

  convert(type: ts.Type): JsonSchemaObject {
    const primitive = byLibName(type, WRAPPED);
    return primitive === undefined ? {} : { type: primitive };
  }
}
