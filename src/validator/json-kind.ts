/**
 * What kind of value the validator was handed. JSON has seven types (`integer` being a whole
 * `number`); anything else a caller can pass (`undefined`, `NaN`, a `Date`, ...) gets a name too, so
 * that a `type` error can say what it found.
 *
 * `kindOf`, `instanceName` and `hasJsonProperty` are embedded verbatim in the ahead-of-time
 * validators (see `generator/aot/embedded-helpers.ts`), so each is self-contained: no closures, no
 * imports, calls only to functions of this file.
 */

/** The JSON type name of `value`, or a name for what it is when it is not JSON. */
export function kindOf(value: unknown): string {
  switch (typeof value) {
    case "string":
      return "string";
    case "boolean":
      return "boolean";
    case "number":
      if (Number.isInteger(value)) return "integer";
      if (Number.isFinite(value)) return "number";
      return Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
    case "object": {
      if (value === null) return "null";
      if (Array.isArray(value)) return "array";
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto === Object.prototype || proto === null) return "object";
      return instanceName(proto);
    }
    default:
      // undefined, function, symbol, bigint
      return typeof value;
  }
}

/** `Date`, `Map`, or a class's name for an instance; what `kindOf` reports for non-plain objects. */
export function instanceName(proto: unknown): string {
  const ctor = typeof proto === "object" && proto !== null && Object.hasOwn(proto, "constructor")
    ? (proto as { constructor: unknown }).constructor
    : undefined;
  const name = typeof ctor === "function" ? ctor.name : "";
  return name === "" ? "non-plain object" : name;
}

/** An object as `JSON.parse` makes it: prototype `Object.prototype` (or none), not an array. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Whether `value` has the property `name` as JSON: own and enumerable, what `JSON.stringify` writes.
 * Most names asked about are absent, so the cheaper test comes first.
 */
export function hasJsonProperty(value: object, name: string): boolean {
  return Object.hasOwn(value, name) && Object.prototype.propertyIsEnumerable.call(value, name);
}
