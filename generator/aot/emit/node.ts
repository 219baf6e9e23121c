/**
 * A whole subschema: its depth limit, `type` (which also refuses values JSON cannot hold), then its
 * checks grouped by the type they apply to, in the interpreter's order (see `SchemaNode`).
 */
import { ANY_TYPE, MAX_DEPTH, TYPE_BITS, type SchemaNode } from "../../../src/validator/schema-node.js";
import { indent } from "../js-source.js";
import { applicatorValid } from "./applicators.js";
import { arrayValid } from "./array.js";
import type { EmitContext } from "./context.js";
import { numberValid } from "./number.js";
import { objectValid } from "./object.js";
import { stringValid } from "./string.js";
import { valueValid } from "./value.js";

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
