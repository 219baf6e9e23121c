import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import type { Site } from "../site.js";

/**
 * A type parameter of the tool's own signature (`read<K extends "a" | "b">(key: K)`) is whatever
 * its constraint allows: each call picks its own `K`, so the handler takes any value of the
 * constraint, and none at all means any value. So is a type indexed by one (`Settings[K]` for
 * `K extends keyof Settings` is `Settings[keyof Settings]`, the union of the values), when the
 * checker can bound it: `T[K]` for `K extends keyof T` (keyof bounds K only by string | number |
 * symbol) it cannot, and such a type is left to `UnsupportedConverter`, as unresolved (GT1006), as
 * a class's type parameter is: the instance the tool runs on has fixed it to a type the schema
 * cannot know.
 */
export class TypeParameterConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.TypeParameter | ts.TypeFlags.IndexedAccess;

  supports(type: ts.Type, ctx: ConvertContext): boolean {
    if (type.flags & ts.TypeFlags.TypeParameter) return ctx.env.signatureTypeParameters.has(type);
    return (
      (type.flags & ts.TypeFlags.IndexedAccess) !== 0 &&
      standsForConstraint(type, ctx) &&
      ctx.checker.getBaseConstraintOfType(type) !== undefined
    );
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    const constraint = ctx.checker.getBaseConstraintOfType(type);
    return constraint === undefined ? {} : ctx.convert(constraint, site);
  }
}

/**
 * Whether the type parameters `type` is made of are all the signature's own. An object type counts
 * as it is: a class's type parameter inside it is reported where it is converted.
 */
function standsForConstraint(type: ts.Type, ctx: ConvertContext): boolean {
  if (type.flags & ts.TypeFlags.TypeParameter) return ctx.env.signatureTypeParameters.has(type);
  if (type.flags & ts.TypeFlags.IndexedAccess) {
    const { objectType, indexType } = type as ts.IndexedAccessType;
    return standsForConstraint(objectType, ctx) && standsForConstraint(indexType, ctx);
  }
  if (type.isUnionOrIntersection()) return type.types.every((t) => standsForConstraint(t, ctx));
  return (type.flags & ts.TypeFlags.Instantiable) === 0;
}
