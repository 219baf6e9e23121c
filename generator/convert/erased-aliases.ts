import ts from "../typescript.cjs";
import type { Keyword } from "../annotate/apply.js";
import { jsDocKeywords } from "../annotate/jsdoc.js";
import { isTag } from "../annotate/type-tags.js";
import { definitionSite, type Site } from "./site.js";
import { aliasTarget, isLibFile, isObject, presentMembers } from "./type-facts.js";
import { isPackageGenericAlias } from "../package-file.js";

/**
 * The JSDoc keywords of the type aliases the checker erased at `site`. An alias of a type that
 * already exists (`type Days = number`, `type Email = string`, `type Flag = boolean`, `type When =
 * Date`, `type Author = Person`) is no type of its own: the checker hands back that type, with no
 * trace of the alias, so the comment on it (`/** Days ahead. @minimum 1 *\/`) is read off the name
 * written at the site, through an alias of an alias, down to the name the type carries itself
 * (whose comment its `$defs` entry has). The outer alias's keywords come last, so they win, and
 * the site's own comment, applied after these, wins over all of them.
 *
 * Asked of every type converted, so it answers most without the checker: a site written without a
 * type reference, or one whose name is the type's own (`addr: Address`), has none.
 */
export function erasedAliasKeywords(type: ts.Type, site: Site, checker: ts.TypeChecker): readonly Keyword[] {
  const written = withoutUndefined(withoutParentheses(site.syntax));
  if (written !== undefined && ts.isIntersectionTypeNode(written)) return brandedMemberKeywords(type, written, checker);
  if (written === undefined || !ts.isTypeReferenceNode(written)) return NONE;
  // An optional property's type is the written one or undefined: the name is that of the type without them.
  const bare = type.isUnion() && type.aliasSymbol === undefined ? nonNullable(type, checker) : type;
  const own = bare.aliasSymbol ?? bare.getSymbol();
  if (own !== undefined && own.escapedName === rightmost(written.typeName).escapedText) return NONE;
  const aliases = erasedAliases(written, own, checker);
  return aliases.length === 0 ? NONE : aliases.reverse().flatMap(keywordsOf);
}

const NONE: readonly Keyword[] = [];

/** The type written inside any parentheses: `(Slug & MinLength<2>)[]` gives its item so. */
function withoutParentheses(node: ts.TypeNode | undefined): ts.TypeNode | undefined {
  return node !== undefined && ts.isParenthesizedTypeNode(node) ? withoutParentheses(node.type) : node;
}

/**
 * The type a union written with `undefined` (`days: Days | undefined = undefined`, `days?: Days |
 * undefined`) adds it to, which the site's type is once undefined is left out, as it is for an
 * optional parameter or property; any other node as it is.
 */
function withoutUndefined(node: ts.TypeNode | undefined): ts.TypeNode | undefined {
  if (node === undefined || !ts.isUnionTypeNode(node)) return node;
  const defined = node.types.filter((member) => member.kind !== ts.SyntaxKind.UndefinedKeyword);
  return defined.length === 1 ? withoutParentheses(defined[0]) : node;
}

/**
 * The keywords of the aliases an intersection of a branded primitive names without arguments
 * (`Slug & MinLength<2>` for `/** @pattern ^[a-z]+$ *\/ type Slug = string & Brand`): the checker
 * flattens the members into one intersection of its own, so `Slug`'s comment, which its `$defs`
 * entry carries where it is used alone, left no trace. An alias with arguments computes a type,
 * one of a tag (`Int`) documents the tag, and an object's members are properties, whose comments are
 * their own.
 */
