import type { JsonValue } from "../../src/json-schema.js";
import type { Diagnostic } from "../diagnostics.js";
import { CONVERT_CODES } from "../convert/codes.js";
import type { ConvertContext } from "../convert/context.js";
import { bracketedDefault } from "../convert/jsdoc-default.js";
import ts from "../typescript.cjs";
import { paramTagNamed } from "./param-docs.js";

/**
 * GT1107: a JSDoc tag's default (`@param [limit=10]`, or in JavaScript `@param {number}
 * [args.days=30]` and a `@typedef`'s `@property {string} [unit='c']` for a destructured field) for
 * an argument whose code gives it none. The schema's `default` tells the model it may leave the
 * argument out; but the runtime fills in no argument (the validator never changes a value), so the
 * handler would get `undefined`. The fix is the initializer, which JavaScript applies and which the
 * schema takes over the tag. `defaults` are the signature's `@param` defaults by the tag's name
 * (see `signatureDocs`); `lone`, a lone destructured parameter, whose fields (`fields`, the
 * arguments object's properties) are the arguments.
 */
export function unappliedParamDefaults(
  declaration: ts.SignatureDeclaration,
  params: readonly ts.ParameterDeclaration[],
  defaults: ReadonlyMap<string, JsonValue>,
  lone: (ts.ParameterDeclaration & { name: ts.ObjectBindingPattern }) | undefined,
  fields: Readonly<Record<string, unknown>>,
  ctx: ConvertContext,
): readonly Diagnostic[] {
  const unapplied = lone === undefined ? positional(declaration, params, defaults) : destructured(declaration, lone, defaults, fields, ctx);
  return unapplied.map(({ tag, value, fix }) => {
    const message = CONVERT_CODES.GT1107.message
      .replace("{0}", `@${tag.tagName.text} '${tag.name.getText()}'`)
      .replace("{1}", JSON.stringify(value))
      .replace("{2}", fix);
    return { code: "GT1107", severity: CONVERT_CODES.GT1107.severity, message, ...ctx.locate(tag) };
  });
}

interface Unapplied {
  tag: ts.JSDocPropertyLikeTag;
  value: JsonValue;
  /** The code that would apply it: `limit = 10`, `{ days = 30 }`. */
  fix: string;
}

/** The `@param` defaults of positional parameters without an initializer (a tag under one, `options.limit`, names no argument). */
function positional(declaration: ts.SignatureDeclaration, params: readonly ts.ParameterDeclaration[], defaults: ReadonlyMap<string, JsonValue>): Unapplied[] {
  const unapplied: Unapplied[] = [];
  for (const [name, value] of defaults) {
    const param = params.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
    const tag = paramTagNamed(declaration, name);
    if (param !== undefined && param.initializer === undefined && tag !== undefined) unapplied.push({ tag, value, fix: `${name} = ${JSON.stringify(value)}` });
  }
  return unapplied;
}

/**
 * The fields with a default in the schema and none in the destructuring, whose default a tag gave:
 * the signature's `@param` (`days` or `args.days`, which wins, as in the schema), else the
 * bracketed tag that declares the property. A default from an annotation on a type (`@default`,
 * `Default<V>`) describes the type wherever it is used, and is left alone.
 */
function destructured(
  declaration: ts.SignatureDeclaration,
  param: ts.ParameterDeclaration & { name: ts.ObjectBindingPattern },
  defaults: ReadonlyMap<string, JsonValue>,
  fields: Readonly<Record<string, unknown>>,
  ctx: ConvertContext,
): Unapplied[] {
  const unapplied: Unapplied[] = [];
  for (const [field, schema] of Object.entries(fields)) {
    if (typeof schema !== "object" || schema === null || !Object.hasOwn(schema, "default") || initialized(param.name, field)) continue;
    const found = signatureTag(declaration, defaults, field) ?? propertyTag(param, field, ctx);
    if (found !== undefined) unapplied.push({ ...found, fix: `{ ${field} = ${JSON.stringify(found.value)} }` });
  }
  return unapplied;
}

/** Whether the destructuring gives `field` a default. */
function initialized(pattern: ts.ObjectBindingPattern, field: string): boolean {
  return pattern.elements.some((element) => {
    const key = element.propertyName ?? element.name;
    return (ts.isIdentifier(key) || ts.isStringLiteral(key)) && key.text === field && element.initializer !== undefined;
  });
}

/** The signature's `@param` that gives `field` a default, named as `fieldDoc` finds it: `days`, else `<anything>.days`. */
function signatureTag(declaration: ts.SignatureDeclaration, defaults: ReadonlyMap<string, JsonValue>, field: string): Omit<Unapplied, "fix"> | undefined {
  const name = defaults.has(field) ? field : [...defaults.keys()].find((key) => key.endsWith(`.${field}`) && key.split(".").length === 2);
  const tag = name === undefined ? undefined : paramTagNamed(declaration, name);
  return name === undefined || tag === undefined ? undefined : { tag, value: defaults.get(name) as JsonValue };
}

/** The bracketed JSDoc tag that declares the property `field` of the parameter's type, with its default. */
function propertyTag(param: ts.ParameterDeclaration, field: string, ctx: ConvertContext): Omit<Unapplied, "fix"> | undefined {
  const type = ctx.checker.getNonNullableType(ctx.checker.getTypeAtLocation(param));
  for (const tag of type.getProperty(field)?.getDeclarations() ?? []) {
    if (!ts.isJSDocPropertyLikeTag(tag)) continue;
    const value = bracketedDefault(tag);
    if (value !== undefined) return { tag, value };
  }
  return undefined;
}
