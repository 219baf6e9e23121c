/**
 * JSON texts of the values `freezeParsedJson` froze, by value. A value found here is deep-frozen and
 * holds only what JSON.parse makes (no cycles, no shared parts, no class instances), so the
 * registry can keep it as it is rather than copy it, and compare its text without a second stringify.
 */
const texts = new WeakMap<object, string>();

/**
 * Deep-freezes, in place, an object that JSON.parse returned and that no caller has touched since,
 * and keeps its JSON text.
 */
export function freezeParsedJson(value: object): void {
  const text = freezeWithText(value);
  if (text !== undefined) texts.set(value, text);
}

/** `JSON.stringify(value)`, for a value `freezeParsedJson` froze; `undefined` for any other. */
export function frozenJsonText(value: object): string | undefined {
  return texts.get(value);
}

/** Deep-freezes, in place, what `freezeParsedJson` has not frozen yet of a value JSON.parse returned. */
export function freezeRestOfParsedJson(value: object): void {
  freezeWithText(value);
}

/**
 * One `JSON.stringify` both freezes every object it meets (its replacer sees each value before
 * reading what it holds) and writes the text: at start-up, before any JavaScript walk has been
 * optimised, this costs less than a walk that freezes followed by a plain stringify. `undefined`,
 * with the value frozen by a walk instead, when the replacer would not see the parsed values: for
 * a value nested deeper than the serializer's stack allows (a schema within the validator's depth
 * limit can be), or when some library has put a `toJSON` on the prototypes, whose results the
 * replacer would get in place of the objects to freeze.
 */
function freezeWithText(value: object): string | undefined {
  if (!("toJSON" in Object.prototype || "toJSON" in Array.prototype)) {
    try {
      return JSON.stringify(value, freezing);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  freezeByWalk(value);
  return undefined;
}

/** A value already frozen whole is left out of the text, and not walked into again. */
function freezing(_key: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (texts.has(value)) return undefined;
  return Object.freeze(value);
}

/**
 * Iterative, since JSON.parse reads nesting of any depth. Walks into objects the failed stringify
 * froze already, since it stopped before freezing what they hold.
 */
function freezeByWalk(value: object): void {
  const pending: object[] = [value];
  while (pending.length > 0) {
    const object = Object.freeze(pending.pop()!);
    for (const child of Array.isArray(object) ? (object as unknown[]) : Object.values(object)) {
      if (typeof child === "object" && child !== null && !texts.has(child)) pending.push(child);
    }
  }
}
