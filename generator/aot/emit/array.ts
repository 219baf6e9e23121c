/** `minItems`, `maxItems`, `uniqueItems`, `prefixItems`, `items`, `contains`, `unevaluatedItems`, for an array. */
import type { ArrayCheck } from "../../../src/validator/keywords/array.js";
import { literal } from "../js-source.js";
import type { EmitContext } from "./context.js";
import { unevaluatedItemsCode } from "./unevaluated.js";
import { childPath, depthExpr, dynamicPath, errorAt, schemaLiteral, type Place } from "./place.js";

export function arrayCode(check: ArrayCheck, at: Place, ctx: EmitContext): string {
  const { x } = at;
  const site = errorAt(at, check.schemaPath);
  switch (check.kind) {
    case "itemCount":
      return `if (${x}.length ${check.keyword === "minItems" ? "<" : ">"} ${check.limit}) ${ctx.error("limit", site, `"${check.keyword}"`, literal(check.message), literal(check.limit))};`;
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
    case "contains": {
      // Counts matching items only as far as the bounds need, as the interpreter does.
      const [i, item, count] = [ctx.local(), ctx.local(), ctx.local()];
      const enough = check.max === undefined ? check.min : check.max + 1;
      const accepts = ctx.accepts(check.node, item, depthExpr({ ...at, k: at.k + 1 }), false);
      const { keyword, message, schemaPath } = check.tooFew;
      const tooFew = ctx.error("contains", { path: site.path, schemaPath: schemaLiteral(at, schemaPath) }, literal(keyword), literal(message), '"minContains"', literal(check.min));
      const lines = [
        `let ${count} = 0;`,
        `for (let ${i} = 0; ${i} < ${x}.length && ${count} < ${enough}; ${i}++) {\nconst ${item} = ${x}[${i}];\nif (${accepts}) ${count}++;\n}`,
        `if (${count} < ${check.min}) ${tooFew};`,
      ];
      if (check.tooMany !== undefined) {
        const max = literal(check.max);
        const tooMany = ctx.error("contains", { path: site.path, schemaPath: schemaLiteral(at, check.tooMany.schemaPath) }, '"maxContains"', literal(check.tooMany.message), '"maxContains"', max);
        lines.push(`else if (${count} > ${max}) ${tooMany};`);
      }
      return lines.join("\n");
    }
    case "unevaluatedItems":
      return unevaluatedItemsCode(check, at, ctx);
  }
}
