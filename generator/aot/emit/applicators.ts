/** `$ref`, `allOf`, `anyOf`, `oneOf`, `not`: subschemas applied to `x` itself, at the same depth. */
import type { AnyOfCheck, ApplicatorCheck, OneOfCheck } from "../../../src/validator/keywords/applicators.js";
import type { SchemaNode } from "../../../src/validator/schema-node.js";
import { indent, literal, member } from "../js-source.js";
import { depthAt, type EmitContext } from "./context.js";

export function applicatorValid(check: ApplicatorCheck, x: string, k: number, fail: string, ctx: EmitContext): string {
  const memoized = check.memo !== undefined;
  switch (check.kind) {
    case "$ref":
      return `if (!${ctx.accepts(check.target, x, depthAt(k), memoized)}) ${fail}`;
    case "allOf":
      if (memoized) return check.nodes.map((node) => `if (!${ctx.accepts(node, x, depthAt(k), true)}) ${fail}`).join("\n");
      return check.nodes.map((node) => ctx.valid(node, x, k, fail)).join("\n");
    case "anyOf":
    case "oneOf":
      return `if (!${ctx.union(check)}(${x}, ${depthAt(k)})) ${fail}`;
    case "not":
      return `if (${ctx.accepts(check.node, x, depthAt(k), memoized)}) ${fail}`;
  }
}

/**
 * The body of a union's decision function `(x, d)`. A discriminated union whose constants are
 * primitives switches on the value's constant and tries only the branches that have it.
 */
export function unionFunctionBody(check: AnyOfCheck | OneOfCheck, ctx: EmitContext): string {
  const decide = (branches: readonly number[]): string => {
    const calls = branches.map((i) => ctx.accepts(check.nodes[i] as SchemaNode, "x", "d", check.memo !== undefined));
    if (check.kind === "anyOf") return `return ${calls.length === 0 ? "false" : calls.join(" || ")};`;
    return `{\n  let n = 0;\n${indent(calls.map((c) => `if (${c} && ++n > 1) return false;`).join("\n"))}\n  return n === 1;\n}`;
  };
  const all = check.nodes.map((_, i) => i);
  const d = check.discriminator;
  if (d?.byValue === undefined) return decide(all);
  const cases = [...d.byValue].map(([value, branches]) => `case ${literal(value)}:\n${indent(decide(branches))}`);
  return [
    `if (typeof x === "object" && x !== null && !Array.isArray(x) && hasOwn(x, ${literal(d.property)})) {`,
    `  switch (${member("x", d.property)}) {`,
    indent(cases.join("\n"), 2),
    `    default:`,
    `      return false;`,
    `  }`,
    `}`,
    decide(all),
  ].join("\n");
}
