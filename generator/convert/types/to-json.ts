import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import { article } from "../../../src/agent/lost-in-json.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import type { Site } from "../site.js";
import { holdsArray, isObjectLike, oncePerType } from "../type-facts.js";
import { isDateOrBrandedDate } from "./date.js";

/**
 * A result JSON writes through the value's own `toJSON()` (a `URL`, a `Buffer`, Prisma's `Decimal`,
 * a class of the user's) is what that `toJSON()` returns, converted as a result: its members'
 * `toJSON()`s are followed in turn. JSON.stringify calls `toJSON()` once per value, so a `toJSON()`
 * returning a value with a `toJSON()` of its own (itself, `this`) has that value written as its
 * fields: refused, as a class with methods is. An argument is never constructed (a model sends
 * plain JSON), so there a type with a `toJSON()` stays what it is; asking marks the conversion as
 * differing in results (see `ConvertContext.writesAsJson`), so a named type holding one gets a
 * result definition of its own. `Date` keeps its own converter, whose date-time format and mark
 * its `toJSON(): string` does not say.
 */
export class ToJsonConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.Object | ts.TypeFlags.Intersection;

  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return isWrittenThroughToJson(type, ctx);
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    return writtenThroughToJson(type, toJsonResult(type, ctx.checker) as ts.Type, site, ctx);
  }
}

/**
 * The schema of what JSON writes of a value of `type` through its `toJSON()`, which returns
 * `written` (also asked by `IntersectionConverter` of an intersection with a tag, which the tag
 * does not change).
 */
export function writtenThroughToJson(type: ts.Type, written: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
  const again = (written.isUnion() ? written.types : [written]).find((member) => toJsonResult(member, ctx.checker) !== undefined);
  if (again === undefined) return ctx.convert(written, site);
  const text = ctx.typeText(type);
  const againText = ctx.typeText(again);
  ctx.report(
    "GT1004",
    site,
    `${article(text)} '${text}'`,
    "toJSON() result",
    `: it is ${article(againText)} '${againText}', whose own toJSON() JSON.stringify does not call, so its methods are lost (make toJSON() return plain data)`,
  );
  return {};
}

/**
 * Whether JSON writes a value of `type` through its `toJSON()` here: in a result. Asked of an
 * argument too, which it marks as differing in results.
 */
export function isWrittenThroughToJson(type: ts.Type, ctx: ConvertContext): boolean {
  return toJsonResult(type, ctx.checker) !== undefined && ctx.writesAsJson();
}

/**
 * The return type of the `toJSON()` JSON.stringify calls on a value of `type`, if it has a
 * callable one (a `toJSON` property that is data is written as data). JSON.stringify passes the
 * key, which every signature of the usual `toJSON(key?: string)` takes; of overloads, the first.
 * Asked once per type.
 */
const toJsonResult = oncePerType((type, checker: ts.TypeChecker): ts.Type | undefined => {
  // An array is not asked for a `toJSON()`, for which the checker would resolve its members for each
  // instantiation, to find none; asked before `isObjectLike`, whose test for a tag resolves them too.
  if (holdsArray(type, checker) || !isObjectLike(type, checker) || isDateOrBrandedDate(type)) return undefined;
  return toJsonReturn(type, checker);
});

/** The return type of a type's callable `toJSON` (see `toJsonResult`), whatever the type is. */
export function toJsonReturn(type: ts.Type, checker: ts.TypeChecker): ts.Type | undefined {
  const property = checker.getPropertyOfType(type, "toJSON");
  const signature = property === undefined ? undefined : checker.getTypeOfSymbol(property).getCallSignatures()[0];
  return signature === undefined ? undefined : checker.getReturnTypeOfSignature(signature);
}
