/** `required`, `properties`, `additionalProperties`, for a plain object `x`: own properties only. */
import type { AdditionalPropertiesCheck, ObjectCheck } from "../../../src/validator/keywords/object.js";
import { equalsAny, indent, literal, member } from "../js-source.js";
import type { EmitContext } from "./context.js";

/** Up to this many known property names are compared one by one; more go through a `Set`. */
const INLINE_LIMIT = 8;

function isInherited(name: string): boolean {
  return name in Object.prototype;
}

function known(check: AdditionalPropertiesCheck, key: string, ctx: EmitContext): string {
  const names = [...check.known];
  if (names.length === 0) return "false";
  if (names.length > INLINE_LIMIT) return `${ctx.constant(`new Set(${literal(names)})`)}.has(${key})`;
  return equalsAny(key, names);
}

export function objectValid(check: ObjectCheck, x: string, k: number, fail: string, ctx: EmitContext): string {
  switch (check.kind) {
    case "required":
      return check.names
        .map((name) =>
          isInherited(name)
            ? `if (!hasOwn(${x}, ${literal(name)})) ${fail}`
            : `if (${member(x, name)} === undefined && !hasOwn(${x}, ${literal(name)})) ${fail}`,
        )
        .join("\n");
    case "properties":
      return check.entries
        .map(({ name, node, inherited }) => {
          const value = ctx.local("v");
          const present = inherited ? `hasOwn(${x}, ${literal(name)})` : `${value} !== undefined || hasOwn(${x}, ${literal(name)})`;
          return `const ${value} = ${member(x, name)};\nif (${present}) {\n${indent(ctx.valid(node, value, k + 1, fail))}\n}`;
        })
        .join("\n");
    case "additionalProperties": {
      const key = ctx.local("key");
      const value = ctx.local("v");
      const body = check.closed ? fail : `const ${value} = ${x}[${key}];\n${ctx.valid(check.node, value, k + 1, fail)}`;
      return `for (const ${key} in ${x}) {\n  if (${known(check, key, ctx)} || !hasOwn(${x}, ${key})) continue;\n${indent(body)}\n}`;
    }
  }
}
