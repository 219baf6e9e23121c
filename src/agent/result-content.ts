import { isPlainObject, kindOf } from "../validator/json-kind.js";
import { escapeToken } from "../validator/json-pointer.js";
import { article, returnInstead } from "./lost-in-json.js";
import { unwritableInJson } from "./unwritable-json.js";
import { wellFormedJson, wellFormedText } from "./well-formed-text.js";

/** What the model reads of a handler's value, or why it cannot be sent (a tool error). */
export type ResultContent = { text: string } | { problem: string };

/**
 * A handler's value as the model reads it: a string as it is, anything else as JSON (`undefined`
 * as `null`). A value JSON cannot carry (a `bigint`, a cycle) is a problem, and so is an object,
 * anywhere in the value, that is not plain data and that JSON would write as `{}` without a word: a
 * `Map`, a `Set`, an iterator (what an `async function*` tool returns), a fetch `Response` returned
 * before its body was read. So is an error (of any class) returned instead of thrown, which JSON
 * writes without its name and message. A lone surrogate in the text (a string cut mid-emoji) is
 * U+FFFD, which a provider takes (see well-formed-text.ts).
 */
export function resultContent(value: unknown): ResultContent {
  if (typeof value === "string") return { text: wellFormedText(value) };
  if (value === undefined) return { text: "null" };
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) return { problem: unwritableInJson(value) };
  if (value instanceof Error && typeof (value as { toJSON?: unknown }).toJSON !== "function") {
    const kind = kindOf(value);
    return { problem: `${article(kind)} ${kind}, which JSON writes without its message: ${returnInstead("Error")}` };
  }
  // Only a text with an empty object in it can have lost one: most results pay for no second pass.
  const lost = text.includes("{}") ? lostOrUndefined(value) : undefined;
  if (lost === undefined) return { text: wellFormedJson(text) };
  const kind = isIterator(lost.value) ? "iterator" : kindOf(lost.value);
  return { problem: `${article(kind)} ${kind}${lost.at}, which JSON writes as {}: ${returnInstead(kind)}` };
}

/**
 * `firstLost`, or undefined when the second pass fails where the first did not: a value nested
 * nearly as deep as the serializer's stack goes, whose replacer calls take more of it. The text
 * stands then, as it did before the second pass.
 */
function lostOrUndefined(value: unknown): ReturnType<typeof firstLost> {
  try {
    return firstLost(value);
  } catch {
    return undefined;
  }
}

/**
 * The first object, in the order JSON writes them, that JSON writes as `{}` though it is not an
 * empty plain object (see `writesNothing`), with where it is (` at /items/0`, or nothing for the
 * value itself). A class's own `toJSON` says what it means to send: JSON calls it before the
 * replacer sees the value, so such a value is never judged.
 */
function firstLost(value: unknown): { value: object; at: string } | undefined {
  let found: { value: object; holder: unknown; key: string } | undefined;
  let root = true;
  JSON.stringify(value, function (this: unknown, key: string, member: unknown) {
    // JSON's first call is for the value itself, held by a wrapper of JSON's own.
    const holder = root ? undefined : this;
    root = false;
    if (found === undefined && typeof member === "object" && member !== null && writesNothing(member)) found = { value: member, holder, key };
    return member;
  });
  if (found === undefined) return undefined;
  if (found.holder === undefined) return { value: found.value, at: "" };
  const holderAt = pointerTo(value, found.holder);
  // A holder JSON reached through a `toJSON` is not in the value as the handler returned it.
  return { value: found.value, at: holderAt === undefined ? ` under the key '${found.key}'` : ` at ${holderAt}/${escapeToken(found.key)}` };
}

/**
 * Whether JSON writes `{}` for an object that holds something: one that is neither an array nor a
 * plain object and has no own enumerable fields. Boxed primitives (`new Number(1)`) are written as
 * their value.
 */
function writesNothing(member: object): boolean {
  if (Array.isArray(member) || isPlainObject(member)) return false;
  if (member instanceof Number || member instanceof String || member instanceof Boolean) return false;
  return Object.keys(member).length === 0;
}

/**
 * The JSON Pointer of `target` within `value` (by identity), through own enumerable keys as JSON
 * writes them; undefined when it is not found. Each object is entered once: behind a `toJSON`,
 * which JSON called instead of walking it, the value may hold a cycle.
 */
function pointerTo(value: unknown, target: unknown, at = "", seen = new Set<object>()): string | undefined {
  if (value === target) return at;
  if (typeof value !== "object" || value === null || seen.has(value)) return undefined;
  seen.add(value);
  for (const key of Object.keys(value)) {
    const found = pointerTo((value as Record<string, unknown>)[key], target, `${at}/${escapeToken(key)}`, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The built-in iterators, by their `toString` tag, and async iterables (an async generator's value). */
const ITERATOR_TAGS = new Set(["Generator", "Array Iterator", "Map Iterator", "Set Iterator", "String Iterator", "Iterator Helper"].map((tag) => `[object ${tag}]`));

function isIterator(value: unknown): boolean {
  return typeof value === "object" && value !== null && (Symbol.asyncIterator in value || ITERATOR_TAGS.has(Object.prototype.toString.call(value)));
}
