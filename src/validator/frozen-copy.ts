import { enumerableOnObjectPrototype } from "./enumerable-on-prototype.js";
import { isFrozenJson, noteFrozenJson } from "./frozen-json.js";
import { isPlainObject } from "./json-kind.js";
import { pointerOf } from "./json-pointer.js";

/**
 * A value being copied is looked for among its ancestors this near the root by scanning the stack:
 * putting every object in a Set costs as much as the rest of the copy. Deeper ancestors, which only
 * a pathologically nested value has, go in a Set, so the search stays bounded.
 */
const SCANNED_DEPTH = 32;

/**
 * A deep, frozen copy of a JSON-like value (plain objects and arrays are copied; anything else is
 * kept as it is). A registered tool's schema must not change under its compiled validator when the
 * caller later edits the object it registered; a validator's errors carry values from its schema
 * (a `const`, an `enum`'s list), which one caller changing must change neither for the next nor in
 * the schema. The ahead-of-time validators freeze what their errors carry alike (`frozen`,
 * generator/aot/runtime-source.ts).
 *
 * `onCycle` gets the JSON Pointer of a value that contains itself, which JSON cannot carry and a
 * schema walk would never finish. Iterative, so a deeply nested schema reaches the validator's depth
 * check instead of overflowing the stack here; what JSON.parse made is copied by a faster recursive
 * pass first, and its copy noted as plain JSON. A value already noted so is its own copy.
 */
export function frozenCopy<T>(value: T, onCycle: (pointer: string) => never = cycleError): T {
  if (!isCopied(value) || isFrozenJson(value)) return value;
  const parsed = enumerableOnObjectPrototype() ? undefined : copyParsed(value, 0);
  if (parsed !== undefined) {
    noteFrozenJson(parsed);
    return parsed as T;
  }
  const root = emptyLike(value);
  const deepAncestors = new Set<object>();
  const stack: Frame[] = [{ source: value, target: root, keys: Object.keys(value), next: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next === frame.keys.length) {
      Object.freeze(frame.target);
      stack.pop();
      if (stack.length >= SCANNED_DEPTH) deepAncestors.delete(frame.source);
      continue;
    }
    const key = frame.keys[frame.next++]!;
    const child: unknown = (frame.source as Record<string, unknown>)[key];
    let copy = child;
    if (isCopied(child)) {
      if (isAncestor(child, stack, deepAncestors)) onCycle(pointerAt(stack));
      copy = emptyLike(child);
      if (stack.length >= SCANNED_DEPTH) deepAncestors.add(child);
      stack.push({ source: child, target: copy as object, keys: Object.keys(child), next: 0 });
    }
    // A "__proto__" key must stay a key, never become the prototype: defineProperty for it alone,
    // since defining every key makes the whole copy a third slower than assigning.
    if (key === "__proto__") {
      Object.defineProperty(frame.target, key, { value: copy, enumerable: true, writable: true, configurable: true });
    } else {
      (frame.target as Record<string, unknown>)[key] = copy;
    }
  }
  return root as T;
}

/**
 * The common case, a value JSON.parse made (a manifest the caller parsed), copied in one recursive
 * pass with each value tested inline: at start-up, before anything is optimised, several times
 * faster than the general walk. `undefined` at the first thing JSON.parse does not make, at a
 * `__proto__` key, or at `FAST_DEPTH` (which a cycle reaches too): the general walk then copies it,
 * and names the cycle.
 */
function copyParsed(value: object, depth: number): object | undefined {
  if (depth === FAST_DEPTH) return undefined;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return undefined;
    const copy: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i];
      if (typeof child === "object") {
        const copied = child === null ? null : copyParsed(child, depth + 1);
        if (copied === undefined) return undefined;
        copy.push(copied);
      } else if (typeof child === "string" || typeof child === "boolean" || Number.isFinite(child)) {
        copy.push(child);
      } else {
        return undefined;
      }
    }
    return Object.freeze(copy);
  }
  if (!isPlainObject(value)) return undefined;
  const copy: Record<string, unknown> = {};
  for (const key in value) {
    if (key === "__proto__") return undefined;
    const child: unknown = (value as Record<string, unknown>)[key];
    if (typeof child === "object") {
      const copied = child === null ? null : copyParsed(child, depth + 1);
      if (copied === undefined) return undefined;
      copy[key] = copied;
    } else if (typeof child === "string" || typeof child === "boolean" || Number.isFinite(child)) {
      copy[key] = child;
    } else {
      return undefined;
    }
  }
  return Object.freeze(copy);
}

/** Deeper than any schema but a pathological one; recursion stops here (see `copyParsed`). */
const FAST_DEPTH = 64;

interface Frame {
  source: object;
  target: object;
  keys: string[];
  /** The index of the next key to copy; the key being copied is the one before it. */
  next: number;
}

function isAncestor(value: object, stack: readonly Frame[], deepAncestors: ReadonlySet<object>): boolean {
  const scanned = Math.min(stack.length, SCANNED_DEPTH);
  for (let i = 0; i < scanned; i++) if (stack[i]!.source === value) return true;
  return deepAncestors.size > 0 && deepAncestors.has(value);
}

/** The JSON Pointer of the value being copied: built only for an error, not for every key. */
function pointerAt(stack: readonly Frame[]): string {
  return pointerOf(stack.map((frame) => frame.keys[frame.next - 1]!));
}

/** A schema's values reach the validator checked (`checkSchema` refuses a cycle), so one there is a bug. */
function cycleError(pointer: string): never {
  throw new Error(`internal: a value contains itself at ${pointer}`);
}

function isCopied(value: unknown): value is object {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}

function emptyLike(value: object): object {
  return Array.isArray(value) ? [] : {};
}
