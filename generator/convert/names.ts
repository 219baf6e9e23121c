import { asciiSpelling } from "../../src/ascii-name.js";
import ts from "../typescript.cjs";
import { declarationOf, isArrayOrTuple, isLibSymbol, isObject, isReference, literalValue, objectFlags } from "./type-facts.js";

/** A type that gets its own `$defs` entry: its name before any clash is resolved. */
export interface NamedType {
  /** `Address`, `Box_string`, `Pair_string_number`, `Box_Array_string`. */
  name: string;
  declaration: ts.Declaration | undefined;
}

/**
 * Interfaces, classes, enums and type aliases declared outside TypeScript's lib files are named;
 * everything else (object literals, `Partial<T>` written in place, arrays, primitives) is inlined.
 */
export function namedTypeOf(type: ts.Type, checker: ts.TypeChecker): NamedType | undefined {
  const alias = type.aliasSymbol;
  if (alias !== undefined && !isLibSymbol(alias)) {
    return {
      name: compose(alias.getName(), type.aliasTypeArguments ?? [], checker),
      declaration: declarationOf(alias),
    };
  }
  const symbol = type.getSymbol();
  if (type.isUnion() && symbol !== undefined && symbol.flags & ts.SymbolFlags.Enum && !isLibSymbol(symbol)) {
    return {
      name: sanitize(symbol.getName()),
      declaration: declarationOf(symbol),
    };
  }
  if (!isObject(type)) return undefined;
  const target = isReference(type) ? type.target : type;
  const targetSymbol = target.getSymbol();
  if (!(objectFlags(target) & (ts.ObjectFlags.Class | ts.ObjectFlags.Interface))) return undefined;
  if (targetSymbol === undefined || isLibSymbol(targetSymbol)) return undefined;
  // A reference's arguments may end with its `this` type; only the declared parameters name it.
  const parameters = (target as ts.InterfaceType).typeParameters?.length ?? 0;
  const args = isReference(type) ? checker.getTypeArguments(type).slice(0, parameters) : [];
  return {
    name: compose(targetSymbol.getName(), args, checker),
    declaration: declarationOf(targetSymbol),
  };
}

const INTRINSIC =
  ts.TypeFlags.Any |
  ts.TypeFlags.Unknown |
  ts.TypeFlags.String |
  ts.TypeFlags.Number |
  ts.TypeFlags.Boolean |
  ts.TypeFlags.BigInt |
  ts.TypeFlags.ESSymbol |
  ts.TypeFlags.Void |
  ts.TypeFlags.Undefined |
  ts.TypeFlags.Null |
  ts.TypeFlags.Never |
  ts.TypeFlags.NonPrimitive;

function compose(base: string, args: readonly ts.Type[], checker: ts.TypeChecker): string {
  return sanitize([base, ...args.map((a) => argumentName(a, checker))].join("_"));
}

/** A readable, stable name for a type argument: `string`, `Array_string`, `a_or_b`, `Address`. */
function argumentName(type: ts.Type, checker: ts.TypeChecker): string {
  const named = namedTypeOf(type, checker);
  if (named !== undefined) return named.name;
  const literal = literalValue(type, checker);
  // `[]` kept as `Array`: Prisma's `FieldRef<"User", "String[]">` is not `FieldRef<"User", "String">`.
  if (literal !== undefined) return String(literal).replaceAll("[]", "_Array");
  if (type.flags & INTRINSIC) return checker.typeToString(type);
  // A signature's own type parameter (`Box<K>`), which stands for its constraint.
  if (type.flags & ts.TypeFlags.TypeParameter) return type.getSymbol()?.getName() ?? "type";
  if (isArrayOrTuple(type, checker)) {
    const elements = checker.getTypeArguments(type as ts.TypeReference).map((t) => argumentName(t, checker));
    return [checker.isArrayType(type) ? "Array" : "Tuple", ...elements].join("_");
  }
  if (type.isUnionOrIntersection()) {
    const parts = type.types.map((t) => argumentName(t, checker)).sort();
    return parts.join(type.isUnion() ? "_or_" : "_and_");
  }
  const lib = type.aliasSymbol ?? (isReference(type) ? type.target.getSymbol() : type.getSymbol());
  if (lib !== undefined && isLibSymbol(lib)) {
    const args =
      type.aliasSymbol !== undefined
        ? (type.aliasTypeArguments ?? [])
        : isReference(type)
          ? checker.getTypeArguments(type)
          : [];
    return [lib.getName(), ...args.map((a) => argumentName(a, checker))].join("_");
  }
  return isObject(type) ? "object" : "type";
}

/**
 * Letters, digits and underscores only: valid in a JSON Pointer, a URI fragment and every provider.
 * Accented letters keep their ASCII spelling (`Météo` → `Meteo`) rather than becoming `_`.
 */
export function sanitize(name: string): string {
  return (
    asciiSpelling(name)
      .replace(/[^A-Za-z0-9_]+/g, "_")
      .replace(/_+/g, "_")
      .replace(/^_+|_+$/g, "") || "Type"
  );
}
