/**
 * A whole subschema: its depth limit, `type` (which also refuses values JSON cannot hold), then its
 * checks grouped by the type they apply to, in the interpreter's order (see `SchemaNode`).
 */
import { FALSE_SCHEMA_MESSAGE, maxDepthMessage } from "../../../src/validator/messages.js";
import type { JsonTypeName } from "../../../src/json-schema.js";
import { ANY_TYPE, MAX_DEPTH, TYPE_BITS, type SchemaNode } from "../../../src/validator/schema-node.js";
import { indent, literal } from "../js-source.js";
import { applicatorCollect, applicatorValid } from "./applicators.js";
import { arrayCollect, arrayValid } from "./array.js";
import { addError, STOP_WHEN_FULL, type EmitContext } from "./context.js";
import { numberCollect, numberValid } from "./number.js";
import { objectCollect, objectValid } from "./object.js";
import { stringCollect, stringValid } from "./string.js";
import { valueCollect, valueValid } from "./value.js";

const BIT = { null: 1, boolean: 2, object: 4, array: 8, number: 16, integer: 32, string: 64 } as const;

/** Statements that `fail` unless the node accepts `x`, which sits `k` levels below `d`. */
export function nodeValid(node: SchemaNode, x: string, k: number, fail: string, ctx: EmitContext): string {
  const lines = [`if (d > ${MAX_DEPTH - k}) ${fail}`];
  if (node.never) return [...lines, fail].join("\n");
  const numbers = node.forNumbers.map((c) => numberValid(c, x, fail, ctx)).join("\n");
  const strings = node.forStrings.map((c) => stringValid(c, x, fail, ctx)).join("\n");
  const arrays = node.forArrays.map((c) => arrayValid(c, x, k, fail, ctx)).join("\n");
  const objects = node.forObjects.map((c) => objectValid(c, x, k, fail, ctx)).join("\n");
  const proto = ctx.local("proto");
  const plainObject = `const ${proto} = getProto(${x});\nif (${proto} !== OP && ${proto} !== null) ${fail}`;
  const mask = node.typeMask;
  const allows = (bit: number) => (mask & bit) !== 0;

  switch (mask) {
    case TYPE_BITS.string:
      lines.push(`if (typeof ${x} !== "string") ${fail}`, strings);
      break;
    case TYPE_BITS.integer:
      lines.push(`if (!Number.isInteger(${x})) ${fail}`, numbers);
      break;
    case TYPE_BITS.number:
      lines.push(`if (!Number.isFinite(${x})) ${fail}`, numbers);
      break;
    case TYPE_BITS.boolean:
      lines.push(`if (typeof ${x} !== "boolean") ${fail}`);
      break;
    case TYPE_BITS.null:
      lines.push(`if (${x} !== null) ${fail}`);
      break;
    case TYPE_BITS.array:
      lines.push(`if (!Array.isArray(${x})) ${fail}`, arrays);
      break;
    case TYPE_BITS.object:
      lines.push(`if (typeof ${x} !== "object" || ${x} === null || Array.isArray(${x})) ${fail}`, plainObject, objects);
      break;
    default: {
      if (mask === ANY_TYPE && [numbers, strings, arrays, objects].every((code) => code === "")) {
        // An enum or const already refuses whatever is not JSON.
        if (node.forAny.length === 0) lines.push(`if (!isJsonValue(${x})) ${fail}`);
        break;
      }
      const branch = (test: string, allowed: boolean, body: string) =>
        allowed && body === "" ? `${test} {}` : `${test} {\n${indent(allowed ? body : fail)}\n}`;
      const numberKind = allows(BIT.number) && allows(BIT.integer) ? "" : allows(BIT.integer) ? `if (!Number.isInteger(${x})) ${fail}` : `if (Number.isInteger(${x})) ${fail}`;
      lines.push(
        [
          branch(`if (typeof ${x} === "string")`, allows(BIT.string), strings),
          branch(`else if (typeof ${x} === "number")`, allows(BIT.number | BIT.integer), [`if (!Number.isFinite(${x})) ${fail}`, numberKind, numbers].filter(Boolean).join("\n")),
          branch(`else if (typeof ${x} === "boolean")`, allows(BIT.boolean), ""),
          branch(`else if (${x} === null)`, allows(BIT.null), ""),
          branch(`else if (Array.isArray(${x}))`, allows(BIT.array), arrays),
          branch(`else if (typeof ${x} === "object")`, allows(BIT.object), [plainObject, objects].join("\n")),
          `else ${fail}`,
        ].join(" "),
      );
    }
  }
  for (const check of node.forAny) lines.push(valueValid(check, x, fail, ctx));
  for (const check of node.applicators) lines.push(applicatorValid(check, x, k, fail, ctx));
  return lines.filter((line) => line !== "").join("\n");
}

