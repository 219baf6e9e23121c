import ts from "../typescript.cjs";
import type { JsonValue } from "../../src/json-schema.js";
import { isTag } from "../annotate/type-tags.js";

/** Small questions about checker types that several converters ask. */

export function isObject(type: ts.Type): type is ts.ObjectType {
  return (type.flags & ts.TypeFlags.Object) !== 0;
}

/**
 * An object type, or an intersection of them (whose members' signatures and methods it has). With a
 * type-level tag among the members (`string[] & MinItems<1>`) the intersection converter looks at
 * the other members one by one instead.
 */
export function isObjectLike(type: ts.Type, checker: ts.TypeChecker): boolean {
  return isObject(type) || (type.isIntersection() && type.types.every((t) => isObject(t) && !isTag(t, checker)));
}

/** An array or a tuple, or an intersection with one among its members (a branded array). */
export function holdsArray(type: ts.Type, checker: ts.TypeChecker): boolean {
  return (type.isIntersection() ? type.types : [type]).some((t) => isArrayOrTuple(t, checker));
}

/** An array type (`T[]`, `readonly T[]`) or a tuple type, not an interface that extends one. */
export function isArrayOrTuple(type: ts.Type, checker: ts.TypeChecker): boolean {
  return checker.isArrayType(type) || checker.isTupleType(type);
}

/**
 * The primitive a branded primitive stands for (`string & { readonly __brand: "UserId" }`), as a
 * key or a template literal placeholder: its values are the primitive's (see `IntersectionConverter`).
 * Any other type as it is, one with a tag too (`string & MinLength<3>`), whose keyword a key or a
 * placeholder has no place for.
 */
export function unbranded(type: ts.Type, checker: ts.TypeChecker): ts.Type {
  if (!type.isIntersection() || type.types.some((t) => isTag(t, checker))) return type;
  const primitives = type.types.filter((t) => !isObject(t));
  return primitives.length === 1 ? (primitives[0] as ts.Type) : type;
}

/** Whether two intersections (or unions) have the same members, in any order. */
export function sameMembers(a: ts.UnionOrIntersectionType, b: ts.UnionOrIntersectionType): boolean {
  const members = new Set(a.types);
  return a.types.length === b.types.length && b.types.every((m) => members.has(m));
}

/**
 * `answer`, asked once per type: types are interned by the checker, so what a type is never
 * changes. The arguments after the type only help answer, they do not change the answer.
 */
export function oncePerType<A extends unknown[], T>(answer: (type: ts.Type, ...rest: A) => T | undefined): (type: ts.Type, ...rest: A) => T | undefined {
  const answers = new WeakMap<ts.Type, T | null>();
  return (type, ...rest) => {
    let found = answers.get(type);
    if (found === undefined) {
      found = answer(type, ...rest) ?? null;
      answers.set(type, found);
    }
    return found ?? undefined;
  };
}

export function objectFlags(type: ts.Type): ts.ObjectFlags {
  return isObject(type) ? type.objectFlags : 0;
}

export function isReference(type: ts.Type): type is ts.TypeReference {
  return (objectFlags(type) & ts.ObjectFlags.Reference) !== 0;
}

/** Members a union drops: `undefined` means "absent", `never` nothing at all. */
export function isAbsent(type: ts.Type): boolean {
  return (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never)) !== 0;
}

/** A type with no value JSON can carry: `undefined`, `void`, `never`, or a union of them. */
export function isOnlyAbsent(type: ts.Type): boolean {
  return isAbsent(type) || (type.isUnion() && type.types.every(isAbsent));
}

/**
 * A type's members but `undefined` and `null` (a union's; any other type is its own one member), read
 * off the type rather than through `getNonNullableType`, which builds a new type and may resolve
 * every member of an object first.
 */
export function presentMembers(type: ts.Type): readonly ts.Type[] {
  return type.isUnion() ? type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null))) : [type];
}

