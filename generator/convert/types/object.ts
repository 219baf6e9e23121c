import ts from "../../typescript.cjs";
import type { JsonSchema, JsonSchemaObject } from "../../../src/json-schema.js";
import { TAG_KEY } from "../../../src/tags.js";
import { applyKeywords } from "../../annotate/apply.js";
import { documentingDeclaration } from "../../annotate/inherited-docs.js";
import { propertyJsDocKeywords } from "../../annotate/jsdoc.js";
import { aliasedTwin } from "../aliased-twins.js";
import { keyDeclarations, remapsKeysOf } from "../mapped-keys.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import { indexSignatureKeywords, withIndexSignatures } from "../index-signatures.js";
import { bracketedDefault } from "../jsdoc-default.js";
import { mayHaveOwnJsDoc } from "../../jsdoc-on-demand.js";
import { propertySite, type Site } from "../site.js";
import { declarationOf, includesUndefined, isObject, isOnlyAbsent, objectFlags } from "../type-facts.js";

/**
 * Object types (interfaces, type literals, mapped types such as `Partial`/`Pick`/`Omit`/`Record`,
 * data classes, intersections of objects): the properties the checker resolved, with their
 * optionality, in declaration order. Closed (`additionalProperties: false`) but for the keys its
 * index signatures allow.
 */
export class ObjectConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.Object;

  supports(type: ts.Type): boolean {
    return isObject(type);
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    return objectSchema(type, site, ctx);
  }
}

/** `brandKeys`: the symbol keys (escaped names) of the brands an intersection has beside its data (see `IntersectionConverter`). */
export function objectSchema(type: ts.Type, site: Site, ctx: ConvertContext, brandKeys?: ReadonlySet<string>): JsonSchemaObject {
  // An intersection recurring without its alias is its alias's, whose `$ref` ends the recursion.
  const twin = ctx.isOpen(type) ? (aliasedTwin(type, ctx.checker) ?? ctx.env.definitions.definedIntersection(type)) : undefined;
  if (twin !== undefined) return ctx.convert(twin, site);
  return ctx.enter(
    type,
    site,
    () => {
      const properties = objectProperties(type, ctx, (name, declaration) => propertySite(site, name, declaration), site.syntax, brandKeys);
      return objectOf(properties, withIndexSignatures({ type: "object" }, indexSignatureKeywords(type, site, ctx), ctx), false);
    },
    () => ({}),
  );
}

/**
 * The object schema of `properties` and `keys` (`type` and its index signatures' keywords). A property
 * that must be absent (`false`) is listed only where other keys are allowed: where nothing unlisted
 * is, leaving it out says the same. `listEmpty`: a `properties` even when there is none (a tool's
 * arguments object always has one).
 */
export function objectOf(properties: readonly { name: string; schema: JsonSchema; required: boolean }[], keys: JsonSchemaObject, listEmpty: boolean): JsonSchemaObject {
  const closed = keys.additionalProperties === false && keys.patternProperties === undefined;
  const listed = closed ? properties.filter((p) => p.schema !== false) : properties;
  const required = listed.filter((p) => p.required).map((p) => p.name);
  // Set one by one, not spread from objects made for the purpose: this runs for every object converted.
  const schema: JsonSchemaObject = { type: "object" };
  if (listed.length > 0 || listEmpty) schema.properties = Object.fromEntries(listed.map((p) => [p.name, p.schema]));
  if (required.length > 0) schema.required = required;
  return Object.assign(schema, keys);
}

export interface ConvertedProperty {
  name: string;
  /** `false` for an optional property whose type carries no value (`id?: never`): it must be absent. */
  schema: JsonSchemaObject | false;
  required: boolean;
  declaration: ts.Declaration | undefined;
}

/**
 * Each property JSON carries, converted and annotated from its JSDoc; `siteFor` names it in
 * diagnostics. An optional property of type `never` or `undefined` (`{ id: string; name?: never }`,
 * the way TypeScript says "one or the other") must be absent. A class field's initializer
 * (`limit = 10`) gives no default and leaves the field required: a handler's argument is a plain
 * object, never constructed, so nothing applies it; the default a JavaScript `@property` or nested
 * `@param` tag writes in its brackets (`[limit=10]`) is on an optional property. A required
 * symbol-keyed property is GT1018, unless it is among `brandKeys`.
 */
