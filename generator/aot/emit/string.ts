/** `minLength`, `maxLength`, `pattern`, `format`, for a string `x`. */
import type { StringCheck } from "../../../src/validator/keywords/string.js";
import { literal } from "../js-source.js";
import type { EmitContext } from "./context.js";

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

export function stringValid(check: StringCheck, x: string, fail: string, ctx: EmitContext): string {
  return `if (${fails(check, x, ctx)}) ${fail}`;
}
