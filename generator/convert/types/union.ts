import ts from "../../typescript.cjs";
import type { JsonSchema, JsonSchemaObject, JsonTypeName, JsonValue } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import { withSyntax, type Site } from "../site.js";
import { isAbsent, jsonTypeOf, literalValue } from "../type-facts.js";
import { compareText } from "../../ordering.js";
import { erasedAliasKeywords } from "../erased-aliases.js";
import { markTypeBounds } from "../type-bounds.js";
import { groupTemplateLiterals, isTemplateLiteralGroup } from "./template-literal-groups.js";
import { templateUnionPattern } from "./template-literal.js";

/**
 * Unions: `undefined` and `never` members are dropped (absence is `required`'s business), literals
 * gather into one `enum`, and the rest become `anyOf` branches, each converted on its own so a
 * discriminated union keeps every branch's `const` and `required`. One rule for `T | null` and
 * the like: bare `{ type }` branches merge into one type list (`string | null` is
 * `type: ["string", "null"]`); anything else is an `anyOf` branch (`Point | null` is
 * `anyOf: [{ $ref }, { type: "null" }]`).
 */
export class UnionConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.Union;

  supports(type: ts.Type): boolean {
    return type.isUnion();
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    const members = (type as ts.UnionType).types.filter((t) => !isAbsent(t));
    if (members.length === 0) {
      ctx.report("GT1007", site, ctx.typeText(type));
      return {};
    }
    if (members.length === 1) return ctx.convert(members[0] as ts.Type, site);
    const ordered = orderMembers(members, writtenMembers(site.syntax, type, ctx.checker), ctx);
    // A member written as a commented alias (`/** @maxLength 6 */ type Ms = ...`) has keywords for it alone.
    const keywordless = (m: Member): boolean => erasedAliasKeywords(m.type, withSyntax(site, m.syntax), ctx.checker).length === 0;
    const branches = groupTemplateLiterals(ordered, keywordless).map((m): JsonSchemaObject =>
      isTemplateLiteralGroup(m)
        ? markTypeBounds({ type: "string", pattern: templateUnionPattern(m.members, m.at, site, ctx) }, ["pattern"])
        : ctx.convert(m.type, withSyntax(site, m.syntax)),
    );
    return combine(branches);
  }
}

interface Member {
  type: ts.Type;
  syntax?: ts.TypeNode;
}

/**
 * The checker sorts union members by internal type id, which depends on what it happened to
 * create first; members are put back in the order they were written where the syntax is at hand
 * (a written member that is itself a named union, `Shape | null`, stays one `$ref` branch), and
 * sorted by a stable key otherwise.
 */
function orderMembers(members: readonly ts.Type[], written: readonly ts.TypeNode[], ctx: ConvertContext): Member[] {
  const remaining = new Set(members);
  const slots: Array<Member | "unmatched"> = [];
  for (const node of written) {
    const written = writtenType(node, members, ctx.checker);
    const parts = written.isUnion() ? written.types.filter((t) => !isAbsent(t)) : [written];
    if (parts.length > 0 && parts.every((p) => remaining.has(p))) {
      parts.forEach((p) => remaining.delete(p));
      slots.push({
        type: parts.length === 1 ? (parts[0] as ts.Type) : written,
        syntax: node,
      });
    } else if (!isAbsent(written)) {
      slots.push("unmatched");
    }
  }
  // What the syntax did not name (a type parameter's instantiation, say) takes the first unnamed slot.
  const rest = [...remaining].sort((a, b) => compareMembers(a, b, ctx)).map((type): Member => ({ type }));
  const at = slots.indexOf("unmatched");
  const named = slots.filter((s): s is Member => s !== "unmatched");
  if (at < 0) return [...named, ...rest];
  const before = slots.slice(0, at).filter((s): s is Member => s !== "unmatched").length;
  return [...named.slice(0, before), ...rest, ...named.slice(before)];
}

/**
 * The type a written member names. Literals and keywords, the common case, are matched without
 * asking the checker to resolve the node (the cost that showed in profiles of 5,000-tool projects).
 */
function writtenType(node: ts.TypeNode, members: readonly ts.Type[], checker: ts.TypeChecker): ts.Type {
  const keyword = KEYWORDS.get(node.kind);
  if (keyword !== undefined) return keyword(checker);
  if (ts.isLiteralTypeNode(node)) {
    const value = writtenLiteral(node.literal);
    const found =
      value === undefined
        ? undefined
        : members.find((m) => !(m.flags & ts.TypeFlags.EnumLiteral) && literalValue(m, checker) === value);
    if (found !== undefined) return found;
  }
  return checker.getTypeFromTypeNode(node);
}

const KEYWORDS = new Map<ts.SyntaxKind, (checker: ts.TypeChecker) => ts.Type>([
  [ts.SyntaxKind.StringKeyword, (c) => c.getStringType()],
  [ts.SyntaxKind.NumberKeyword, (c) => c.getNumberType()],
  [ts.SyntaxKind.BooleanKeyword, (c) => c.getBooleanType()],
  [ts.SyntaxKind.UndefinedKeyword, (c) => c.getUndefinedType()],
]);

