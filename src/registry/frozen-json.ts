import { isFrozenJson, noteFrozenJson } from "../validator/frozen-json.js";
import { deepFreeze } from "./deep-freeze.js";

/**
 * Deep-freezes, in place, the plain parts of a value, and notes it when the whole is plain JSON, so
 * that the registry can keep it as it is rather than copy it. Any other value is left for the
 * registry to check and copy as it would.
 */
export function freezeJson(value: object): void {
  if (!isFrozenJson(value) && deepFreeze(value)) noteFrozenJson(value);
}
