/**
 * JSON equality, for `enum`, `const` and `uniqueItems`: numbers by value (`1` equals `1.0`), objects
 * by their own keys whatever the order, arrays item by item. Both walks are iterative, so a deeply
 * nested value cannot overflow the stack.
 *
 * Embedded verbatim in the ahead-of-time validators: each function is self-contained.
 */

/**
 * Whether two values are equal as JSON. In practice one side is a schema's `const` or `enum` value,
 * which is finite, so the walk ends. Values that are not JSON (`undefined`, `NaN`, a `Date`) are
 * equal only to themselves (`NaN` to nothing).
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const pending: unknown[] = [a, b];
  while (pending.length > 0) {
    const y = pending.pop();
    const x = pending.pop();
    if (x === y) continue;
    if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
    const isArray = Array.isArray(x);
    if (isArray !== Array.isArray(y)) return false;
    if (isArray) {
      const xs = x as unknown[];
      const ys = y as unknown[];
      if (xs.length !== ys.length) return false;
      for (let i = 0; i < xs.length; i++) pending.push(xs[i], ys[i]);
      continue;
    }
    const xProto: unknown = Object.getPrototypeOf(x);
    const yProto: unknown = Object.getPrototypeOf(y);
    if ((xProto !== Object.prototype && xProto !== null) || (yProto !== Object.prototype && yProto !== null)) return false;
    const xo = x as Record<string, unknown>;
    const yo = y as Record<string, unknown>;
    const keys = Object.keys(xo);
    if (keys.length !== Object.keys(yo).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(yo, key)) return false;
      pending.push(xo[key], yo[key]);
    }
  }
  return true;
}

/**
 * The first pair of equal items, as `[i, j]` with the smallest `j`, or `undefined` when all items
 * are distinct. Linear on average: items are bucketed by a canonical text (sorted keys), computed
 * only for arrays that hold objects or arrays.
 */
export function findDuplicate(items: readonly unknown[]): [number, number] | undefined {
  let primitivesOnly = true;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const t = typeof item;
    if (!(t === "string" || t === "boolean" || (t === "number" && Number.isFinite(item)) || item === null)) {
      primitivesOnly = false;
      break;
    }
  }
  const seen = new Map<unknown, number>();
  for (let j = 0; j < items.length; j++) {
    const key = primitivesOnly ? items[j] : canonicalText(items[j], j);
    const i = seen.get(key);
    if (i !== undefined) return [i, j];
    seen.set(key, j);
  }
  return undefined;
}

/**
 * A text equal for JSON-equal values and different otherwise: JSON with object keys sorted and
 * numbers as `String(n)` (so `-0` and `0` agree). A value holding anything that is not JSON, or
 * nested deeper than 10,000 levels (a cycle included), gets a text unique to `ordinal`, so it
 * equals nothing else.
 */
export function canonicalText(value: unknown, ordinal: number): string {
  const unique = "\u0000" + String(ordinal);
  // Items still to write, last first; a string entry in `literal` positions is text to copy.
  const values: unknown[] = [value];
  const literal: boolean[] = [false];
  let out = "";
  let depth = 0;
  while (values.length > 0) {
    const item = values.pop();
    if (literal.pop() === true) {
      if (item === "]" || item === "}") depth--;
      out += item as string;
      continue;
    }
    switch (typeof item) {
      case "string":
        out += JSON.stringify(item);
        continue;
      case "boolean":
        out += item ? "true" : "false";
        continue;
      case "number":
        if (!Number.isFinite(item)) return unique;
        out += String(item);
        continue;
      case "object":
        break;
      default:
        return unique;
    }
    if (item === null) {
      out += "null";
      continue;
    }
    if (++depth > 10000) return unique;
    if (Array.isArray(item)) {
      values.push("]");
      literal.push(true);
      for (let i = item.length - 1; i >= 0; i--) {
        values.push(item[i]);
        literal.push(false);
        if (i > 0) {
          values.push(",");
          literal.push(true);
        }
      }
      out += "[";
      continue;
    }
    const proto: unknown = Object.getPrototypeOf(item);
    if (proto !== Object.prototype && proto !== null) return unique;
    const record = item as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    values.push("}");
    literal.push(true);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      values.push(record[key]);
      literal.push(false);
      values.push((i > 0 ? "," : "") + JSON.stringify(key) + ":");
      literal.push(true);
    }
    out += "{";
  }
  return out;
}
