/** `minLength`, `maxLength`, `pattern`, `format`, for a string. */
import type { StringCheck } from "../../../src/validator/keywords/string.js";
import { literal } from "../js-source.js";
import type { EmitContext } from "./context.js";
import { errorAt, type Place } from "./place.js";

function fails(check: StringCheck, x: string, ctx: EmitContext): string {
  switch (check.kind) {
    case "length": {
      // The UTF-16 length decides most cases without counting code points (as hasMinLength does).
      const count = ctx.helper("codePointLength");
      const n = check.limit;
      return check.keyword === "minLength"
        ? `${x}.length < ${n} || (${x}.length < ${2 * n} && ${count}(${x}) < ${n})`
        : `${x}.length > ${n} && (${x}.length > ${2 * n} || ${count}(${x}) > ${n})`;
    }
    case "pattern":
      return `!${ctx.constant(`new RegExp(${literal(check.pattern)}, "u")`)}.test(${x})`;
    case "format":
      return `!${ctx.helper(check.test.name)}(${x})`;
  }
}

export function stringCode(check: StringCheck, at: Place, ctx: EmitContext): string {
  // minLength 0 passes every string.
  if (check.kind === "length" && check.keyword === "minLength" && check.limit === 0) return "";
  const site = errorAt(at, check.schemaPath);
  const message = literal(check.message);
  const error = (() => {
    switch (check.kind) {
      case "length":
        return ctx.error("limit", site, `"${check.keyword}"`, message, literal(check.limit));
      case "pattern":
        return ctx.error("pattern", site, message, literal(check.pattern));
      case "format":
        return ctx.error("format", site, message, literal(check.format));
    }
  })();
  return `if (${fails(check, at.x, ctx)}) ${error};`;
}
