import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import { article } from "../../../src/agent/lost-in-json.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import { elementSite, type Site } from "../site.js";
import { byLibName } from "../type-facts.js";
import { elementSyntax } from "./array.js";

/**
 * For each lib interface a JSON array satisfies, the end of the message that refuses it in a
 * result: what else its values can be, which JSON does not write as an array.
 */
const NOT_ALWAYS_ARRAYS: Readonly<Record<string, string>> = {
  ArrayLike: " unless it is an array (a typed array or a string is not one): return an array",
  Iterable: " unless it is an array (a Set or a generator is not one): return an array",
};

/**
 * `ArrayLike<T>` and `Iterable<T>`. As an argument, the JSON array a model sends is one, so the
 * schema is an array of T. As a result, JSON writes one as an array only if it is an array (a Set
 * is `{}`, a typed array an object of indices), so no schema describes it: refused (GT1004, which a
 * result reports as GT1013). Before the refusals in the chain, which know nothing of position.
 */
export class ArrayLikeConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.Object;

  supports(type: ts.Type): boolean {
    return byLibName(type, NOT_ALWAYS_ARRAYS) !== undefined;
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    if (ctx.writesAsJson()) {
      const text = ctx.typeText(type);
      ctx.report("GT1004", site, `${article(text)} '${text}'`, "items", byLibName(type, NOT_ALWAYS_ARRAYS) ?? "");
      return {};
    }
    const [item] = ctx.checker.getTypeArguments(type as ts.TypeReference);
    if (item === undefined) return { type: "array" };
    return { type: "array", items: ctx.convert(item, elementSite(site, "[]", elementSyntax(site.syntax))) };
  }
}
