import { isPlainObject, kindOf } from "../validator/json-kind.js";
import { article, returnInstead } from "./lost-in-json.js";

/** What the model reads of a handler's value, or why it cannot be sent (a tool error). */
export type ResultContent = { text: string } | { problem: string };

/**
 * A handler's value as the model reads it: a string as it is, anything else as JSON (`undefined`
 * as `null`). A value JSON cannot carry (a `bigint`, a cycle) is a problem, and so is an object
 * that is not plain data and that JSON would write as `{}` without a word: a `Map`, a `Set`, an
 * iterator (what an `async function*` tool returns), a fetch `Response` returned before its body
 * was read; and an error (of any class) returned instead of thrown, which JSON writes without its
 * name and message. Only the value itself is judged: a `Map` inside
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
  // Its name and message are not its own enumerable fields: at best its other fields would arrive.
  if (value instanceof Error && typeof (value as { toJSON?: unknown }).toJSON !== "function") {
    const kind = kindOf(value);
    return { problem: `${article(kind)} ${kind}, which JSON writes without its message: ${returnInstead("Error")}` };
  }
  // A class's own `toJSON` says what it means to send; anything else written as {} was data lost.
  if (text === "{}" && !isPlainObject(value) && typeof (value as { toJSON?: unknown }).toJSON !== "function") {
    const kind = isIterator(value) ? "iterator" : kindOf(value);
    return { problem: `${article(kind)} ${kind}, which JSON writes as {}: ${returnInstead(kind)}` };
  }
  return { text };
}

/** The built-in iterators, by their `toString` tag, and async iterables (an async generator's value). */
const ITERATOR_TAGS = new Set(["Generator", "Array Iterator", "Map Iterator", "Set Iterator", "String Iterator", "Iterator Helper"].map((tag) => `[object ${tag}]`));

function isIterator(value: unknown): boolean {
  return typeof value === "object" && value !== null && (Symbol.asyncIterator in value || ITERATOR_TAGS.has(Object.prototype.toString.call(value)));
}
