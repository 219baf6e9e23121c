/** `enum` and `const`. */
import type { ValueCheck } from "../../../src/validator/keywords/value.js";
import { equalsAny, literal } from "../js-source.js";
import type { EmitContext } from "./context.js";
import { errorAt, type Place } from "./place.js";

/** Up to this many constants are compared one by one; more go through a `Set`. */
const INLINE_LIMIT = 8;

function isPrimitive(v: unknown): boolean {
  return typeof v !== "object" || v === null;
}

/** A boolean expression: whether `x` is one of the check's values (as `EnumCheck.valid` decides). */
export function valueMatches(check: ValueCheck, x: string, ctx: EmitContext): string {
  const values = check.kind === "enum" ? check.values : [check.value];
  const primitives = values.filter(isPrimitive);
  const structured = values.filter((v) => !isPrimitive(v));
  const tests: string[] = [];
  if (primitives.length > INLINE_LIMIT) tests.push(`${ctx.constant(`new Set(${literal(primitives)})`)}.has(${x})`);
  else if (primitives.length > 0) tests.push(equalsAny(x, primitives));
  const deepEqual = structured.length > 0 ? ctx.helper("deepEqual") : "";
  for (const value of structured) tests.push(`${deepEqual}(${x}, ${ctx.json(value)})`);
  return tests.length === 0 ? "false" : tests.join(" || ");
}

/** The error of a value that `valueMatches` refused. */
export function valueError(check: ValueCheck, at: Place, ctx: EmitContext): string {
  const site = errorAt(at, check.schemaPath);
  const message = literal(check.message);
  if (check.kind === "enum") return ctx.error("enum", site, message, ctx.json(check.values));
  return ctx.error("const", site, message, isPrimitive(check.value) ? literal(check.value) : ctx.json(check.value));
}

export function valueCode(check: ValueCheck, at: Place, ctx: EmitContext): string {
  return `if (!(${valueMatches(check, at.x, ctx)})) ${valueError(check, at, ctx)};`;
}
