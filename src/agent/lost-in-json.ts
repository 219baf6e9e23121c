import { hasJsonProperty, kindOf } from "../validator/json-kind.js";
import { parsePointer } from "../validator/json-pointer.js";

/*
 * What JSON loses without a word: objects it writes as `{}` (refused in results, with advice), and
 * values it writes as `null` or leaves out (`rewrittenByJson`, for the MCP server's refusals).
 */

/**
 * What JSON writes as `{}`, by the kind of value (`kindOf`'s name, or `iterator`), with what a tool
 * should return instead. The runtime refuses a result with one in it (`resultContent`); the
 * generator refuses a return type of one at build time (GT1016), with the same advice.
 */
const RETURN_INSTEAD: Readonly<Record<string, string>> = {
  Map: "return an object, or an array of its entries",
  Set: "return an array",
  iterator: "a tool returns one value: collect the items into an array",
  Error: "throw it, or return its message",
  // Platform objects whose data is not their own fields, as a tool that returns what fetch gave it has.
  Response: "read its body: return await response.json(), or .text()",
  Request: "return the data it holds",
  Headers: "return an object: Object.fromEntries(headers)",
  URLSearchParams: "return its text, or an object: Object.fromEntries(params)",
  FormData: "return an object: Object.fromEntries(form)",
  Blob: "read it: its text, or its bytes as base64",
  File: "read it: its text, or its bytes as base64",
};

/**
 * What to return instead of a value of this kind; for any other instance JSON writes as `{}` (a
 * class with only accessors or private fields), its data.
 */
export function returnInstead(kind: string): string {
  return Object.hasOwn(RETURN_INSTEAD, kind) ? (RETURN_INSTEAD[kind] as string) : "return the data it holds";
}

/**
 * The article of a kind's name: `a` Map, `an` Error, `an` ArrayBuffer. A `U` said "you" takes `a`:
 * an acronym (`a` URL), `a` Uint8Array, `a` Union, `a` User.
 */
export function article(name: string): "a" | "an" {
  return /^(?:[AEIOaeio]|[Uu](?![A-Z]|int|ni(?!n)|s|t))/.test(name) ? "an" : "a";
}

/**
 * What JSON made of the value at `pointer` (a location in the JSON text of `value`) when it did not
 * write that value: `NaN at /mean, which JSON writes as null`, `an Invalid Date at /due, which JSON
 * writes as null`, `undefined at /note, which JSON leaves out`. `undefined` when JSON wrote what is
 * there as it is, or when `value` has nothing there. For a result that fails its output schema only
 * once written as JSON: the schema describes the value the handler meant to return, which JSON
 * changed without a word. A `toJSON` on the way is followed, as JSON follows it.
 */
export function rewrittenByJson(value: unknown, pointer: string): string | undefined {
  const tokens = parsePointer(pointer);
  if (tokens === undefined) return undefined;
  try {
    let current = value;
    let inArray = false;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as string;
      // What JSON walked into: the member's toJSON's value (the last member is judged as it is: a
      // Date's toJSON writes an invalid one as null).
      current = asJson(current, i === 0 ? "" : (tokens[i - 1] as string));
      if (Array.isArray(current)) {
        if (!/^(0|[1-9][0-9]*)$/.test(token) || Number(token) >= current.length) return undefined;
        inArray = true;
      } else if (typeof current === "object" && current !== null && hasJsonProperty(current, token)) {
        inArray = false;
      } else {
        return undefined;
      }
      current = (current as Record<string, unknown>)[token];
    }
    const at = pointer === "" ? "" : ` at ${pointer}`;
    if (current instanceof Date && Number.isNaN(current.getTime())) return `an Invalid Date${at}, which JSON writes as null`;
    const written = asJson(current, tokens.at(-1) ?? "");
    if (typeof written === "number" && !Number.isFinite(written)) return `${kindOf(written)}${at}, which JSON writes as null`;
    if (written === undefined || typeof written === "function" || typeof written === "symbol") {
      const what = written === undefined ? "undefined" : `a ${typeof written}`;
      if (tokens.length === 0) return `${what}, which is sent as null`;
      return `${what}${at}, which JSON ${inArray ? "writes as null" : "leaves out"}`;
    }
    return undefined;
  } catch {
    // A toJSON that throws now, having not thrown when the result was written.
    return undefined;
  }
}

/** What JSON writes for `value` under `key`: its `toJSON`'s value, where it has one. */
function asJson(value: unknown, key: string): unknown {
  if (typeof value === "object" && value !== null && typeof (value as { toJSON?: unknown }).toJSON === "function") {
    return (value as { toJSON(key: string): unknown }).toJSON(key);
  }
  return value;
}