export function includesUndefined(type: ts.Type): boolean {
  if (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return true;
  return type.isUnion() && type.types.some((t) => (t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) !== 0);
}

/**
 * True for TypeScript's lib globals (`Array`, `Date`, `Partial`), declared in `lib.es5.d.ts` and
 * friends; a global augmentation elsewhere (`@types/node` adds to `Array`) does not make them user types.
 */
export function isLibSymbol(symbol: ts.Symbol): boolean {
  let lib = libSymbols.get(symbol);
  if (lib === undefined) {
    lib = (symbol.getDeclarations() ?? []).some((d) => isLibFile(d.getSourceFile()));
    libSymbols.set(symbol, lib);
  }
  return lib;
}

// Asked for every type converted, mostly of the same few symbols (`Array`, `Promise`, `Record`).
const libSymbols = new WeakMap<ts.Symbol, boolean>();

// TypeScript 6's own lib files no longer carry a `no-default-lib` comment, so their path decides too.
const LIB_FILE = /[\\/]typescript[\\/]lib[\\/]lib\.[^\\/]*\.d\.ts$/;

export function isLibFile(file: ts.SourceFile): boolean {
  return file.hasNoDefaultLib || LIB_FILE.test(file.fileName);
}

/**
 * The lib global an object type is an instance of (`Date`, `Map`, `Promise`), by its symbol; none
 * for any other type.
 */
export function libName(type: ts.Type): string | undefined {
  if (!isObject(type)) return undefined;
  const symbol = typeSymbol(type);
  return symbol !== undefined && isLibSymbol(symbol) ? symbol.getName() : undefined;
}

/**
 * `table`'s own entry for the lib global an object type is an instance of (see `libName`), if it has
 * one. Asked of every type converted: the name is looked up first, and only a symbol whose name the
 * table has is asked whether it is the lib's.
 */
export function byLibName<T>(type: ts.Type, table: Readonly<Record<string, T>>): T | undefined {
  const symbol = isObject(type) ? typeSymbol(type) : undefined;
  if (symbol === undefined || !Object.hasOwn(table, symbol.getName())) return undefined;
  return isLibSymbol(symbol) ? table[symbol.getName()] : undefined;
}

/**
 * The platform global of those `among` names that a type is an instance of, wherever the platform
 * declares it: TypeScript's lib (`Map`, the DOM's `Response`) or a package of globals (`@types/node`'s
 * `Buffer`, and its `Response` where the DOM lib is off). The type's symbol must be the global of
 * its name: a class of the project's own, or a package's export, that happens to be called
 * `Response` is not the platform's. The name is looked up in `among` first, the checker asked after.
 */
export function globalName(type: ts.Type, checker: ts.TypeChecker, among: Readonly<Record<string, unknown>>): string | undefined {
  const symbol = typeSymbol(type);
  const name = symbol?.getName();
  if (name === undefined || !Object.hasOwn(among, name)) return undefined;
  return checker.resolveName(name, undefined, ts.SymbolFlags.Type, false) === symbol ? name : undefined;
}

/**
 * The name of the error class a type is an instance of: `Error`, a lib error (`TypeError`) or a
 * class that extends one (`class NotFound extends Error`). JSON leaves out an error's name and
 * message (they are not its own enumerable fields), so the schema of its type (`name` and
 * `message` required) would describe what never arrives. An interface of the project's that
 * extends `Error` is not one: a plain object can be of it.
 */
export function errorClassOf(type: ts.ObjectType, checker: ts.TypeChecker): string | undefined {
  for (let at: ts.Type | undefined = type; at !== undefined; ) {
    if (globalName(at, checker, ERROR) !== undefined) return typeSymbol(type)?.getName() ?? "Error";
    const target: ts.Type = isReference(at) ? at.target : at;
    const symbol = target.getSymbol();
    if (!target.isClassOrInterface() || symbol === undefined || !(target.isClass() || isLibSymbol(symbol))) return undefined;
    at = checker.getBaseTypes(target)[0];
  }
  return undefined;
}

const ERROR = { Error: true };

function typeSymbol(type: ts.Type): ts.Symbol | undefined {
  return isReference(type) ? type.target.getSymbol() : type.getSymbol();
}

/** The value of a literal type (`"a"`, `3`, `true`, `null`), or undefined for any other type. */
export function literalValue(type: ts.Type, checker: ts.TypeChecker): JsonValue | undefined {
  if (type.isStringLiteral() || type.isNumberLiteral()) return type.value;
  // `true` and `false` each exist as a fresh and a regular type object.
  if (type.flags & ts.TypeFlags.BooleanLiteral) return (type as ts.FreshableType).regularType === regularTrue(checker);
  if (type.flags & ts.TypeFlags.Null) return null;
  return undefined;
}

function regularTrue(checker: ts.TypeChecker): ts.Type {
  return (checker.getTrueType() as ts.FreshableType).regularType;
}

export function jsonTypeOf(value: JsonValue): "string" | "number" | "boolean" | "null" | "array" | "object" {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value as "string" | "number" | "boolean" | "object";
}

/** An imported name's target (`import { A }`, `import * as A`); any other symbol itself. */
export function aliasTarget(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): ts.Symbol | undefined {
  return symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The declaration a diagnostic about a symbol points at. */
export function declarationOf(symbol: ts.Symbol): ts.Declaration | undefined {
  return symbol.valueDeclaration ?? symbol.getDeclarations()?.[0];
}
