import { pointerToken } from "./json-pointer.js";

/**
 * A deep, frozen copy of a JSON-like value (plain objects and arrays are copied; anything else is
 * kept as it is). A record's schema must not change under its compiled validator when the caller
 * later edits the object it registered. `onCycle` gets the JSON Pointer of a value that contains
 * itself, which JSON cannot carry and a schema walk would never finish.
 */
export function frozenCopy<T>(value: T, onCycle: (pointer: string) => never): T {
  return copy(value, "", new Set(), onCycle) as T;
}

function copy(value: unknown, pointer: string, ancestors: Set<object>, onCycle: (pointer: string) => never): unknown {
  if (typeof value !== "object" || value === null) return value;
  const isArray = Array.isArray(value);
  const proto: unknown = Object.getPrototypeOf(value);
  if (!isArray && proto !== Object.prototype && proto !== null) return value;
  if (ancestors.has(value)) onCycle(pointer);
  ancestors.add(value);
  let result: unknown[] | Record<string, unknown>;
  if (isArray) {
    result = value.map((item, index) => copy(item, pointer + pointerToken(index), ancestors, onCycle));
  } else {
    const target: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // defineProperty, not assignment: a "__proto__" key stays a key and never becomes a prototype.
      Object.defineProperty(target, key, {
        value: copy(item, pointer + pointerToken(key), ancestors, onCycle),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    result = target;
  }
  ancestors.delete(value);
  return Object.freeze(result);
}
