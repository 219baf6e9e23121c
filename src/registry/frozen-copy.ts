import { pointerToken } from "./json-pointer.js";

/**
 * A deep, frozen copy of a JSON-like value (plain objects and arrays are copied; anything else is
 * kept as it is). A record's schema must not change under its compiled validator when the caller
 * later edits the object it registered. `onCycle` gets the JSON Pointer of a value that contains
 * itself, which JSON cannot carry and a schema walk would never finish. Iterative, so a deeply
 * nested schema reaches the validator's depth check instead of overflowing the stack here.
 */
export function frozenCopy<T>(value: T, onCycle: (pointer: string) => never): T {
  if (!isCopied(value)) return value;
  const root = emptyLike(value);
  const ancestors = new Set<object>([value]);
  const stack: Frame[] = [{ source: value, target: root, pointer: "", keys: Object.keys(value), next: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const key = frame.keys[frame.next++];
    if (key === undefined) {
      Object.freeze(frame.target);
      ancestors.delete(frame.source);
      stack.pop();
      continue;
    }
    const child: unknown = (frame.source as Record<string, unknown>)[key];
    const pointer = frame.pointer + pointerToken(key);
    let copy = child;
    if (isCopied(child)) {
      if (ancestors.has(child)) onCycle(pointer);
      copy = emptyLike(child);
      ancestors.add(child);
      stack.push({ source: child, target: copy as object, pointer, keys: Object.keys(child), next: 0 });
    }
    // defineProperty, not assignment: a "__proto__" key stays a key and never becomes a prototype.
    Object.defineProperty(frame.target, key, { value: copy, enumerable: true, writable: true, configurable: true });
  }
  return root as T;
}

interface Frame {
  source: object;
  target: object;
  pointer: string;
  keys: string[];
  next: number;
}

function isCopied(value: unknown): value is object {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}

function emptyLike(value: object): object {
  return Array.isArray(value) ? [] : {};
}
