/**
 * `unevaluatedProperties` and `unevaluatedItems`: code that works out what the owner schema's other
 * keywords and its passing in-place subschemas evaluated, as the interpreter does
 * (src/validator/keywords/unevaluated.ts), then checks the rest. The in-place subschemas are
 * written out inline: `checkSchema` refuses in-place cycles, so the walk ends.
 */
import type { ArrayCheck } from "../../../src/validator/keywords/array.js";
import type { ObjectCheck } from "../../../src/validator/keywords/object.js";
import type { UnevaluatedItemsCheck, UnevaluatedPropertiesCheck } from "../../../src/validator/keywords/unevaluated.js";
import type { SchemaNode } from "../../../src/validator/schema-node.js";
import { literal } from "../js-source.js";
import type { EmitContext } from "./context.js";
import { depthExpr, dynamicPath, errorAt, type PathSegment, type Place } from "./place.js";

/** The names of the code's locals: the evaluated set, the flag for "all", and the label to leave by. */
interface Tally {
  evaluated: string;
  all: string;
  done: string;
}

/** Code that adds what the subschemas `node` applies in place, and that the value passes, evaluate (through `annotate`). */
function inPlaceCode(node: SchemaNode, at: Place, ctx: EmitContext, annotate: (node: SchemaNode) => string): string {
  const depth = depthExpr(at);
  const lines: string[] = [];
  for (const check of node.applicators) {
    // Through the check's memo, where it has one: validation decided these for the value already.
    const memoized = check.memo !== undefined;
    const passing = (child: SchemaNode) => `if (${ctx.accepts(child, at.x, depth, memoized)}) {\n${annotate(child)}\n}`;
    switch (check.kind) {
      case "$ref":
        lines.push(passing(check.target));
        break;
      case "allOf":
      case "anyOf":
      case "oneOf":
        lines.push(...check.nodes.map(passing));
        break;
      case "if": {
        const then = check.then === undefined ? "" : `\n${passing(check.then)}`;
        const otherwise = check.otherwise === undefined ? "" : ` else {\n${passing(check.otherwise)}\n}`;
        lines.push(`if (${ctx.accepts(check.condition, at.x, depth, memoized)}) {\n${annotate(check.condition)}${then}\n}${otherwise}`);
        break;
      }
      case "dependentSchemas":
        for (const { property, node: child } of check.entries) {
          lines.push(`if (${ctx.helper("isObject")}(${at.x}) && ${ctx.helper("hasJsonProperty")}(${at.x}, ${literal(property)})) {\n${passing(child)}\n}`);
        }
        break;
      case "not":
        break;
    }
  }
  return lines.join("\n");
}

/** What one of a node's own checks evaluates: code adding to the tally, or every member. */
const ALL = Symbol("every member");

/**
 * The labelled block of the walk from `owner`: each node's own checks (`own` gives their code), then
 * the in-place subschemas the value passes; it is left as soon as everything is evaluated.
 */
function walkCode<C>(owner: SchemaNode, checksOf: (node: SchemaNode) => readonly C[], own: (check: C) => string | typeof ALL, at: Place, ctx: EmitContext, tally: Tally): string {
  const annotate = (node: SchemaNode): string => {
    const lines: string[] = [];
    for (const check of checksOf(node)) {
      const code = own(check);
      if (code === ALL) return [...lines, `${tally.all} = true;`, `break ${tally.done};`].join("\n");
      if (code !== "") lines.push(code);
    }
    lines.push(inPlaceCode(node, at, ctx, annotate));
    return lines.join("\n");
  };
  return `${tally.done}: {\n${annotate(owner)}\n}`;
}

