import type ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import { applyKeywords, type Keyword } from "../../annotate/apply.js";
import { isTag, tagKeyword } from "../../annotate/type-tags.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import type { Site } from "../site.js";
import { isObject } from "../type-facts.js";
import { objectSchema } from "./object.js";

/**
 * Intersections, and type-level tags. Tag members (`MinLength<3>`) add their keyword to the schema
 * of the rest: `string & MinLength<3>` is `{ type: "string", minLength: 3 }`. Object members merge
 * into one object schema, from the properties the checker computed for the intersection. A
 * primitive intersected with non-tag objects is a branded primitive (`string & { __brand: "Id" }`):
 * the brand exists only for the compiler, the value is the primitive.
 */
export class IntersectionConverter implements TypeConverter {
  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return type.isIntersection() || isTag(type, ctx.checker);
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    const members = type.isIntersection() ? type.types : [type];
    const tags = members.filter((m) => isTag(m, ctx.checker));
    const rest = members.filter((m) => !tags.includes(m));
    const keywords = tags.map((t) => tagKeyword(t, site, ctx)).filter((k): k is Keyword => k !== undefined);
    return applyKeywords(this.base(type, rest, site, ctx), keywords, ctx);
  }

  private base(type: ts.Type, rest: readonly ts.Type[], site: Site, ctx: ConvertContext): JsonSchemaObject {
    if (rest.length === 0) return {};
    if (rest.length === 1) return ctx.convert(rest[0] as ts.Type, site);
    if (rest.every(isObject)) return objectSchema(type, site, ctx);
    const primitives = rest.filter((m) => !isObject(m));
    if (primitives.length === 1) return ctx.convert(primitives[0] as ts.Type, site);
    ctx.report("GT1012", site, ctx.typeText(type));
    return {};
  }
}
