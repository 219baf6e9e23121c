/** `minItems`, `maxItems`, `uniqueItems`, `prefixItems`, `items`, for an array. */
import type { ArrayCheck } from "../../../src/validator/keywords/array.js";
import { literal } from "../js-source.js";
import type { EmitContext } from "./context.js";
import { childPath, dynamicPath, errorAt, type Place } from "./place.js";

export function arrayCode(check: ArrayCheck, at: Place, ctx: EmitContext): string {
  const { x } = at;
  const site = errorAt(at, check.schemaPath);
  switch (check.kind) {
    case "itemCount":
      return `if (${x}.length ${check.keyword === "minItems" ? "<" : ">"} ${check.limit}) ${ctx.error("limit", site, `"${check.keyword}"`, literal(check.message), String(check.limit))};`;
    case "uniqueItems":
      // A constructor of its own: it looks for the duplicate pair first.
      return `if (${x}.length >= 2) ${ctx.synced(`e = ${ctx.helper("eUnique")}(e, ${x}, ${site.path}, ${site.schemaPath})`)};`;
    case "prefixItems":
      return check.nodes
        .map((node, i) => {
          const item = ctx.local();
          const code = ctx.collect(node, { x: item, path: childPath(at.path, i), node: node.schemaPath, frame: at.frame, k: at.k + 1 });
          return `if (${x}.length > ${i}) {\nconst ${item} = ${x}[${i}];\n${code}\n}`;
        })
        .join("\n");
    case "items": {
      if (check.closed) {
        return `if (${x}.length > ${check.start}) ${ctx.error("limit", site, '"items"', literal(check.message), String(check.start))};`;
      }
      const i = ctx.local();
      const item = ctx.local();
      const code = ctx.collect(check.node, { x: item, path: dynamicPath(at.path, i), node: check.node.schemaPath, frame: at.frame, k: at.k + 1 });
      // Stops once no more errors can be kept, as the interpreter does.
      return `for (let ${i} = ${check.start}; ${i} < ${x}.length && ${ctx.room()}; ${i}++) {\nconst ${item} = ${x}[${i}];\n${code}\n}`;
    }
  }
}
