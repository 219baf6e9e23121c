import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import { applyKeywords, type Keyword } from "../../annotate/apply.js";
import { isTag, tagKeyword } from "../../annotate/type-tags.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import type { Site } from "../site.js";
import { aliasTarget, declarationOf, isArrayOrTuple, isObject } from "../type-facts.js";
import { ARRAY_MEMBERS_HINT, ownMembersProblem } from "./array-extensions.js";
import { isDate } from "./date.js";
import { isSymbolKeyed, objectSchema } from "./object.js";
import { isWrittenThroughToJson, toJsonReturn, writtenThroughToJson } from "./to-json.js";
import { isUncarriable, refuseUncarriable } from "./unsupported.js";

/**
 * Intersections, and type-level tags. Tag members (`MinLength<3>`) add their keyword to the schema
 * of the rest: `string & MinLength<3>` is `{ type: "string", minLength: 3 }`. Object members merge
 * into one object schema, from the properties the checker computed for the intersection. A
 * primitive intersected with non-tag objects is a branded primitive (`string & { __brand: "Id" }`):
 * the brand exists only for the compiler, the value is the primitive (and a branded `Date`'s is the
 * `Date`). So is an object member keyed only by declared symbols, which have no value (`declare
 * const tag: unique symbol`), beside other members (`User & { readonly [tag]: "Verified" }`, as
 * zod's `.brand()` and type-fest's `Tagged` write it): the value is the rest.
 */
export class IntersectionConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.Intersection | ts.TypeFlags.Object;

  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return type.isIntersection() || isTag(type, ctx.checker);
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    const members = type.isIntersection() ? type.types : [type];
    const tags = members.filter((m) => isTag(m, ctx.checker));
    const untagged = members.filter((m) => !tags.includes(m));
    const keysOfBrands = untagged.map((m) => symbolBrandKeys(m, ctx.checker));
    const data = untagged.filter((_, i) => keysOfBrands[i] === undefined);
    const rest = data.length > 0 ? data : untagged;
    const keywords = tags.map((t) => tagKeyword(t, site, ctx)).filter((k): k is Keyword => k !== undefined);
    const brandKeys = new Set(keysOfBrands.flatMap((keys) => keys ?? []));
    return applyKeywords(this.base(type, rest, site, ctx, brandKeys), keywords, ctx);
  }

  private base(type: ts.Type, rest: readonly ts.Type[], site: Site, ctx: ConvertContext, brandKeys: ReadonlySet<string>): JsonSchemaObject {
    if (rest.length === 0) return {};
    if (rest.length === 1) return ctx.convert(rest[0] as ts.Type, site);
    if (rest.every(isObject)) {
      const date = rest.find(isDate);
      if (date !== undefined) return dateWithMembers(type, date, rest, site, ctx);
      if (rest.some((m) => isArrayOrTuple(m, ctx.checker))) return arrayWithMembers(type, rest, site, ctx);
      // Beside a tag, JSON writes a value with a member's `toJSON()` through it, as without the tag
      // (where `ToJsonConverter` takes the whole), which was not asked (`isObjectLike`). Another
      // member may leave the whole no callable one (`Money & { toJSON: null }`).
      const throughToJson = rest.filter((m) => isWrittenThroughToJson(m, ctx));
      const written = throughToJson.length > 0 ? toJsonReturn(type, ctx.checker) : undefined;
      if (written !== undefined) return writtenThroughToJson(type, written, site, ctx);
      // Nor was it refused whole: a member JSON cannot carry (a function, a Map, a class with methods)
      // is reported as itself, never converted, which would take a `String` or an `Iterable<T>` (JSON
      // carries them alone) for the whole.
      const uncarriable = rest.find((m) => !throughToJson.includes(m) && isUncarriable(m, ctx));
      if (uncarriable !== undefined) return refuseUncarriable(uncarriable, site, ctx);
      // The checker's properties of the whole intersection include the brands' keys: not data a model must send.
      return objectSchema(type, site, ctx, brandKeys);
    }
    const primitives = rest.filter((m) => !isObject(m));
    if (primitives.length === 1) return ctx.convert(primitives[0] as ts.Type, site);
    ctx.report("GT1012", site, ctx.typeText(type));
    return {};
  }
}

/**
 * An array or tuple intersected with other object types beside tags and brands. One that adds no
 * members (`string[] & Iterable<string>`) is the array. One with members of its own (`string[] & {
 * total: number }`), or that narrows one the array has (`string[] & { length: 2 }`), is GT1004:
 * JSON writes the items only, as of an interface that extends an array. Of several arrays, the one
 * assignable to the others is the value where its items are the intersection's (type-fest's
 * `JsonValue` has `JsonValue[] & readonly JsonValue[]`); arrays whose items differ (`string[] &
 * number[]`, `A[] & B[]`) have no one item type to read.
 */
function arrayWithMembers(type: ts.Type, rest: readonly ts.Type[], site: Site, ctx: ConvertContext): JsonSchemaObject {
  const { checker } = ctx;
  const arrays = rest.filter((m) => isArrayOrTuple(m, checker));
  // Assignable but with other items (`A[] & B[]`, B with an optional y A has not), A's closed items would refuse A & B's y.
  const items = checker.getIndexTypeOfType(type, ts.IndexKind.Number);
  const array = arrays.find((a) => checker.getIndexTypeOfType(a, ts.IndexKind.Number) === items && arrays.every((b) => checker.isTypeAssignableTo(a, b)));
  if (array === undefined) {
    ctx.report("GT1012", site, ctx.typeText(type));
    return {};
  }
  const others = rest.filter((m) => !arrays.includes(m));
  return baseWithoutOwnMembers(type, array, others, site, ctx, ARRAY_MEMBERS_HINT, () => false);
}

