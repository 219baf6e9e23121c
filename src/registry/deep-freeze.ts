import { isPlainObject } from "../validator/json-kind.js";

export interface DeepFreezeResult {
  /** Whether the value holds only what JSON.parse makes: plain objects, arrays, strings, finite numbers, booleans, null. */
  plain: boolean;
  /** `JSON.stringify(value)` when the value is plain and one stringify could write it; `undefined` otherwise. */
  text: string | undefined;
}

/**
 * Deep-freezes, in place, the plain objects and arrays of a value, and tells whether it is plain
 * JSON. Other objects (class instances, dates) are left as they are and not walked into: they are
 * the caller's. `skip` holds objects already frozen as far as they can be: they are left out (of the
 * text too), not walked into, and do not count against `plain`.
 */
export function deepFreeze(value: object, skip?: ReadonlySet<object>): DeepFreezeResult {
  // A toJSON on the prototypes would hand the replacer its results instead of the objects to freeze.
  if (!("toJSON" in Object.prototype || "toJSON" in Array.prototype)) {
    try {
      const text = freezeByStringify(value, skip);
      if (text !== undefined) return { plain: true, text };
    } catch (error) {
      // A cycle or a BigInt (TypeError), or nesting deeper than the serializer's stack (RangeError,
      // which a schema within the validator's depth limit can reach): the walk handles all three.
      if (!(error instanceof TypeError || error instanceof RangeError)) throw error;
    }
  }
  return { plain: freezeByWalk(value, skip), text: undefined };
}

/**
 * One `JSON.stringify` both freezes every object it meets (its replacer sees each value before
 * reading what it holds) and writes the text: at start-up, before any JavaScript walk has been
 * optimised, this costs less than a walk that freezes followed by a plain stringify. `undefined`
 * when something is not plain JSON: it is left out unfrozen, for the walk to decide.
 */
function freezeByStringify(value: object, skip: ReadonlySet<object> | undefined): string | undefined {
  let plain = true;
  const text = JSON.stringify(value, function (this: unknown, key: string, child: unknown): unknown {
    // A value other than the holder's means a toJSON ran, on an object this replacer never saw.
    if ((this as Record<string, unknown>)[key] !== child || !isPlainJson(child)) {
      plain = false;
      return undefined;
    }
    if (typeof child !== "object" || child === null) return child;
    return skip?.has(child) ? undefined : Object.freeze(child);
  });
  return plain ? text : undefined;
}

/** Iterative, since JSON.parse reads nesting of any depth; each object is walked once, so cycles end. */
function freezeByWalk(value: object, skip: ReadonlySet<object> | undefined): boolean {
  if (!isPlainJson(value)) return false;
  let plain = true;
  const seen = new Set<object>([value]);
  const pending: object[] = [value];
  while (pending.length > 0) {
    const object = Object.freeze(pending.pop()!);
    for (const child of Array.isArray(object) ? (object as unknown[]) : Object.values(object)) {
      if (!isPlainJson(child)) plain = false;
      else if (typeof child === "object" && child !== null && !seen.has(child) && !skip?.has(child)) {
        seen.add(child);
        pending.push(child);
      }
    }
  }
  return plain;
}

/**
 * What JSON.parse makes, one level deep: a string, finite number, boolean, null, array or object of
 * the kinds it makes (or `Object.create(null)`).
 */
function isPlainJson(value: unknown): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value);
    case "object":
      if (value === null) return true;
      return Array.isArray(value) ? Object.getPrototypeOf(value) === Array.prototype : isPlainObject(value);
    default:
      return false;
  }
}
