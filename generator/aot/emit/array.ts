/** `minItems`, `maxItems`, `uniqueItems`, `prefixItems`, `items`, for an array `x`. */
import type { ArrayCheck } from "../../../src/validator/keywords/array.js";
import { literal } from "../js-source.js";
import { addError, depthAt, MAX_ERRORS, type EmitContext } from "./context.js";

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

export function arrayCollect(check: ArrayCheck, ctx: EmitContext): string {
  switch (check.kind) {
    case "itemCount":
      return `if (x.length ${check.keyword === "minItems" ? "<" : ">"} ${check.limit}) ${addError({
        path: "p",
        keyword: literal(check.keyword),
        message: literal(check.message),
        schemaPath: literal(check.schemaPath),
        expected: literal(check.limit),
        params: `{ limit: ${check.limit} }`,
      })}`;
    case "uniqueItems": {
      const pair = ctx.local("pair");
      return `{\n  const ${pair} = x.length < 2 ? undefined : ${ctx.helper("findDuplicate")}(x);\n  if (${pair} !== undefined) ${addError({
        path: "p",
        keyword: '"uniqueItems"',
        message: `${ctx.helper("duplicateItemsMessage")}(${pair}[0], ${pair}[1])`,
        schemaPath: literal(check.schemaPath),
        params: `{ i: ${pair}[0], j: ${pair}[1] }`,
      })}\n}`;
    }
    case "prefixItems":
      return check.nodes
        .map((node, i) => `if (x.length > ${i} && e.length < ${MAX_ERRORS}) ${ctx.collect(node, `x[${i}]`, depthAt(1), `p + "/${i}"`)}`)
        .join("\n");
    case "items": {
      if (check.closed) {
        return `if (x.length > ${check.start}) ${addError({
          path: "p",
          keyword: '"items"',
          message: literal(check.message),
          schemaPath: literal(check.schemaPath),
          expected: literal(check.start),
          params: `{ limit: ${check.start} }`,
        })}`;
      }
      const i = ctx.local("i");
      return `for (let ${i} = ${check.start}; ${i} < x.length && e.length < ${MAX_ERRORS}; ${i}++) ${ctx.collect(check.node, `x[${i}]`, depthAt(1), `p + "/" + ${i}`)}`;
    }
  }
}

function indentBlock(code: string): string {
  return code
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
}
