/**
 * `required`, `properties`, `additionalProperties`, for a plain object: own properties only. Each
 * named property is read once, for `required` and `properties` both.
 */
import type { AdditionalPropertiesCheck, ObjectCheck } from "../../../src/validator/keywords/object.js";
import { equalsAny, literal, member } from "../js-source.js";
import type { EmitContext } from "./context.js";
import { childPath, dynamicPath, pathExpr, schemaLiteral, type Place } from "./place.js";

/** Up to this many known property names are compared one by one; more go through a `Set`. */
const INLINE_LIMIT = 8;

/** Names an object inherits (`toString`, `__proto__`): reading one says nothing about having it. */
function isInherited(name: string): boolean {
  return name in Object.prototype;
}

function known(check: AdditionalPropertiesCheck, key: string, ctx: EmitContext): string {
  const names = [...check.known];
  if (names.length === 0) return "false";
  if (names.length > INLINE_LIMIT) return `${ctx.constant(`new Set(${literal(names)})`)}.has(${key})`;
  return equalsAny(key, names);
}

export function objectCode(checks: readonly ObjectCheck[], at: Place, ctx: EmitContext): string {
  const { x } = at;
  const hasOwn = (name: string) => `hasOwn(${x}, ${literal(name)})`;
  const values = new Map<string, string>();
  const lines: string[] = [];
  for (const check of checks) {
    if (check.kind !== "properties") continue;
    for (const { name, inherited } of check.entries) {
      if (inherited || values.has(name)) continue;
      const v = ctx.local();
      values.set(name, v);
      lines.push(`const ${v} = ${member(x, name)};`);
    }
  }
  for (const check of checks) {
    const where = (path: string) => `${path}, ${schemaLiteral(at, check.schemaPath)}`;
    switch (check.kind) {
      case "required":
        for (const name of check.names) {
          const missing = isInherited(name) ? `!${hasOwn(name)}` : `${values.get(name) ?? member(x, name)} === undefined && !${hasOwn(name)}`;
          lines.push(`if (${missing}) ${ctx.error("eRequired", `${where(pathExpr(childPath(at.path, name)))}, ${literal(name)}`)};`);
        }
        break;
      case "properties":
        for (const { name, node, inherited } of check.entries) {
          const v = values.get(name) ?? ctx.local();
          const code = ctx.collect(node, { x: v, path: childPath(at.path, name), node: node.schemaPath, frame: at.frame, k: at.k + 1 });
          if (inherited) lines.push(`if (${hasOwn(name)}) {\nconst ${v} = ${member(x, name)};\n${code}\n}`);
          // Most absent properties are decided by `in`, without asking for an own property.
          else lines.push(`if (${v} !== undefined || (${literal(name)} in ${x} && ${hasOwn(name)})) {\n${code}\n}`);
        }
        break;
      case "additionalProperties": {
        const key = ctx.local();
        const path = dynamicPath(at.path, `${ctx.helper("escapeToken")}(${key})`);
        let body: string;
        if (check.closed) {
          body = `${ctx.error("eAdditional", `${where(pathExpr(path))}, ${key}, ${literal(check.allowed)}`)};`;
        } else {
          const v = ctx.local();
          const code = ctx.collect(check.node, { x: v, path, node: check.node.schemaPath, frame: at.frame, k: at.k + 1 });
          body = `const ${v} = ${x}[${key}];\n${code}`;
        }
        // Stops once no more errors can be kept, as the interpreter does.
        lines.push(`for (const ${key} in ${x}) {\nif (${known(check, key, ctx)} || !hasOwn(${x}, ${key})) continue;\nif (N >= M) break;\n${body}\n}`);
        break;
      }
    }
  }
  return lines.join("\n");
}

