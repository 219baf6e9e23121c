import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import type { Site } from "../site.js";

/**
 * A type parameter of the tool's own signature (`read<K extends "a" | "b">(key: K)`) is whatever
 * its constraint allows: each call picks its own `K`, so the handler takes any value of the
 * constraint, and none at all means any value. So is a type indexed by one (`Settings[K]` for
 * `K extends keyof Settings` is `Settings[keyof Settings]`, the union of the values). A class's
 * type parameter stays unresolved (GT1006): the instance the tool runs on has fixed it to a type
 * the schema cannot know.
 */
export class TypeParameterConverter implements TypeConverter {
  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return (type.flags & (ts.TypeFlags.TypeParameter | ts.TypeFlags.IndexedAccess)) !== 0 && standsForConstraint(type, ctx);
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    const constraint = ctx.checker.getBaseConstraintOfType(type);
    if (constraint !== undefined) return ctx.convert(constraint, site);
    // A type parameter without a constraint takes any value; an indexed access the checker cannot
    // bound (`T[K]` with `K extends keyof T`: keyof bounds K only by string | number | symbol) is unresolved.
    if (!(type.flags & ts.TypeFlags.TypeParameter)) ctx.report("GT1006", site, ctx.typeText(type));
    return {};
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
