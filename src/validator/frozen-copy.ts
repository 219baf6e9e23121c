import type { JsonValue } from "../json-schema.js";

/**
 * A deep-frozen copy of a value from a schema (a `const`, an `enum`'s list, a `type` list), for a
 * check to compare against and for its errors to carry: every call's errors share it, so a caller
 * changing one must change neither a later verdict nor the caller's schema. The ahead-of-time
 * validators freeze what their errors carry alike (`frozen`, generator/aot/runtime-source.ts).
 */
export function frozenCopy<T extends JsonValue>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  // Object.fromEntries makes a "__proto__" key an own property, as the schema has it.
  const copy = Array.isArray(value) ? value.map(frozenCopy) : Object.fromEntries(Object.entries(value).map(([key, v]) => [key, frozenCopy(v)]));
  return Object.freeze(copy) as T;
}
