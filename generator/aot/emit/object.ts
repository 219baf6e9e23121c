/** `required`, `properties`, `additionalProperties`, for a plain object `x`: own properties only. */
import type { AdditionalPropertiesCheck, ObjectCheck } from "../../../src/validator/keywords/object.js";
import { escapeToken } from "../../../src/validator/json-pointer.js";
import { requiredMessage } from "../../../src/validator/messages.js";
import { equalsAny, indent, literal, member } from "../js-source.js";
import { addError, depthAt, MAX_ERRORS, type EmitContext } from "./context.js";

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

export function objectCollect(check: ObjectCheck, ctx: EmitContext): string {
  switch (check.kind) {
    case "required":
      return check.names
        .map(
          (name) =>
            `if (${isInherited(name) ? "" : `${member("x", name)} === undefined && `}!hasOwn(x, ${literal(name)})) ${addError({
              path: `p + ${literal(`/${escapeToken(name)}`)}`,
              keyword: '"required"',
              message: literal(requiredMessage(name)),
              schemaPath: literal(check.schemaPath),
              params: `{ missingProperty: ${literal(name)} }`,
            })}`,
        )
        .join("\n");
    case "properties":
      return check.entries
        .map(({ name, node, inherited }) => {
          const value = ctx.local("v");
          const present = inherited ? `hasOwn(x, ${literal(name)})` : `(${value} !== undefined || hasOwn(x, ${literal(name)}))`;
          const collect = ctx.collect(node, value, depthAt(1), `p + ${literal(`/${escapeToken(name)}`)}`);
          return `{\n  const ${value} = ${member("x", name)};\n  if (e.length < ${MAX_ERRORS} && ${present}) ${collect}\n}`;
        })
        .join("\n");
    case "additionalProperties": {
      const key = ctx.local("key");
      const path = `p + "/" + ${ctx.helper("escapeToken")}(${key})`;
      const body = check.closed
        ? addError({
            path,
            keyword: '"additionalProperties"',
            message: `${ctx.helper("additionalPropertyMessage")}(${key}, ${literal(check.allowed)})`,
            schemaPath: literal(check.schemaPath),
            params: `{ additionalProperty: ${key} }`,
          })
        : ctx.collect(check.node, `x[${key}]`, depthAt(1), path);
      return `for (const ${key} in x) {\n  if (e.length >= ${MAX_ERRORS}) break;\n  if (${known(check, key, ctx)} || !hasOwn(x, ${key})) continue;\n  ${body}\n}`;
    }
  }
}