function brandedMemberKeywords(type: ts.Type, written: ts.IntersectionTypeNode, checker: ts.TypeChecker): readonly Keyword[] {
  const primitive = (t: ts.Type): boolean => (t.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike | ts.TypeFlags.BooleanLike)) !== 0;
  if (type.aliasSymbol !== undefined || !(type.isIntersection() ? type.types.some(primitive) : primitive(type))) return NONE;
  const members = written.types.map(withoutParentheses).filter(
    (member): member is ts.TypeReferenceNode => member !== undefined && ts.isTypeReferenceNode(member) && member.typeArguments === undefined && !holdsTag(checker.getTypeFromTypeNode(member), checker),
  );
  return members.flatMap((member) => erasedAliases(member, undefined, checker).reverse().flatMap(keywordsOf));
}

/**
 * The union without `undefined` and `null`, as `getNonNullableType` gives it. An optional object's
 * (`items?: Array<Item>`, `Item | undefined`) is its object, read off the members: the checker would
 * first ask whether the object is a function, which resolves every member of each array type (one
 * for each inline element type: about 20 ms of a 5,000-tool build). Any other member (a type
 * parameter, which the checker makes `T & {}`) is left to the checker.
 */
function nonNullable(union: ts.UnionType, checker: ts.TypeChecker): ts.Type {
  const present = presentMembers(union);
  const only = present.length === 1 ? present[0] : undefined;
  return only !== undefined && isObject(only) ? only : checker.getNonNullableType(union);
}

/**
 * The type arguments written at a generic's reference (`Box<Days>`) that name an erased alias with a
 * comment: the generic's definition is that of `Box<number>`, shared whatever the argument is
 * called, so the comment cannot apply (see GT1109).
 */
export function unappliedAliasArguments(site: Site, checker: ts.TypeChecker): readonly ts.TypeReferenceNode[] {
  const written = site.syntax;
  if (written === undefined || !ts.isTypeReferenceNode(written) || written.typeArguments === undefined) return [];
  return written.typeArguments.filter(
    (argument): argument is ts.TypeReferenceNode =>
      ts.isTypeReferenceNode(argument) && erasedAliasKeywords(checker.getTypeFromTypeNode(argument), { ...site, syntax: argument }, checker).length > 0,
  );
}

/** The aliases a reference names, one through the other, up to the type's own name, a lib type or anything but an alias. */
function erasedAliases(reference: ts.TypeReferenceNode, own: ts.Symbol | undefined, checker: ts.TypeChecker): ts.TypeAliasDeclaration[] {
  const aliases: ts.TypeAliasDeclaration[] = [];
  for (let at: ts.TypeNode = reference; ts.isTypeReferenceNode(at); ) {
    const symbol = aliasTarget(checker.getSymbolAtLocation(at.typeName), checker);
    if (symbol === undefined || symbol === own) break;
    const alias = symbol.getDeclarations()?.find(ts.isTypeAliasDeclaration);
    // A lib alias (`NonNullable<T>`) or a package's generic one (`SetOptional<T, K>`) documents what it computes, not the value; a circular one is an error already.
    if (alias === undefined || isLibFile(alias.getSourceFile()) || isPackageGenericAlias(alias) || aliases.includes(alias)) break;
    aliases.push(alias);
    at = alias.type;
  }
  return aliases;
}

/** Whether `type` is a type-level tag or an intersection with one (`Int`, `number & SchemaTag<…>`). */
function holdsTag(type: ts.Type, checker: ts.TypeChecker): boolean {
  return (type.isIntersection() ? type.types : [type]).some((t) => isTag(t, checker));
}

function rightmost(name: ts.EntityName): ts.Identifier {
  return ts.isIdentifier(name) ? name : name.right;
}

/** Read once per alias: a bad tag on it is reported at the tag, about the alias, wherever it is used. */
function keywordsOf(alias: ts.TypeAliasDeclaration): readonly Keyword[] {
  let keywords = aliasKeywords.get(alias);
  if (keywords === undefined) {
    keywords = jsDocKeywords(alias, definitionSite(alias.name.text, alias));
    aliasKeywords.set(alias, keywords);
  }
  return keywords;
}

const aliasKeywords = new WeakMap<ts.TypeAliasDeclaration, readonly Keyword[]>();
