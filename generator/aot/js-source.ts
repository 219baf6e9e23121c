/** Pieces of JavaScript source text. */

/** A JSON value as a JavaScript literal (`JSON.stringify` is valid JavaScript since ES2019). */
export function literal(value: unknown): string {
  return JSON.stringify(value);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `x.name`, or `x["na-me"]` where the name is not an identifier. `__proto__` always in brackets. */
export function member(object: string, name: string): string {
  return IDENTIFIER.test(name) && name !== "__proto__" ? `${object}.${name}` : `${object}[${literal(name)}]`;
}

/** Indents every line of `code` by `levels` steps of two spaces. */
export function indent(code: string, levels = 1): string {
  const pad = "  ".repeat(levels);
  return code
    .split("\n")
    .map((line) => (line === "" ? line : pad + line))
    .join("\n");
}

/** `x === a || x === b`, for primitive literals. */
export function equalsAny(x: string, values: readonly unknown[]): string {
  return values.map((v) => `${x} === ${literal(v)}`).join(" || ");
}
