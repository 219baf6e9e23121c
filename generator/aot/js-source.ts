/** Pieces of JavaScript source text. */

/**
 * A JSON value as a JavaScript literal and as JSON text: what `JSON.stringify` writes (valid
 * JavaScript since ES2019), but `-0` as `-0`, not `0`. A schema parsed by `JSON.parse` may hold
 * `-0`, and the interpreter's errors carry it as it is.
 */
export function literal(value: unknown): string {
  if (Object.is(value, -0)) return "-0";
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(",")}]`;
  return `{${Object.entries(value).map(([key, v]) => `${JSON.stringify(key)}:${literal(v)}`).join(",")}}`;
}

/**
 * A JSON value as a JavaScript expression that rebuilds it exactly. In an object literal a
 * `"__proto__"` key sets the prototype instead of making a property, so a value with such a key is
 * rebuilt by `JSON.parse`, which makes it an own property as the schema has it.
 */
export function jsonExpression(value: unknown): string {
  const text = literal(value);
  return hasProtoKey(value) ? `JSON.parse(${JSON.stringify(text)})` : text;
}

function hasProtoKey(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v !== "object" || v === null) continue;
    if (Array.isArray(v)) pending.push(...v);
    else if (Object.hasOwn(v, "__proto__")) return true;
    else pending.push(...Object.values(v));
  }
  return false;
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

/** Text as a single-quoted JavaScript string: JSON text then needs no escaping but its own backslashes. */
export function singleQuoted(text: string): string {
  return `'${text.replace(/[\\']/g, (c) => `\\${c}`).replace(/\n/g, "\\n").replace(/\r/g, "\\r")}'`;
}

/** `code` with every line's indentation removed (its string literals are on one line: JSON text). */
export function unindented(code: string): string {
  return code
    .split("\n")
    .map((line) => line.trimStart())
    .join("\n");
}
