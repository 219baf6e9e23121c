import { isPlainObject, kindOf } from "../validator/json-kind.js";

/** What the model reads of a handler's value, or why it cannot be sent (a tool error). */
export type ResultContent = { text: string } | { problem: string };

/**
 * A handler's value as the model reads it: a string as it is, anything else as JSON (`undefined`
 * as `null`). A value JSON cannot carry (a `bigint`, a cycle) is a problem, and so is an object
 * that is not plain data and that JSON would write as `{}` without a word: a `Map`, a `Set`, an
 * iterator (what an `async function*` tool returns), an `Error` returned instead of thrown, a fetch
 * `Response` returned before its body was read. Only the value itself is judged: a `Map` inside
 * an object is as lost, but finding it would cost every call a walk of the result.
 */
export function resultContent(value: unknown): ResultContent {
  if (typeof value === "string") return { text: value };
  if (value === undefined) return { text: "null" };
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) return { problem: "a value that JSON cannot carry" };
  // A class's own `toJSON` says what it means to send; anything else written as {} was data lost.
  if (text === "{}" && !isPlainObject(value) && typeof (value as { toJSON?: unknown }).toJSON !== "function") {
    const kind = isIterator(value) ? "iterator" : kindOf(value);
    return { problem: `${/^[AEIOU]/i.test(kind) ? "an" : "a"} ${kind}, which JSON writes as {}: ${INSTEAD[kind] ?? "return the data it holds"}` };
  }
  return { text };
}

const INSTEAD: Readonly<Record<string, string>> = {
  Map: "return an object, or an array of its entries",
  Set: "return an array",
  iterator: "a tool returns one value, so collect the items into an array",
  Error: "throw it, or return its message",
};

/** The built-in iterators, by their `toString` tag, and async iterables (an async generator's value). */
const ITERATOR_TAGS = new Set(["Generator", "Array Iterator", "Map Iterator", "Set Iterator", "String Iterator", "Iterator Helper"].map((tag) => `[object ${tag}]`));

function isIterator(value: unknown): boolean {
  return typeof value === "object" && value !== null && (Symbol.asyncIterator in value || ITERATOR_TAGS.has(Object.prototype.toString.call(value)));
}
