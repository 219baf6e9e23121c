import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import { article } from "../../../src/agent/lost-in-json.js";
import { mappedKeyType } from "../mapped-keys.js";
import type { ConvertCodeName } from "../codes.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import type { Site } from "../site.js";
import { errorClassOf, holdsArray, isObject, isObjectLike, libName, objectFlags, oncePerType } from "../type-facts.js";
import { ARRAY_MEMBERS_HINT, arrayExtension, ownMembersProblem } from "./array-extensions.js";
import { isDateOrBrandedDate } from "./date.js";
import { isGlobalObject } from "./empty-object.js";
import { standInFor } from "./stand-ins.js";
import { isWrittenThroughToJson } from "./to-json.js";

/**
 * A kind of type JSON cannot carry: `matches` returns the arguments of its message, or undefined;
 * `hint`, what to take instead, where there is a usual answer (the message's last argument).
 */
interface Uncarriable {
  code: ConvertCodeName;
  matches(type: ts.Type, ctx: ConvertContext): readonly string[] | undefined;
  hint?(type: ts.Type, ctx: ConvertContext): string;
}

const COLLECTIONS = new Set(["Map", "Set", "WeakMap", "WeakSet", "ReadonlyMap", "ReadonlySet"]);
const UNRESOLVED =
  ts.TypeFlags.TypeParameter |
  ts.TypeFlags.Conditional |
  ts.TypeFlags.IndexedAccess |
  ts.TypeFlags.Index |
  ts.TypeFlags.Substitution;

const KINDS: readonly Uncarriable[] = [
  {
    code: "GT1001",
    matches: (type, ctx) => (isObjectLike(type, ctx.checker) && isCallable(type, ctx.checker) ? [] : undefined),
  },
  {
    code: "GT1002",
    matches: (type) => (type.flags & ts.TypeFlags.ESSymbolLike ? [] : undefined),
  },
  {
    code: "GT1003",
    matches: (type) => (type.flags & ts.TypeFlags.BigIntLike ? [] : undefined),
  },
  {
    code: "GT1005",
    matches: (type) => {
      const name = libName(type);
      return name !== undefined && COLLECTIONS.has(name) ? [`a '${name}'`] : undefined;
    },
    hint: () => " (use a Record or an array)",
  },
  {
    code: "GT1005",
    matches: (type, ctx) => {
      const name = isObject(type) ? errorClassOf(type, ctx.checker) : undefined;
      return name === undefined ? undefined : [`${article(name)} '${name}'`];
    },
    hint: () => " (send its message, or a plain object of the fields it has)",
  },
  {
    code: "GT1004",
    matches: (type, ctx) => {
      const extension = arrayExtension(type, ctx.checker);
      if (extension === undefined || extension.ownMembers.length === 0) return undefined;
      return ownMembersProblem(ctx.typeText(type), extension.ownMembers);
    },
    hint: () => ARRAY_MEMBERS_HINT,
  },
  {
    code: "GT1004",
    matches: (type, ctx) => {
      if (
        !isObjectLike(type, ctx.checker) ||
        // A branded array (`string[] & { readonly [tag]: "Ids" }`) is the intersection converter's.
        holdsArray(type, ctx.checker) ||
        arrayExtension(type, ctx.checker) !== undefined ||
        isDateOrBrandedDate(type) ||
        isGlobalObject(type, ctx.checker)
      ) {
        return undefined;
      }
      const hasMethods = ctx.checker.getPropertiesOfType(type).some((p) => (p.flags & ts.SymbolFlags.Method) !== 0);
      if (!hasMethods) return undefined;
      // Printing a type costs more than the rest of the test: only for the message.
      const text = ctx.typeText(type);
      return [`${article(text)} '${text}'`, "methods"];
    },
    hint: (type, ctx) => {
      const standIn = standInFor(type, ctx.checker);
      return standIn === undefined ? "" : `; ${standIn}`;
    },
  },
  {
    code: "GT1006",
    matches: (type, ctx) => (type.flags & UNRESOLVED || isGenericMapped(type, ctx.checker) ? [ctx.typeText(type)] : undefined),
  },
  {
    code: "GT1007",
    matches: (type, ctx) =>
      type.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined | ts.TypeFlags.Never) ? [ctx.typeText(type)] : undefined,
  },
];

