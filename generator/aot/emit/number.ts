/** `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`, for a finite number `x`. */
import type { NumberCheck } from "../../../src/validator/keywords/number.js";
import { literal } from "../js-source.js";
import { addError, type EmitContext } from "./context.js";

const FAILS = { minimum: "<", maximum: ">", exclusiveMinimum: "<=", exclusiveMaximum: ">=" } as const;

function fails(check: NumberCheck, x: string, ctx: EmitContext): string {
  if (check.kind === "multipleOf") return `!${ctx.helper("isMultipleOf")}(${x}, ${literal(check.divisor)})`;
  return `${x} ${FAILS[check.keyword]} ${literal(check.limit)}`;
}

export function numberValid(check: NumberCheck, x: string, fail: string, ctx: EmitContext): string {
  return `if (${fails(check, x, ctx)}) ${fail}`;
}

export function numberCollect(check: NumberCheck, ctx: EmitContext): string {
  const keyword = check.kind === "multipleOf" ? "multipleOf" : check.keyword;
  const value = literal(check.kind === "multipleOf" ? check.divisor : check.limit);
  return `if (${fails(check, "x", ctx)}) ${addError({
    path: "p",
    keyword: literal(keyword),
    message: literal(check.message),
    schemaPath: literal(check.schemaPath),
    expected: value,
    params: check.kind === "multipleOf" ? `{ multipleOf: ${value} }` : `{ limit: ${value} }`,
  })}`;
}
