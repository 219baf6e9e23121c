/** `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`, for a finite number `x`. */
import type { NumberCheck } from "../../../src/validator/keywords/number.js";
import { literal } from "../js-source.js";
import type { EmitContext } from "./context.js";

const FAILS = { minimum: "<", maximum: ">", exclusiveMinimum: "<=", exclusiveMaximum: ">=" } as const;

function fails(check: NumberCheck, x: string, ctx: EmitContext): string {
  if (check.kind === "multipleOf") return `!${ctx.helper("isMultipleOf")}(${x}, ${literal(check.divisor)})`;
  return `${x} ${FAILS[check.keyword]} ${literal(check.limit)}`;
}

export function numberValid(check: NumberCheck, x: string, fail: string, ctx: EmitContext): string {
  return `if (${fails(check, x, ctx)}) ${fail}`;
}
