/** `enum` and `const`. */
import type { ValueCheck } from "../../../src/validator/keywords/value.js";
import { equalsAny, literal } from "../js-source.js";
import type { EmitContext } from "./context.js";

/** Up to this many constants are compared one by one; more go through a `Set`. */
const INLINE_LIMIT = 8;

function isPrimitive(v: unknown): boolean {
  return typeof v !== "object" || v === null;
}

/** A boolean expression: whether `x` is one of the check's values (as `EnumCheck.valid` decides). */
function matches(check: ValueCheck, x: string, ctx: EmitContext): string {
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

export function valueValid(check: ValueCheck, x: string, fail: string, ctx: EmitContext): string {
  return `if (!(${matches(check, x, ctx)})) ${fail}`;
}