function writtenLiteral(literal: ts.LiteralTypeNode["literal"]): string | number | boolean | null | undefined {
  if (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) return literal.text;
  if (ts.isNumericLiteral(literal)) return Number(literal.text);
  if (literal.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (literal.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (literal.kind === ts.SyntaxKind.NullKeyword) return null;
  return undefined;
}

/** The members of a written union; a single node that names this very union (`keyof typeof x`) tells nothing. */
function writtenMembers(node: ts.TypeNode | undefined, union: ts.Type, checker: ts.TypeChecker): ts.TypeNode[] {
  const members = flatten(node);
  if (members.length !== 1) return members;
  const only = members[0] as ts.TypeNode;
  return KEYWORDS.has(only.kind) || ts.isLiteralTypeNode(only) || checker.getTypeFromTypeNode(only) === union
    ? []
    : members;
}

function flatten(node: ts.TypeNode | undefined): ts.TypeNode[] {
  if (node === undefined) return [];
  if (ts.isParenthesizedTypeNode(node)) return flatten(node.type);
  if (ts.isUnionTypeNode(node)) return node.types.flatMap(flatten);
  return [node];
}

function compareMembers(a: ts.Type, b: ts.Type, ctx: ConvertContext): number {
  const [va, vb] = [literalValue(a, ctx.checker), literalValue(b, ctx.checker)];
  if (va !== undefined && vb !== undefined) {
    if (typeof va === typeof vb && typeof va === "number") return va - (vb as number);
    return compareText(`${typeof va}:${String(va)}`, `${typeof vb}:${String(vb)}`);
  }
  if (va !== undefined || vb !== undefined) return va !== undefined ? -1 : 1;
  return compareText(ctx.typeText(a), ctx.typeText(b));
}

/** `schema` that takes `null` too, in the form `T | null` has: `string` gives `["string", "null"]`. */
export function orNull(schema: JsonSchemaObject): JsonSchemaObject {
  return combine([schema, { type: "null" }]);
}

/** A schema's branches: those of a bare `anyOf` (a member that converts to a union, as `Settings[K]` does), else itself. */
function branchesOf(schema: JsonSchemaObject): JsonSchemaObject[] {
  const { anyOf } = schema;
  return anyOf !== undefined && Object.keys(schema).length === 1 && anyOf.every(isSchemaObject) ? anyOf : [schema];
}

function isSchemaObject(schema: JsonSchema): schema is JsonSchemaObject {
  return typeof schema === "object";
}

function combine(converted: readonly JsonSchemaObject[]): JsonSchemaObject {
  const branches = unique(mergeBareTypes(mergeLiterals(converted.flatMap(branchesOf))));
  return branches.length === 1 ? (branches[0] as JsonSchemaObject) : { anyOf: branches };
}

/** Bare `{ type }` branches become one type list where the first of them stood. */
function mergeBareTypes(branches: readonly JsonSchemaObject[]): JsonSchemaObject[] {
  const first = branches.findIndex(isBareType);
  if (first < 0) return [...branches];
  const types = [...new Set(branches.filter(isBareType).flatMap((b) => b.type as JsonTypeName | JsonTypeName[]))];
  const merged: JsonSchemaObject = {
    type: types.length === 1 ? (types[0] as JsonTypeName) : types,
  };
  const others = branches.filter((b) => !isBareType(b));
  return [...others.slice(0, first), merged, ...others.slice(first)];
}

/** `{ type, const }` branches become one `enum` branch where the first of them stood; `true | false` is `boolean`. */
function mergeLiterals(branches: readonly JsonSchemaObject[]): JsonSchemaObject[] {
  const literals = branches.filter(isLiteral);
  if (literals.length < 2) return [...branches];
  let values = [...new Map(literals.map((b) => [JSON.stringify(b.const), b.const as JsonValue])).values()];
  const merged: JsonSchemaObject[] = [];
  if (values.includes(true) && values.includes(false)) {
    merged.push({ type: "boolean" });
    values = values.filter((v) => typeof v !== "boolean");
  }
  if (values.length === 1)
    merged.push({
      type: jsonTypeOf(values[0] as JsonValue) as JsonTypeName,
      const: values[0] as JsonValue,
    });
  if (values.length > 1) {
    const types = [...new Set(values.map(jsonTypeOf))];
    merged.push({
      type: types.length === 1 ? (types[0] as JsonTypeName) : types,
      enum: values,
    });
  }
  const first = branches.findIndex(isLiteral);
  const others = branches.filter((b) => !isLiteral(b));
  return [...others.slice(0, first), ...merged, ...others.slice(first)];
}

function isLiteral(schema: JsonSchemaObject): boolean {
  const keys = Object.keys(schema);
  return keys.length === 2 && "type" in schema && "const" in schema;
}

function isBareType(schema: JsonSchemaObject): boolean {
  const keys = Object.keys(schema);
  return keys.length === 1 && keys[0] === "type";
}

function unique(branches: JsonSchemaObject[]): JsonSchemaObject[] {
  // Most unions merge into one branch (`boolean`, a union of literals): nothing to compare it with.
  if (branches.length < 2) return branches;
  const seen = new Set<string>();
  return branches.filter((b) => {
    const key = JSON.stringify(b);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
