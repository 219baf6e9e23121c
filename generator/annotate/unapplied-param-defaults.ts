import type { JsonValue } from "../../src/json-schema.js";
import type { Diagnostic } from "../diagnostics.js";
import type { ConvertContext } from "../convert/context.js";
import type ts from "../typescript.cjs";
import type { Keyword } from "./apply.js";
import type { TagDefault } from "./param-docs.js";

/**
 * GT1107: a JSDoc tag's default (`@param [limit=10]`, or in JavaScript `@param {number}
 * [args.days=30]` and a `@typedef`'s `@property {string} [unit='c']` for a destructured field) for
 * an argument whose code gives it none. The schema's `default` tells the model it may leave the
 * argument out; but the runtime fills in no argument (the validator never changes a value), so the
 * handler would get `undefined`. The fix is the initializer (`fix`: `limit = 10`, `{ days = 30 }`),
 * which JavaScript applies and which the schema takes over the tag. The signature's converter,
 * which took the default from the tag, reports it.
 */
export function unappliedParamDefault({ tag, value }: TagDefault, fix: string, ctx: ConvertContext): Diagnostic {
  return unappliedDefault(`@${tag.tagName.text} '${tag.name.getText()}'`, value, tag, fix, ctx);
}

/** GT1107 for the `@default` of a positional parameter's own comment (`/** @default 7 *\/ days: number`), which has the same fault. */
export function unappliedOwnDefault(keyword: Keyword, parameter: string, ctx: ConvertContext): Diagnostic {
  return unappliedDefault(`${keyword.label} of parameter '${parameter}'`, keyword.value, keyword.site.node, `${parameter} = ${JSON.stringify(keyword.value)}`, ctx);
}

function unappliedDefault(tag: string, value: JsonValue, at: ts.Node, fix: string, ctx: ConvertContext): Diagnostic {
  return ctx.diagnosticAt("GT1107", at, tag, JSON.stringify(value), fix);
}
