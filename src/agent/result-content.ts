import { hasJsonProperty, isPlainObject, kindOf } from "../validator/json-kind.js";
import { escapeToken, parsePointer } from "../validator/json-pointer.js";
import { article, returnInstead } from "./lost-in-json.js";

/** What the model reads of a handler's value, or why it cannot be sent (a tool error). */
export type ResultContent = { text: string } | { problem: string };

/**
 * A handler's value as the model reads it: a string as it is, anything else as JSON (`undefined`
 * as `null`). A value JSON cannot carry (a `bigint`, a cycle) is a problem, and so is an object,
 * anywhere in the value, that is not plain data and that JSON would write as `{}` without a word: a
 * `Map`, a `Set`, an iterator (what an `async function*` tool returns), a fetch `Response` returned
 * before its body was read. So is an error (of any class) returned instead of thrown, which JSON
 * writes without its name and message.
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
  if (value instanceof Error && typeof (value as { toJSON?: unknown }).toJSON !== "function") {
    const kind = kindOf(value);
    return { problem: `${article(kind)} ${kind}, which JSON writes without its message: ${returnInstead("Error")}` };
  }
  // Only a text with an empty object in it can have lost one: most results pay for no second pass.
  const lost = text.includes("{}") ? lostOrUndefined(value) : undefined;
  if (lost === undefined) return { text };
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