/**
 * A mapped type over keys a type parameter stands for (`Record<K, V>`, `Pick<T, K>`, `Partial<T>`,
 * `{ [P in K]: V }`): the checker gives it no members, so it would pass for `{}`, which takes any
 * value. Told by what it was written with: its alias's type arguments, else its own key type.
 */
function isGenericMapped(type: ts.Type, checker: ts.TypeChecker): boolean {
  if (!(objectFlags(type) & ts.ObjectFlags.Mapped)) return false;
  if (checker.getPropertiesOfType(type).length > 0 || checker.getIndexInfosOfType(type).length > 0) return false;
  if (type.aliasTypeArguments !== undefined) return type.aliasTypeArguments.some((t) => isGeneric(t, checker));
  const keys = mappedKeyType(type, checker);
  return keys !== undefined && isGeneric(keys.type, checker);
}

function isGeneric(type: ts.Type, checker: ts.TypeChecker): boolean {
  if (type.flags & ts.TypeFlags.Instantiable) return true;
  if (type.isUnionOrIntersection()) return type.types.some((t) => isGeneric(t, checker));
  return isGenericMapped(type, checker);
}

export function isUncarriable(type: ts.Type, ctx: ConvertContext): boolean {
  return uncarriable(type, ctx) !== undefined;
}

interface Found {
  code: ConvertCodeName;
  /** The message's arguments, what to take instead last (see `Uncarriable.hint`). */
  args: readonly string[];
}

const uncarriable = oncePerType((type, ctx: ConvertContext): Found | undefined => {
  for (const kind of KINDS) {
    const args = kind.matches(type, ctx);
    if (args !== undefined) return { code: kind.code, args: [...args, kind.hint?.(type, ctx) ?? ""] };
  }
  return undefined;
});

/**
 * Types JSON cannot carry are diagnostics at the parameter or property holding them, never a
 * silent `{}`. The schema returned alongside is a placeholder: a tool with errors is not emitted.
 * A result JSON writes through its `toJSON()` (a `URL`, a class with methods) is left to `ToJsonConverter`.
 */
export class UnsupportedConverter implements TypeConverter {
  supports(type: ts.Type, ctx: ConvertContext): boolean {
    return isUncarriable(type, ctx) && !isWrittenThroughToJson(type, ctx);
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    return refuseUncarriable(type, site, ctx);
  }
}

/**
 * Reports what JSON cannot carry in `type` at `site`. Asked directly for a member of an
 * intersection (see `IntersectionConverter`), where the converters before the refusals would take
 * a `String` or an `Iterable<T>` for its value alone.
 */
export function refuseUncarriable(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
  const problem = uncarriable(type, ctx);
  if (problem !== undefined) ctx.report(problem.code, site, ...problem.args);
  return {};
}

/** The end of the chain: a type no converter knows. */
export class UnknownTypeConverter implements TypeConverter {
  supports(): boolean {
    return true;
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    ctx.report("GT1012", site, ctx.typeText(type));
    return {};
  }
}

/** A function or a class: an object type (or an intersection) with call or construct signatures. */
export function isCallable(type: ts.Type, checker: ts.TypeChecker): boolean {
  // Arrays and tuples have no signatures; asking would resolve every member of each instantiation.
  return (
    (isObject(type) || type.isIntersection()) &&
    !checker.isArrayType(type) &&
    !checker.isTupleType(type) &&
    (checker.getSignaturesOfType(type, ts.SignatureKind.Call).length > 0 ||
      checker.getSignaturesOfType(type, ts.SignatureKind.Construct).length > 0)
  );
}
