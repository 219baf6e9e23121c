import { enumerableOnObjectPrototype } from "../validator/enumerable-on-prototype.js";
import { isPlainObject } from "../validator/json-kind.js";

/**
 * Deep-freezes, in place, the plain objects and arrays of a value, and tells whether it is plain
 * JSON: only what JSON.parse makes (a tree of plain objects, arrays, strings, finite numbers,
 * booleans and null). Other objects (class instances, dates) are left as they are and not walked
 * into: they are the caller's. `skip` holds objects already frozen as far as they can be: they are
 * not walked into and do not count against plainness.
 */
export function deepFreeze(value: object, skip?: ReadonlySet<object>): boolean {
  return (skip === undefined && frozeByKeys(value, freezeParsed)) || freezeByWalk(value, skip);
}

/**
 * Deep-freezes, in place, a value JSON.parse has just made (readManifest's): plain JSON by
 * construction, none of it frozen or met twice, so unlike `deepFreeze` it tests nothing on the way
 * (a fifth of the cost of freezing a 1,000-tool manifest at start-up).
 */
export function freezeParsedJson(value: object): void {
  if (!frozeByKeys(value, freezeTree)) freezeByWalk(value, undefined);
}

/**
 * Whether `pass`, a recursive walk of keys by `for…in`, froze `value` whole; where not, the general
 * walk (`freezeByWalk`) takes over. Not tried where a library put something enumerable on
 * Object.prototype, which `for…in` would visit in every object; cut short by nesting deeper than the
 * stack (which a schema within the validator's depth limit can reach).
 */
function frozeByKeys(value: object, pass: (value: object) => boolean): boolean {
  if (enumerableOnObjectPrototype()) return false;
  try {
    return pass(value);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return false;
  }
}

/** `freezeParsed` without its tests, for a value known to be what JSON.parse made: true, once it is frozen. */
function freezeTree(value: object): true {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i];
      if (typeof child === "object" && child !== null) freezeTree(child);
    }
  } else {
    for (const key in value) {
      const child: unknown = (value as Record<string, unknown>)[key];
      if (typeof child === "object" && child !== null) freezeTree(child);
    }
  }
  Object.freeze(value);
  return true;
}

/**
 * The common case, a value JSON.parse just made, in one recursive pass that freezes each object
 * once its children are: at start-up, before anything is optimised, several times faster than the
 * general walk (so each value is tested inline, not by a call). `false` at the first thing JSON.parse
 * does not make, or an object already frozen (one met twice, or a cycle): the general walk then
 * decides.
 */
function freezeParsed(value: object): boolean {
  if (Object.isFrozen(value)) return false;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false;
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i];
      if (typeof child === "object" ? child !== null && !freezeParsed(child) : !(typeof child === "string" || typeof child === "boolean" || Number.isFinite(child))) return false;
    }
  } else {
    if (!isPlainObject(value)) return false;
    for (const key in value) {
      const child: unknown = (value as Record<string, unknown>)[key];
      if (typeof child === "object" ? child !== null && !freezeParsed(child) : !(typeof child === "string" || typeof child === "boolean" || Number.isFinite(child))) return false;
    }
  }
  Object.freeze(value);
  return true;
}

/** Iterative, since JSON.parse reads nesting of any depth; each object is walked once, so cycles end (not plain). */
function freezeByWalk(value: object, skip: ReadonlySet<object> | undefined): boolean {
  if (!isPlainJson(value)) return false;
  let plain = true;
  const seen = new Set<object>([value]);
  const pending: object[] = [value];
  while (pending.length > 0) {
    const object = Object.freeze(pending.pop()!);
    for (const child of Array.isArray(object) ? (object as unknown[]) : Object.values(object)) {
      if (!isPlainJson(child)) plain = false;
      else if (typeof child === "object" && child !== null && !skip?.has(child)) {
        // Met twice: shared, or a cycle, which JSON.parse never makes.
        if (seen.has(child)) plain = false;
        else {
          seen.add(child);
          pending.push(child);
        }
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
