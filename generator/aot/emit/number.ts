/** `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`, for a finite number. */
import type { NumberCheck } from "../../../src/validator/keywords/number.js";
import { literal } from "../js-source.js";
import type { EmitContext } from "./context.js";
import { errorAt, type Place } from "./place.js";

const FAILS = { minimum: "<", maximum: ">", exclusiveMinimum: "<=", exclusiveMaximum: ">=" } as const;

export function numberCode(check: NumberCheck, at: Place, ctx: EmitContext): string {
  const { x } = at;
  const site = errorAt(at, check.schemaPath);
  const message = literal(check.message);
  if (check.kind === "multipleOf") {
    const divisor = literal(check.divisor);
    return `if (!${ctx.helper("isMultipleOf")}(${x}, ${divisor})) ${ctx.error("multipleOf", site, message, divisor)};`;
  }
  const limit = literal(check.limit);
  return `if (${x} ${FAILS[check.keyword]} ${limit}) ${ctx.error("limit", site, `"${check.keyword}"`, message, limit)};`;
}
