/** `$ref`, `allOf`, `anyOf`, `oneOf`, `not`: subschemas applied to `x` itself, at the same depth. */
import type { AnyOfCheck, ApplicatorCheck, OneOfCheck } from "../../../src/validator/keywords/applicators.js";
import { ANY_OF_MESSAGE, discriminatorMessage, NOT_MESSAGE, ONE_OF_NONE_MESSAGE, variantMessage } from "../../../src/validator/messages.js";
import type { SchemaNode } from "../../../src/validator/schema-node.js";
import { indent, literal, member } from "../js-source.js";
import { addError, depthAt, MAX_ERRORS, type EmitContext } from "./context.js";

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

export function applicatorCollect(check: ApplicatorCheck, ctx: EmitContext): string {
  const memoized = check.memo !== undefined;
  switch (check.kind) {
    case "$ref":
      return ctx.collect(check.target, "x", "d", "p", memoized);
    case "allOf":
      return check.nodes.map((node) => `if (e.length < ${MAX_ERRORS}) ${ctx.collect(node, "x", "d", "p", memoized)}`).join("\n");
    case "anyOf":
      return `if (!${ctx.union(check)}(x, d)) {\n${indent(noMatch(check, ANY_OF_MESSAGE, ctx))}\n}`;
    case "oneOf": {
      const passing = ctx.local("passing");
      const tests = check.nodes.map((node, i) => `if (${ctx.accepts(node, "x", "d", memoized)}) ${passing}.push(${i});`);
      return [
        `{`,
        `  const ${passing} = [];`,
        indent(tests.join("\n")),
        `  if (${passing}.length === 0) {`,
        indent(noMatch(check, ONE_OF_NONE_MESSAGE, ctx), 2),
        `  } else if (${passing}.length > 1) {`,
        `    ${addError({
          path: "p",
          keyword: '"oneOf"',
          message: `${ctx.helper("oneOfManyMessage")}(${passing})`,
          schemaPath: literal(check.schemaPath),
          params: `{ passingSchemas: ${passing} }`,
        })}`,
        `  }`,
        `}`,
      ].join("\n");
    }
    case "not":
      return `if (${ctx.accepts(check.node, "x", "d", memoized)}) ${addError({ path: "p", keyword: '"not"', message: literal(NOT_MESSAGE), schemaPath: literal(check.schemaPath) })}`;
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

/** The errors of a union that no branch accepts (see UnionCheck.collectNoMatch). */
function noMatch(check: AnyOfCheck | OneOfCheck, message: string, ctx: EmitContext): string {
  const keyword = literal(check.kind);
  const schemaPath = literal(check.schemaPath);
  const d = check.discriminator;
  if (d === undefined) return addError({ path: "p", keyword, message: literal(message), schemaPath });
  const branch = ctx.local("branch");
  const selected = ctx.local("selected");
  const deepEqual = ctx.helper("deepEqual");
  // The first branch whose constant equals the value's, as `selectBranch` finds it.
  const pick = d.values
    .map((v, i) => `${typeof v === "object" && v !== null ? `${deepEqual}(${selected}, ${ctx.json(v)})` : `${selected} === ${literal(v)}`} ? ${i} : `)
    .join("");
  const variants = ctx.json(d.values.map((v) => variantMessage(check.kind, d.property, v)));
  const collects = check.nodes.map((node, i) => `case ${i}:\n  ${ctx.collect(node, "x", "d", "p")}\n  break;`);
  return [
    `let ${branch} = -1;`,
    `if (typeof x === "object" && x !== null && !Array.isArray(x) && hasOwn(x, ${literal(d.property)})) {`,
    `  const ${selected} = ${member("x", d.property)};`,
    `  ${branch} = ${pick}-1;`,
    `}`,
    `if (${branch} === -1) {`,
    `  ${addError({
      path: "p",
      keyword,
      message: literal(discriminatorMessage(d.property, d.values)),
      schemaPath,
      params: `{ discriminator: ${literal(d.property)}, allowedValues: ${ctx.json(d.values)} }`,
    })}`,
    `} else {`,
    `  ${addError({ path: "p", keyword, message: `${variants}[${branch}]`, schemaPath, params: `{ discriminator: ${literal(d.property)}, branch: ${branch} }` })}`,
    `  switch (${branch}) {`,
    indent(collects.join("\n"), 2),
    `  }`,
    `}`,
  ].join("\n");
}
