/** `minItems`, `maxItems`, `uniqueItems`, `prefixItems`, `items`, for an array `x`. */
import type { ArrayCheck } from "../../../src/validator/keywords/array.js";
import { literal } from "../js-source.js";
import type { EmitContext } from "./context.js";

export function arrayValid(check: ArrayCheck, x: string, k: number, fail: string, ctx: EmitContext): string {
  switch (check.kind) {
    case "itemCount":
      return `if (${x}.length ${check.keyword === "minItems" ? "<" : ">"} ${check.limit}) ${fail}`;
    case "uniqueItems":
      return `if (${x}.length >= 2 && ${ctx.helper("findDuplicate")}(${x}) !== undefined) ${fail}`;
    case "prefixItems":
      return check.nodes
        .map((node, i) => {
          const item = ctx.local("item");
          return `if (${x}.length > ${i}) {\n  const ${item} = ${x}[${i}];\n${indentBlock(ctx.valid(node, item, k + 1, fail))}\n}`;
        })
        .join("\n");
    case "items": {
      if (check.closed) return `if (${x}.length > ${check.start}) ${fail}`;
      const i = ctx.local("i");
      const item = ctx.local("item");
      return `for (let ${i} = ${check.start}; ${i} < ${x}.length; ${i}++) {\n  const ${item} = ${x}[${i}];\n${indentBlock(ctx.valid(check.node, item, k + 1, fail))}\n}`;
    }
  }
}

function indentBlock(code: string): string {
  return code
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
}