export function objectProperties(
  type: ts.Type,
  ctx: ConvertContext,
  siteFor: (name: string, declaration: ts.Declaration | undefined) => Site,
  syntax?: ts.TypeNode,
  brandKeys?: ReadonlySet<string>,
): ConvertedProperty[] {
  const all = ctx.checker.getPropertiesOfType(type);
  const unsendable = (p: ts.Symbol): boolean => isSymbolKeyed(p) && isRequired(p) && brandKeys?.has(p.getEscapedName() as string) !== true;
  for (const property of all.filter((p) => unsendable(p) && !ctx.writesAsJson())) {
    const declaration = declarationOf(property);
    const name = (declaration && ts.getNameOfDeclaration(declaration)?.getText()) ?? property.getName();
    ctx.report("GT1018", siteFor(name, declaration));
  }
  const properties = all.filter((property) => isCarried(property, ctx));
  const ordered =
    objectFlags(type) & ts.ObjectFlags.Mapped && !remapsKeysOf(type)
      ? byDeclaration(properties, () => keyDeclarations(type, syntax, ctx.checker))
      : properties;
  return ordered.map((property) => {
    const name = property.getName();
    const declaration = declarationOf(property);
    const site = siteFor(name, declaration);
    const propertyType = ctx.checker.getTypeOfSymbol(property);
    if ((property.flags & ts.SymbolFlags.Optional) !== 0 && isOnlyAbsent(propertyType)) return { name, schema: false, required: false, declaration };
    let schema = ctx.convert(propertyType, site);
    const initial = declaration !== undefined && ts.isJSDocPropertyLikeTag(declaration) ? bracketedDefault(declaration) : undefined;
    if (initial !== undefined) schema = { ...schema, default: initial };
    const documented = documentedDeclaration(property) ?? declaration;
    schema = applyKeywords(schema, propertyJsDocKeywords(documented && documentingDeclaration(documented, ctx.checker), site), ctx);
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0 || includesUndefined(propertyType);
    return {
      name,
      schema,
      required: !optional,
      declaration,
    };
  });
}

/**
 * Of a property declared more than once (by each member of an intersection, `Base & Named`), the
 * first declaration with a comment of its own, as an editor's hover finds one; `undefined` when it
 * has one declaration (most do) or none commented.
 */
function documentedDeclaration(property: ts.Symbol): ts.Declaration | undefined {
  const declarations = property.getDeclarations();
  return declarations !== undefined && declarations.length > 1 ? declarations.find(mayHaveOwnJsDoc) : undefined;
}

/**
 * What is data on both sides: not symbol-keyed or `#private` members, which JSON never writes, nor
 * the phantom property of a type-level tag; not a class's accessors (see `isClassAccessor`); and
 * `private`/`protected` class members only in a result, which JSON writes as any field, though no
 * model should send one.
 */
function isCarried(property: ts.Symbol, ctx: ConvertContext): boolean {
  if (isSymbolKeyed(property) || (property.getEscapedName() as string).startsWith("__#") || property.getName() === TAG_KEY) return false;
  if (property.getDeclarations()?.some(isClassAccessor)) return false;
  const declaration = declarationOf(property);
  return (
    declaration === undefined ||
    !(ts.getCombinedModifierFlags(declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) ||
    ctx.writesAsJson()
  );
}

export function isSymbolKeyed(property: ts.Symbol): boolean {
  return (property.getEscapedName() as string).startsWith("__@");
}

/**
 * A required data property (a method is GT1004's, before this). A symbol-keyed one is reported
 * (GT1018): no argument a model sends has it.
 */
function isRequired(property: ts.Symbol): boolean {
  return (property.flags & ts.SymbolFlags.Property) !== 0 && (property.flags & ts.SymbolFlags.Optional) === 0;
}

/**
 * A getter, a setter or an `accessor` field of a class: it lives on the prototype, which JSON never
 * writes, and a handler's argument is a plain object, never constructed, which has none. An
 * interface's or an object type's accessor is a property of plain objects, and stays one.
 */
function isClassAccessor(declaration: ts.Declaration): boolean {
  const accessor =
    ts.isGetAccessorDeclaration(declaration) ||
    ts.isSetAccessorDeclaration(declaration) ||
    ts.isAutoAccessorPropertyDeclaration(declaration);
  return accessor && ts.isClassLike(declaration.parent);
}

/**
 * A mapped type lists its properties in the order of its key union, which follows internal type
 * ids; the properties' declarations (or their keys', see `keyDeclarations`) give back the order
 * they were written in. The keys' are looked for only when some property has no declaration of its
 * own (a `Record` over literals), not for the usual `Partial<T>` or `Pick<T, K>`.
 */
function byDeclaration(properties: readonly ts.Symbol[], keysOf: () => ReadonlyMap<string, ts.Node>): ts.Symbol[] {
  let keys: ReadonlyMap<string, ts.Node> | undefined;
  const key = (p: ts.Symbol): [number, string, number] => {
    const d = declarationOf(p) ?? (keys ??= keysOf()).get(p.getName());
    return d === undefined ? [1, p.getName(), 0] : [0, d.getSourceFile().fileName, d.getStart()];
  };
  return [...properties].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0] - kb[0] || (ka[1] < kb[1] ? -1 : ka[1] > kb[1] ? 1 : 0) || ka[2] - kb[2];
  });
}
