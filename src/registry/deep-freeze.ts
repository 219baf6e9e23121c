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
    if ((this as Record<string, unknown>)[key] !== child || !isJsonValue(child)) {
      plain = false;
      return undefined;
    }
    if (typeof child !== "object" || child === null) return child;
    if (skip?.has(child)) return undefined;
    if (!isPlain(child)) {
      plain = false;
      return undefined;
    }
    return Object.freeze(child);
  });
  return plain ? text : undefined;
}

/** Iterative, since JSON.parse reads nesting of any depth; each object is walked once, so cycles end. */
function freezeByWalk(value: object, skip: ReadonlySet<object> | undefined): boolean {
  let plain = true;
  const seen = new Set<object>([value]);
  const pending: object[] = [value];
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (!isPlain(object)) {
      plain = false;
      continue;
    }
    Object.freeze(object);
    for (const child of Array.isArray(object) ? (object as unknown[]) : Object.values(object)) {
      if (!isJsonValue(child)) plain = false;
      else if (typeof child === "object" && child !== null && !seen.has(child) && !skip?.has(child)) {
        seen.add(child);
        pending.push(child);
      }
    }
  }
  return plain;
}

/** A string, finite number, boolean, null or object: what a JSON text can hold, objects aside. */
function isJsonValue(value: unknown): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
    case "object":
      return true;
    case "number":
      return Number.isFinite(value);
    default:
      return false;
  }
}

/** An array or an object of the kinds JSON.parse makes (or `Object.create(null)`). */
function isPlain(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) ? proto === Array.prototype : proto === Object.prototype || proto === null;
}
