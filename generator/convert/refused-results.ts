import ts from "../typescript.cjs";
import { article, returnInstead } from "../../src/agent/lost-in-json.js";
import { errorClassOf, globalName, isObject } from "./type-facts.js";
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
    const unwritable = unwritableKind(member, checker);
    if (unwritable !== undefined) return { what: `${verb} ${UNWRITABLE[unwritable].what}`, instead: UNWRITABLE[unwritable].instead, member };
    if (!isObject(member)) continue;
    const global = globalName(member, checker, KIND_OF_GLOBAL);
    const name = global ?? errorClassOf(member, checker);
    if (name === undefined) continue;
    const kind = global === undefined ? "Error" : (KIND_OF_GLOBAL[global] as string);
    return { what: `${verb} ${article(name)} '${name}'`, instead: returnInstead(kind), member };
  }
  return undefined;
}

function unwritableKind(type: ts.Type, checker: ts.TypeChecker): keyof typeof UNWRITABLE | undefined {
  if (type.flags & ts.TypeFlags.BigIntLike) return "bigint";
  if (type.flags & ts.TypeFlags.ESSymbolLike) return "symbol";
  return isCallable(type, checker) ? "function" : undefined;
}
