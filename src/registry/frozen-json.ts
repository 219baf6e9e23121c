import { deepFreeze } from "./deep-freeze.js";

/**
 * Values `freezeJson` froze whole: deep-frozen, holding only what JSON.parse makes (no cycles, no
 * class instances), so that the registry can keep one as it is rather than copy it.
 */
const frozen = new WeakSet<object>();

/**
 * Deep-freezes, in place, the plain parts of a value, and notes it when the whole is plain JSON.
 * Any other value is left for the registry to check and copy as it would.
 */
export function freezeJson(value: object): void {
  if (!frozen.has(value) && deepFreeze(value)) frozen.add(value);
}

/** Notes a value already deep-frozen whole as plain JSON (a part of a manifest frozen whole). */
export function noteFrozenJson(value: object): void {
  frozen.add(value);
}

/** Whether `freezeJson` (or `noteFrozenJson`) found `value` plain JSON and froze it whole. */
export function isFrozenJson(value: object): boolean {
  return frozen.has(value);
}