/**
 * A Date intersected with other object types beside tags. One whose other members only brand it
 * (`Date & { readonly __brand: "UtcDate" }`) is its Date, as a branded primitive is its primitive
 * (see `isDateOrBrandedDate`). One with members of its own (`Date & { label: string }`) is GT1004:
 * JSON writes a Date through its `toJSON()` as its date string only, so they never reach the
 * handler, nor the model in a result.
 */
function dateWithMembers(type: ts.Type, date: ts.Type, rest: readonly ts.Type[], site: Site, ctx: ConvertContext): JsonSchemaObject {
  const others = rest.filter((m) => m !== date);
  return baseWithoutOwnMembers(type, date, others, site, ctx, DATE_MEMBERS_HINT, (p) => isBrandMember(p, ctx.checker));
}

/**
 * `base` (the array or Date an intersection's value is) where the `others` add no member beyond
 * its own, `ignored` ones left aside; otherwise GT1004 naming those members, with `hint`.
 */
function baseWithoutOwnMembers(
  type: ts.Type,
  base: ts.Type,
  others: readonly ts.Type[],
  site: Site,
  ctx: ConvertContext,
  hint: string,
  ignored: (property: ts.Symbol) => boolean,
): JsonSchemaObject {
  const isInherited = inheritedFrom(base, ctx.checker);
  const own = others.flatMap((m) => ctx.checker.getPropertiesOfType(m)).filter((p) => !ignored(p) && !isInherited(p));
  if (own.length === 0) return ctx.convert(base, site);
  ctx.report("GT1004", site, ...ownMembersProblem(ctx.typeText(type), [...new Set(own.map((p) => p.getName()))]), hint);
  return {};
}

// A brand the idioms do not cover (`_brand: void`, `brand: string`) is refused too: say how to write one.
const DATE_MEMBERS_HINT =
  ': it writes a Date as its date string only (take an object with the date and those members as properties; a member that only brands the Date takes a literal type: readonly __brand: "UtcDate")';

/**
 * Whether another member's property is `base`'s own, written again: `base` has it, and its own meets
 * it (`{ toJSON(): string }` beside a Date; not `{ length: 2 }` beside an array, which narrows it).
 * Typed only where asked, as typing an array's ~40 methods would instantiate each.
 */
function inheritedFrom(base: ts.Type, checker: ts.TypeChecker): (property: ts.Symbol) => boolean {
  const members = new Map(checker.getPropertiesOfType(base).map((p) => [p.escapedName, p]));
  return (property) => {
    const member = members.get(property.escapedName);
    return member !== undefined && checker.isTypeAssignableTo(checker.getTypeOfSymbol(member), checker.getTypeOfSymbol(property));
  };
}

/**
 * Whether a property is one a brand idiom writes, for the compiler alone: of a literal or unique
 * symbol type (`readonly __brand: "UtcDate"`, `brand: typeof tag`), which carries nothing the type
 * does not, optional or not (the flavoring idiom's `_type?: "UtcDate"`), or named from `__`
 * (ts-brand's `__witness__: Date`).
 */
function isBrandMember(property: ts.Symbol, checker: ts.TypeChecker): boolean {
  if (property.getName().startsWith("__")) return true;
  const type = checker.getTypeOfSymbol(property);
  const values = type.isUnion() ? type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)) : [type];
  return values.length === 1 && ((values[0] as ts.Type).flags & (ts.TypeFlags.Literal | ts.TypeFlags.UniqueESSymbol)) !== 0;
}

/**
 * The keys (escaped names) of an object type whose properties are all keyed by declared symbols: a
 * brand, in an intersection with data; undefined for any other type.
 */
function symbolBrandKeys(type: ts.Type, checker: ts.TypeChecker): string[] | undefined {
  if (!isObject(type) || checker.getIndexInfosOfType(type).length > 0 || type.getCallSignatures().length > 0) return undefined;
  const properties = checker.getPropertiesOfType(type);
  const isBrand = properties.length > 0 && properties.every((property) => property.flags & ts.SymbolFlags.Property && isSymbolKeyed(property) && hasDeclaredKey(property, checker));
  return isBrand ? properties.map((p) => p.getEscapedName() as string) : undefined;
}

/**
 * Whether a symbol-keyed property's key is a constant declared without a value (`declare const
 * tag: unique symbol`, or one in a declaration file): a key for the compiler alone, the brand idiom.
 * A key made with `Symbol()` may be on real values, which JSON cannot carry (GT1018), and a
 * well-known symbol (`Symbol.iterator`) is a protocol, not a brand.
 */
function hasDeclaredKey(property: ts.Symbol, checker: ts.TypeChecker): boolean {
  const name = ts.getNameOfDeclaration(declarationOf(property));
  if (name === undefined || !ts.isComputedPropertyName(name)) return false;
  const declaration = aliasTarget(checker.getSymbolAtLocation(name.expression), checker)?.valueDeclaration;
  if (declaration === undefined || !ts.isVariableDeclaration(declaration)) return false;
  return (declaration.getSourceFile().isDeclarationFile || (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Ambient) !== 0);
}
