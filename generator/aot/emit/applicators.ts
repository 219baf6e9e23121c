/**
 * `$ref`, `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`, `dependentSchemas`: subschemas
 * applied to the value itself, at the same depth.
 */
import type { AnyOfCheck, ApplicatorCheck, OneOfCheck } from "../../../src/validator/keywords/applicators.js";
import type { Discriminator } from "../../../src/validator/keywords/discriminator.js";
import { ANY_OF_MESSAGE, closestMessage, discriminatorMessage, ifMessage, missingDiscriminatorMessage, NOT_MESSAGE, ONE_OF_NONE_MESSAGE, unionTypeMessage, variantMessage } from "../../../src/validator/messages.js";
import type { SchemaNode } from "../../../src/validator/schema-node.js";
import { literal, member } from "../js-source.js";
import type { EmitContext } from "./context.js";
import { depthExpr, errorAt, inPlace, schemaLiteral, type Place } from "./place.js";

export function applicatorCode(check: ApplicatorCheck, at: Place, ctx: EmitContext): string {
  const memoized = check.memo !== undefined;
  const depth = depthExpr(at);
  // With a memo, a subschema is decided through it first, so that branching recursion does not multiply.
  const collect = (node: SchemaNode) => {
    const code = ctx.collect(node, inPlace(at, node.schemaPath));
    return memoized ? `if (!${ctx.accepts(node, at.x, depth, true)}) {\n${code}\n}` : code;
  };
  switch (check.kind) {
    case "$ref":
      return collect(check.target);
    case "allOf":
      return check.nodes.map(collect).join("\n");
    case "anyOf":
    case "oneOf":
      return ctx.union(check, inPlace(at, check.schemaPath));
    case "not":
      return `if (${ctx.accepts(check.node, at.x, depth, memoized)}) ${ctx.error("keyword", errorAt(at, check.schemaPath), '"not"', literal(NOT_MESSAGE))};`;
    case "if": {
      if (check.then === undefined && check.otherwise === undefined) return "";
      const matches = ctx.accepts(check.condition, at.x, depth, memoized);
      // The branch's errors, then, when it had some, the `if` error that says why it applies.
      const branch = (node: SchemaNode, failingKeyword: "then" | "else") => {
        const before = ctx.local();
        const ifError = ctx.error("ifBranch", errorAt(at, check.schemaPath), literal(ifMessage(failingKeyword)), literal(failingKeyword));
        return `const ${before} = ${ctx.count()};\n${collect(node)}\nif (${ctx.count()} > ${before}) ${ifError};`;
      };
      if (check.otherwise === undefined) return `if (${matches}) {\n${branch(check.then as SchemaNode, "then")}\n}`;
      if (check.then === undefined) return `if (!${matches}) {\n${branch(check.otherwise, "else")}\n}`;
      return `if (${matches}) {\n${branch(check.then, "then")}\n} else {\n${branch(check.otherwise, "else")}\n}`;
    }
    case "dependentSchemas": {
      const has = (property: string) => `${ctx.helper("hasJsonProperty")}(${at.x}, ${literal(property)})`;
      const entries = check.entries.map(({ property, node }) => `if (${has(property)}) {\n${collect(node)}\n}`);
      return `if (${ctx.helper("isObject")}(${at.x})) {\n${entries.join("\n")}\n}`;
    }
  }
}

/**
 * The body of a union's collector `(x, d)`, whose frame is the union's location (`at`): one error
 * at the value when it matches no branch (or, for `oneOf`, several), not every branch's. For a
 * discriminated union the value's constant selects the branches to try (for primitive constants,
 * through a `switch`), and a failing value gets the selected branch's errors after the union's.
 */
export function unionFunctionBody(check: AnyOfCheck | OneOfCheck, at: Place, ctx: EmitContext): string {
  const memoized = check.memo !== undefined;
  const accepts = (i: number) => ctx.accepts(check.nodes[i] as SchemaNode, "x", "d", memoized);
  const here = schemaLiteral(at, check.schemaPath);
  const d = check.discriminator;
  const noMatch = d === undefined ? plainNoMatch(check, at, ctx) : discriminatedNoMatch(check, d, at, ctx);
  const all = check.nodes.map((_, i) => i);
  const lines: string[] = [];
  if (d?.byValue !== undefined) {
    const cases = [...d.byValue].map(([value, branches]) => `case ${literal(value)}: {\n${candidatesCode(check, d, branches, accepts, at, ctx)}\nbreak;\n}`);
    lines.push(`if (${ctx.helper("isObject")}(x) && hasOwn(x, ${literal(d.property)})) {`, `switch (${member("x", d.property)}) {`, ...cases);
    lines.push(`default:\n${noBranch(check, d, here, ctx)}`, "}", "} else {", decide(check, all, accepts, noMatch, here, ctx), "}");
  } else {
    lines.push(decide(check, all, accepts, noMatch, here, ctx));
  }
  return lines.join("\n");
}

/** Code that decides `branches` and reports `noMatch` (statements) when the union fails. */
function decide(check: AnyOfCheck | OneOfCheck, branches: readonly number[], accepts: (i: number) => string, noMatch: string, here: string, ctx: EmitContext): string {
  if (check.kind === "anyOf") return `if (!(${branches.map(accepts).join(" || ")})) {\n${noMatch}\n}`;
  // oneOf names the branches that pass when more than one does.
  return [
    "const p = [];",
    ...branches.map((i) => `if (${accepts(i)}) p.push(${i});`),
    `if (p.length === 0) {\n${noMatch}\n} else if (p.length > 1) ${ctx.error("oneOfMany", { path: '""', schemaPath: here }, "p")};`,
  ].join("\n");
}

