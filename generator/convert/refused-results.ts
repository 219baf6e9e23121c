import ts from "../typescript.cjs";
import { article, returnInstead } from "../../src/agent/lost-in-json.js";
import { errorClassOf, globalName, isObject } from "./type-facts.js";
import { toJsonReturn } from "./types/to-json.js";
import { isCallable } from "./types/unsupported.js";

/**
 * Return types whose values JSON writes as `{}`, or cannot write at all (a `bigint`, a function, a
 * `symbol`), which the runtime refuses as a result (src/agent/result-content.ts): a tool returning
 * one fails on every such call, so gen-tools says so at build time (GT1016) instead of only leaving
 * out its output schema (GT1013). By the platform global's name (see `globalName`), each with the
 * kind of value the runtime sees, whose advice both give; and errors of any class, the global
 * `Error` among them (see `errorClassOf`), which a tool should throw.
 */
const KIND_OF_GLOBAL: Readonly<Record<string, string>> = {
  Map: "Map",
  ReadonlyMap: "Map",
  Set: "Set",
  ReadonlySet: "Set",
  ...Object.fromEntries(["Response", "Request", "Headers", "URLSearchParams", "FormData", "Blob", "File"].map((name) => [name, name])),
  ...Object.fromEntries(
    ["Generator", "AsyncGenerator", "IterableIterator", "AsyncIterableIterator", "AsyncIterable", "ArrayIterator", "MapIterator", "SetIterator"].map((name) => [name, "iterator"]),
  ),
};

const NOTHING = ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void;

/**
 * What JSON cannot write at all, by what the runtime's value is, with what to return instead:
 * JSON.stringify throws on a bigint, and gives nothing for a function (a class among them) or a symbol.
 */
const UNWRITABLE = {
  bigint: { what: "a 'bigint'", instead: "return a number, or its digits as a string" },
  function: { what: "a function", instead: "call it, and return the data it gives" },
  symbol: { what: "a 'symbol'", instead: "return its description, a string" },
} as const;

/**
 * For an (awaited) return type the runtime refuses, or one of whose union members it refuses
 * (`Error | string`): how it is one (`is a 'Map'`, `can be an 'Error'`), what to return instead,
 * and the refused type.
 */
export function refusedResult(type: ts.Type, checker: ts.TypeChecker): { what: string; instead: string; member: ts.Type } | undefined {
  const members = type.isUnion() ? type.types.filter((t) => (t.flags & NOTHING) === 0) : [type];
  const verb = members.length === 1 ? "is" : "can be";
  for (const member of members) {
    const refused = refusedKind(member, checker);
    if (refused !== undefined) return { what: `${verb} ${refused.what}`, instead: refused.instead, member };
  }
  return undefined;
}

/**
 * What the runtime refuses `type` as (`a 'Map'`) and what to return instead. A value of an
 * intersection is a value of each of its members: `Error & Named` is an Error, refused as `Error`
 * is, and so are a branded bigint and a function with fields. A Map or a Set with fields of its own
 * is written as them, not `{}`, so only the global itself is. An error with a callable `toJSON()` is
 * written through it, which the runtime takes (src/agent/result-content.ts).
 */
function refusedKind(type: ts.Type, checker: ts.TypeChecker): { what: string; instead: string } | undefined {
  const parts = type.isIntersection() ? type.types : [type];
  for (const part of parts) {
    const unwritable = unwritableKind(part, checker);
    if (unwritable !== undefined) return UNWRITABLE[unwritable];
  }
  if (!type.isIntersection() && isObject(type)) {
    const global = globalName(type, checker, KIND_OF_GLOBAL);
    if (global !== undefined) return { what: `${article(global)} '${global}'`, instead: returnInstead(KIND_OF_GLOBAL[global] as string) };
  }
  if (toJsonReturn(type, checker) !== undefined) return undefined;
  for (const part of parts) {
    const name = isObject(part) ? errorClassOf(part, checker) : undefined;
    if (name !== undefined) return { what: `${article(name)} '${name}'`, instead: returnInstead("Error") };
  }
  return undefined;
}

function unwritableKind(type: ts.Type, checker: ts.TypeChecker): keyof typeof UNWRITABLE | undefined {
  if (type.flags & ts.TypeFlags.BigIntLike) return "bigint";
  if (type.flags & ts.TypeFlags.ESSymbolLike) return "symbol";
  return isCallable(type, checker) ? "function" : undefined;
}
