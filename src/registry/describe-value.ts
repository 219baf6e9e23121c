/** How a wrong value reads in an error message: `"abc"`, `NaN`, `-1`, `an array`, `an object`. */
export function describeValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (value === undefined) return "undefined";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "function") return "a function";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