/** The value holds the discriminator's constant of `branches` (the first is the one it selects). */
function candidatesCode(
  check: AnyOfCheck | OneOfCheck,
  d: Discriminator,
  branches: readonly number[],
  accepts: (i: number) => string,
  at: Place,
  ctx: EmitContext,
): string {
  const [selected, ...others] = branches as [number, ...number[]];
  const collect = variantCode(check, d, selected, at, ctx);
  if (others.length === 0) return collect;
  return decide(check, branches, accepts, collect, schemaLiteral(at, check.schemaPath), ctx);
}

/** Collects the branch the value selected, after the union's error that names it. */
function variantCode(check: AnyOfCheck | OneOfCheck, d: Discriminator, branch: number, at: Place, ctx: EmitContext): string {
  const message = variantMessage(check.kind, d.property, d.values[branch]);
  return branchErrorsCode(check, branch, message, `{ discriminator: ${literal(d.property)}, branch: ${branch} }`, at, ctx);
}

/**
 * Collects a branch, and puts the union's error (`message`, with `params`, an expression) before
 * the branch's errors, when there are any. Its errors are relative to the branch: `variant`
 * prefixes them.
 */
function branchErrorsCode(check: AnyOfCheck | OneOfCheck, branch: number, message: string, params: string, at: Place, ctx: EmitContext): string {
  const node = check.nodes[branch] as SchemaNode;
  const { name, relative } = ctx.collectorOf(node);
  const prefix = relative ? schemaLiteral(at, node.schemaPath) : '""';
  const r = ctx.returned();
  return `if (${ctx.callErrors(`${name}(x, d)`)}) ${ctx.synced(`e = ${ctx.helper("variant")}(e, ${r}, ${schemaLiteral(at, check.schemaPath)}, ${prefix}, "${check.kind}", ${literal(message)}, ${params})`)};`;
}

/** The error of a discriminated union whose value selects no branch (by default, for a constant of none of them). */
function noBranch(check: AnyOfCheck | OneOfCheck, d: Discriminator, here: string, ctx: EmitContext, message = discriminatorMessage(d.property, d.values)): string {
  return `${ctx.error("discriminator", { path: '""', schemaPath: here }, `"${check.kind}"`, literal(message), literal(d.property), ctx.json(d.values))};`;
}

/**
 * A discriminated union that no branch matches: the selected branch's errors, or the
 * discriminator's error; for a value without the discriminating property, see `withoutTag`.
 */
function discriminatedNoMatch(check: AnyOfCheck | OneOfCheck, d: Discriminator, at: Place, ctx: EmitContext): string {
  const here = schemaLiteral(at, check.schemaPath);
  // Primitive constants: this runs only for a value without the property (or not a plain object).
  if (d.byValue !== undefined) return withoutTag(check, d, at, ctx);
  const selected = `${ctx.json(d.values)}.findIndex((v) => ${ctx.helper("deepEqual")}(${member("x", d.property)}, v))`;
  const cases = check.nodes.map((_, i) => `case ${i}:\n${variantCode(check, d, i, at, ctx)}\nbreak;`);
  const select = [`switch (${selected}) {`, ...cases, `default:\n${noBranch(check, d, here, ctx)}`, "}"].join("\n");
  return `if (${ctx.helper("isObject")}(x) && hasOwn(x, ${literal(d.property)})) {\n${select}\n} else {\n${withoutTag(check, d, at, ctx)}\n}`;
}

/**
 * A value without the discriminating property, or not a plain object: the closest branch's errors;
 * for an object when every branch requires the property, the discriminator's error, naming it.
 */
function withoutTag(check: AnyOfCheck | OneOfCheck, d: Discriminator, at: Place, ctx: EmitContext): string {
  if (!check.requiresTag) return plainNoMatch(check, at, ctx);
  const missing = noBranch(check, d, schemaLiteral(at, check.schemaPath), ctx, missingDiscriminatorMessage(d.property, d.values));
  return `if (${ctx.helper("isObject")}(x)) {\n${missing}\n} else {\n${plainNoMatch(check, at, ctx)}\n}`;
}

/**
 * A union without a discriminator that no branch matches: the errors of the branch the value came
 * closest to, after the union's error that names it, or the union's error alone when none admits
 * the value's type.
 */
function plainNoMatch(check: AnyOfCheck | OneOfCheck, at: Place, ctx: EmitContext): string {
  const message = check.kind === "anyOf" ? ANY_OF_MESSAGE : ONE_OF_NONE_MESSAGE;
  const site = { path: '""', schemaPath: schemaLiteral(at, check.schemaPath) };
  const types = check.admitted;
  // The message's start: what unionTypeMessage writes before the value's kind.
  const alone =
    types === undefined
      ? `${ctx.error("keyword", site, `"${check.kind}"`, literal(message))};`
      : `${ctx.error("unionType", site, `"${check.kind}"`, "x", ctx.json(types.length === 1 ? types[0] : types), literal(unionTypeMessage(message, types, "")))};`;
  const cases = check.nodes.map((_, i) => `case ${i}:\n${branchErrorsCode(check, i, closestMessage(message, check.kind, i, check.admitted), `{ closest: ${i} }`, at, ctx)}\nbreak;`);
  return [`switch (${ctx.helper("closestBranch")}(${ctx.helper("kindOf")}(x), x, ${ctx.json(check.shapes)})) {`, ...cases, `default:\n${alone}`, "}"].join("\n");
}