/** The body of the node's collect function `(x, d, p, e)`: `SchemaNode.collect`, specialised. */
export function nodeCollect(node: SchemaNode, ctx: EmitContext): string {
  const schemaPath = literal(node.schemaPath);
  const lines = [
    `if (d > ${MAX_DEPTH}) {`,
    `  ${addError({ path: "p", keyword: '"maxDepth"', message: literal(maxDepthMessage(MAX_DEPTH)), schemaPath, params: `{ limit: ${MAX_DEPTH} }` })}`,
    `  return;`,
    `}`,
  ];
  if (node.never) {
    lines.push(addError({ path: "p", keyword: '"false"', message: literal(FALSE_SCHEMA_MESSAGE), schemaPath }));
    return lines.join("\n");
  }
  const each = (codes: string[]) => codes.map((code) => `${STOP_WHEN_FULL}\n${code}`).join("\n");
  const valueChecks = each(node.forAny.map((c) => valueCollect(c, ctx)));
  const groups: Record<"string" | "number" | "array" | "object", string> = {
    string: each(node.forStrings.map((c) => stringCollect(c, ctx))),
    number: each(node.forNumbers.map((c) => numberCollect(c, ctx))),
    array: each(node.forArrays.map((c) => arrayCollect(c, ctx))),
    object: each(node.forObjects.map((c) => objectCollect(c, ctx))),
  };
  const general = generalCollect(node, valueChecks, groups, ctx);
  const fast = node.types?.length === 1 ? fastTypeTest(node.types[0] as JsonTypeName, ctx) : undefined;
  if (fast === undefined) {
    lines.push(general);
  } else {
    // The value has the one type the schema allows (the common case): no need to name its kind.
    const group = fast.group === undefined ? "" : groups[fast.group];
    lines.push(`if (${fast.test}) {\n${indent([valueChecks, group].filter(Boolean).join("\n"))}\n} else {\n${indent(general)}\n}`);
  }
  lines.push(each(node.applicators.map((c) => applicatorCollect(c, ctx))));
  return lines.filter((line) => line !== "").join("\n");
}

/** Names the value's kind, reports a `type` mismatch, then runs the checks of the value's type. */
function generalCollect(node: SchemaNode, valueChecks: string, groups: Record<"string" | "number" | "array" | "object", string>, ctx: EmitContext): string {
  const schemaPath = literal(node.schemaPath);
  const lines = [`const kind = ${ctx.helper("kindOf")}(x);`, `const json = ${ctx.helper("isJsonKind")}(kind);`];
  if (node.types !== undefined) {
    const kinds = node.types.flatMap((t) => (t === "number" ? ["number", "integer"] : [t]));
    const expected = node.types.length === 1 ? literal(node.types[0]) : ctx.json(node.types);
    lines.push(
      `if (!json || !(${[...new Set(kinds)].map((t) => `kind === ${literal(t)}`).join(" || ")})) ${addError({
        path: "p",
        keyword: '"type"',
        message: `${ctx.helper("typeMessage")}(${ctx.json(node.types)}, kind)`,
        schemaPath: literal(`${node.schemaPath}/type`),
        expected,
        actual: "kind",
      })}`,
    );
  } else {
    lines.push(`if (!json) ${addError({ path: "p", keyword: '"type"', message: `${ctx.helper("notJsonMessage")}(kind)`, schemaPath, actual: "kind" })}`);
  }
  lines.push(`if (!json) return;`, valueChecks);
  const tests = { string: `kind === "string"`, number: `kind === "integer" || kind === "number"`, array: `kind === "array"`, object: `kind === "object"` } as const;
  for (const group of ["string", "number", "array", "object"] as const) {
    if (groups[group] !== "") lines.push(`if (${tests[group]}) {\n${indent(groups[group])}\n}`);
  }
  return lines.filter((line) => line !== "").join("\n");
}

/** A test that `x` is of the type, and the checks that then apply. */
function fastTypeTest(type: JsonTypeName, ctx: EmitContext): { test: string; group?: "string" | "number" | "array" | "object" } {
  switch (type) {
    case "string":
      return { test: `typeof x === "string"`, group: "string" };
    case "integer":
      return { test: "Number.isInteger(x)", group: "number" };
    case "number":
      return { test: "Number.isFinite(x)", group: "number" };
    case "boolean":
      return { test: `typeof x === "boolean"` };
    case "null":
      return { test: "x === null" };
    case "array":
      return { test: "Array.isArray(x)", group: "array" };
    case "object":
      return { test: `${ctx.helper("isPlainObject")}(x)`, group: "object" };
  }
}
