import { deepFreeze } from "./deep-freeze.js";

/**
 * JSON texts of the values `freezeJson` froze, by value. A value found here is deep-frozen and
 * holds only what JSON.parse makes (no cycles, no class instances), so the registry can keep it as
 * it is rather than copy it, and compare its text without a second stringify.
 */
const texts = new WeakMap<object, string>();

/**
 * Deep-freezes, in place, the plain parts of a value, and keeps its JSON text when the whole is
 * plain JSON. Any other value is left for the registry to check and copy as it would.
 */
export function freezeJson(value: object): void {
  if (texts.has(value)) return;
  const { text } = deepFreeze(value);
  if (text !== undefined) texts.set(value, text);
}

/** `JSON.stringify(value)`, for a value `freezeJson` froze whole; `undefined` for any other. */
export function frozenJsonText(value: object): string | undefined {
  return texts.get(value);
}
