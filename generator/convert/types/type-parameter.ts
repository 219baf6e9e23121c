import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import type { Site } from "../site.js";

/**
 * A type parameter of the tool's own signature (`read<K extends "a" | "b">(key: K)`) is whatever
 * its constraint allows: each call picks its own `K`, so the handler takes any value of the
 * constraint, and none at all means any value. A class's type parameter stays unresolved (GT1006):
 * the instance the tool runs on has fixed it to a type the schema cannot know.
 */
export class TypeParameterConverter implements TypeConverter {
  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return (type.flags & ts.TypeFlags.TypeParameter) !== 0 && ctx.env.signatureTypeParameters.has(type);
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    const constraint = ctx.checker.getBaseConstraintOfType(type);
    return constraint === undefined ? {} : ctx.convert(constraint, site);
  }
}
