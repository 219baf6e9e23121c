import type ts from "../typescript.cjs";
import { globalName, isObject } from "./type-facts.js";

/**
 * Return types whose values JSON writes as `{}`, which the runtime refuses as a result
 * (src/agent/result-content.ts): a tool returning one fails on every call, so gen-tools says so at
 * build time (GT1016) instead of only leaving out its output schema (GT1013). By the platform global's
 * name (see `globalName`), with what to return instead.
 */
const REFUSED: Readonly<Record<string, string>> = {
  Map: "return an object, or an array of its entries",
  ReadonlyMap: "return an object, or an array of its entries",
  Set: "return an array",
  ReadonlySet: "return an array",
  // Platform objects whose data is not their own fields, as a tool that returns what fetch gave it has.
  Response: "read its body: return await response.json(), or .text()",
  Request: "return the data it holds",
  Headers: "return an object: Object.fromEntries(headers)",
  URLSearchParams: "return its text, or an object: Object.fromEntries(params)",
  FormData: "return an object: Object.fromEntries(form)",
  Blob: "read it: its text, or its bytes as base64",
  File: "read it: its text, or its bytes as base64",
  Error: "throw it, or return its message",
  ...Object.fromEntries(
    ["Generator", "AsyncGenerator", "IterableIterator", "AsyncIterableIterator", "AsyncIterable", "ArrayIterator", "MapIterator", "SetIterator"].map((name) => [
      name,
      "a tool returns one value: collect the items into an array",
    ]),
  ),
};

/** For an (awaited) return type the runtime refuses: its name and what to return instead. */
export function refusedResult(type: ts.Type, checker: ts.TypeChecker): { name: string; instead: string } | undefined {
  const name = isObject(type) ? globalName(type, checker, REFUSED) : undefined;
  return name === undefined ? undefined : { name, instead: REFUSED[name] as string };
}
