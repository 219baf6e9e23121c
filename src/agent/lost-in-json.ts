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