export function unevaluatedPropertiesCode(check: UnevaluatedPropertiesCheck, at: Place, ctx: EmitContext): string {
  const { x } = at;
  const tally: Tally = { evaluated: ctx.local(), all: ctx.local(), done: ctx.label() };
  const own = (other: ObjectCheck): string | typeof ALL => {
    switch (other.kind) {
      case "properties":
        return other.entries.map(({ name }) => `if (${ctx.helper("hasJsonProperty")}(${x}, ${literal(name)})) ${tally.evaluated}.add(${literal(name)});`).join("\n");
      case "patternProperties": {
        const key = ctx.local();
        const matches = other.entries.map(({ pattern }) => `${ctx.constant(`new RegExp(${literal(pattern)}, "u")`)}.test(${key})`).join(" || ");
        return `for (const ${key} in ${x}) if (hasOwnProperty.call(${x}, ${key}) && (${matches})) ${tally.evaluated}.add(${key});`;
      }
      case "additionalProperties":
        return ALL;
      case "unevaluatedProperties":
        // Another schema's, which the value passed: it evaluated what its own keywords left.
        return other === check ? "" : ALL;
      default:
        return "";
    }
  };
  const key = ctx.local();
  const path = dynamicPath(at.path, `${ctx.helper("escapeToken")}(${key})`);
  return [
    `const ${tally.evaluated} = new Set();\nlet ${tally.all} = false;`,
    walkCode(check.owner, (node) => node.forObjects, own, at, ctx, tally),
    `if (!${tally.all}) for (const ${key} of Object.keys(${x})) {\nif (${tally.evaluated}.has(${key})) continue;\n${memberCode(check, key, path, "unevaluatedProperty", at, ctx)}\n}`,
  ].join("\n");
}

export function unevaluatedItemsCode(check: UnevaluatedItemsCheck, at: Place, ctx: EmitContext): string {
  const { x } = at;
  const tally: Tally = { evaluated: ctx.local(), all: ctx.local(), done: ctx.label() };
  const upTo = ctx.local();
  const own = (other: ArrayCheck): string | typeof ALL => {
    switch (other.kind) {
      case "prefixItems":
        return `${upTo} = Math.max(${upTo}, Math.min(${x}.length, ${other.nodes.length}));`;
      case "items":
        return ALL;
      case "contains": {
        const [i, item] = [ctx.local(), ctx.local()];
        const accepts = ctx.accepts(other.node, item, depthExpr({ ...at, k: at.k + 1 }), false);
        return `for (let ${i} = 0; ${i} < ${x}.length; ${i}++) {\nconst ${item} = ${x}[${i}];\nif (${accepts}) ${tally.evaluated}.add(${i});\n}`;
      }
      case "unevaluatedItems":
        return other === check ? "" : ALL;
      default:
        return "";
    }
  };
  const i = ctx.local();
  const path = dynamicPath(at.path, i);
  return [
    `const ${tally.evaluated} = new Set();\nlet ${tally.all} = false, ${upTo} = 0;`,
    walkCode(check.owner, (node) => node.forArrays, own, at, ctx, tally),
    `if (!${tally.all}) for (let ${i} = ${upTo}; ${i} < ${x}.length; ${i}++) {\nif (${tally.evaluated}.has(${i})) continue;\n${memberCode(check, i, path, "unevaluatedItem", at, ctx)}\n}`,
  ].join("\n");
}

/**
 * The statements for one member left unevaluated, `key` (a local naming it) at `path`: stop once no
 * more errors can be kept, as the interpreter does; then refuse it, or check it against the schema.
 */
function memberCode(
  check: UnevaluatedPropertiesCheck | UnevaluatedItemsCheck,
  key: string,
  path: PathSegment[],
  refusal: "unevaluatedProperty" | "unevaluatedItem",
  at: Place,
  ctx: EmitContext,
): string {
  const room = `if (!(${ctx.room()})) break;`;
  if (check.closed) return `${room}\n${ctx.error(refusal, errorAt({ ...at, path }, check.schemaPath), key)};`;
  const v = ctx.local();
  return `${room}\nconst ${v} = ${at.x}[${key}];\n${ctx.collect(check.node, { x: v, path, node: check.node.schemaPath, frame: at.frame, k: at.k + 1 })}`;
}
