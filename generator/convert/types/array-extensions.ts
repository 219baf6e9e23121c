import ts from "../../typescript.cjs";
import { article } from "../../../src/agent/lost-in-json.js";
import { isReference, oncePerType } from "../type-facts.js";

/**
 * An interface or class that extends `Array<T>` or `ReadonlyArray<T>` (`interface JsonList extends
 * Array<Json> {}`, Prisma's `JsonArray`, `@types/json-schema`'s `JSONSchema7Array`): its values are
 * arrays, which JSON writes as their items only.
 */
export interface ArrayExtension {
  /** What its number index gives: the item type, as the extension instantiates it. */
  item: ts.Type;
  /** The members it adds to the array's (`total`), which JSON leaves out. */
  ownMembers: string[];
}

/** GT1004's last argument, what to take instead, for an array type with members of its own (see `ownMembersProblem`). */
export const ARRAY_MEMBERS_HINT = ": it writes an array's items only (take an object with the items and those members as properties)";

/**
 * GT1004's arguments but the hint for an array type with members of its own (an extension's, or an
 * intersection's: `string[] & { total: number }`), which JSON leaves out: it writes the items only.
 * Also a Date's (`Date & { label: string }`), which JSON writes as its date string only.
 */
export function ownMembersProblem(text: string, ownMembers: readonly string[]): [string, string] {
  return [`${article(text)} '${text}'`, `own members (${ownMembers.map((m) => `'${m}'`).join(", ")})`];
}

/**
 * The array an interface or class extends, directly or through its bases; undefined for any other
 * type. Asked once per type, by the refusals and the array converter.
 */
export const arrayExtension = oncePerType(extensionOf);

function extensionOf(type: ts.Type, checker: ts.TypeChecker): ArrayExtension | undefined {
  if (checker.isArrayType(type)) return undefined;
  const base = arrayBase(type, checker);
  const item = base === undefined ? undefined : checker.getIndexTypeOfType(type, ts.IndexKind.Number);
  if (base === undefined || item === undefined) return undefined;
  const inherited = new Set(checker.getPropertiesOfType(base).map((p) => p.escapedName));
  const ownMembers = checker
    .getPropertiesOfType(type)
    .filter((p) => !inherited.has(p.escapedName))
    .map((p) => p.getName());
  return { item, ownMembers };
}

function arrayBase(type: ts.Type, checker: ts.TypeChecker): ts.Type | undefined {
  const target = isReference(type) ? type.target : type;
  if (!target.isClassOrInterface()) return undefined;
  for (const base of checker.getBaseTypes(target)) {
    const found = checker.isArrayType(base) ? base : arrayBase(base, checker);
    if (found !== undefined) return found;
  }
  return undefined;
}
