import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import type { Site } from "../site.js";

/**
 * A type the checker could not resolve (an import from a module that is not installed, a name that
 * is not declared). The checker reads it as `any`, which would become a schema that accepts
 * anything: a tool the model can call with garbage, without a word at build time. Its own error
 * type carries the `any` flag but is not the `any` type.
 */
export class UnresolvedConverter implements TypeConverter {
  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return (type.flags & ts.TypeFlags.Any) !== 0 && type !== ctx.checker.getAnyType();
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    ctx.report("GT1015", site, site.syntax?.getText() ?? ctx.typeText(type));
    return {};
  }
}
