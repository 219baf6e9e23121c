import { nearestNames } from "../../src/registry/nearest-names.js";
import type { Diagnostic } from "../diagnostics.js";
import type { ConvertContext } from "../convert/context.js";
import ts from "../typescript.cjs";
import { paramTagNamed } from "./param-docs.js";

/**
 * GT1106: a `@param` whose name is no parameter of the tool (a typo, or a parameter renamed since
 * the comment was written), whose text would otherwise be dropped without a word while the
 * parameter it meant goes undescribed. `docs` are the signature's `@param` texts by name (see
 * `signatureDocs`); `targets`, what they may name. Every tool passes here and nearly all are fine: nothing is allocated then.
 */
export function unusedParamDocs(declaration: ts.SignatureDeclaration, docs: ReadonlyMap<string, string>, targets: ParamTagTargets, ctx: ConvertContext): readonly Diagnostic[] {
  let found: Diagnostic[] | undefined;
  for (const name of docs.keys()) {
    if (name === "") continue;
    const problem = "fields" in targets ? unusedFieldTag(declaration, name, targets.fields, docs, ctx) : unusedParameterTag(declaration, name, targets.fieldTags, ctx);
    if (problem !== undefined) (found ??= []).push(problem);
  }
  return found ?? NONE;
}

/**
 * What a signature's `@param` tags may name: for a lone destructured parameter, its `fields` (the
 * arguments object's properties), which its tags name alone (`@param city`) or under any name for
 * the object (`@param args.city`); otherwise the parameters, and `fieldTags`, what became of the
 * tags naming a field of one (`@param opts.limit`, see `describeFields`).
 */
export type ParamTagTargets = { fields: Readonly<Record<string, unknown>> } | { fieldTags: FieldTags | undefined };

/** A signature's `@param opts.limit` tags for fields of positional parameters: those whose text describes the field, and those naming a field of a named type, with the type's name. */
export interface FieldTags {
  applied: Set<string>;
  inNamedType: Map<string, string>;
}

const NONE: readonly Diagnostic[] = [];

/** The warning for a tag of a lone destructured parameter that names none of its fields. */
function unusedFieldTag(declaration: ts.SignatureDeclaration, name: string, fields: Readonly<Record<string, unknown>>, docs: ReadonlyMap<string, string>, ctx: ConvertContext): Diagnostic | undefined {
  if (isField(name, fields, docs)) return undefined;
  const tag = writtenTag(declaration, name);
  if (tag === undefined) return undefined;
  return ctx.diagnosticAt("GT1106", tag, name, "field of the tool's destructured parameter", hint(name, Object.keys(fields), true));
}

/** The warning for a tag of positional parameters that names none of them, nor a field whose schema took its text. */
function unusedParameterTag(declaration: ts.SignatureDeclaration, name: string, fieldTags: FieldTags | undefined, ctx: ConvertContext): Diagnostic | undefined {
  if (isParameter(declaration, name, fieldTags)) return undefined;
  const tag = writtenTag(declaration, name);
  if (tag === undefined) return undefined;
  const inType = fieldTags?.inNamedType.get(name);
  if (inType !== undefined) {
    const field = name.slice(name.lastIndexOf(".") + 1);
    return ctx.diagnosticAt("GT1106", tag, name, `field a tag can describe: it is in the named type '${inType}', which every use shares`, ` (describe it in the comment of '${inType}.${field}')`);
  }
  if (name.includes(".")) return ctx.diagnosticAt("GT1106", tag, name, `field of parameter '${name.slice(0, name.indexOf("."))}'`, "");
  const parameters = declaration.parameters.flatMap((p) => (ts.isIdentifier(p.name) ? [p.name.text] : []));
  return ctx.diagnosticAt("GT1106", tag, name, "parameter of the tool", hint(name, parameters, false));
}

/** `name` is a parameter's, or a field under one whose schema took the tag's text (`options.unit`). */
function isParameter(declaration: ts.SignatureDeclaration, name: string, fieldTags: FieldTags | undefined): boolean {
  if (name.includes(".")) return fieldTags?.applied.has(name) ?? false;
  return declaration.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === name);
}

/** `name` is a field, alone or under a name for the object, or that name (when tags name fields under it). */
function isField(name: string, fields: Readonly<Record<string, unknown>>, docs: ReadonlyMap<string, string>): boolean {
  const segments = name.split(".");
  if (segments.length === 2) return Object.hasOwn(fields, segments[1] as string);
  if (segments.length > 2) return false;
  if (Object.hasOwn(fields, name)) return true;
  for (const other of docs.keys()) if (other.startsWith(`${name}.`)) return true;
  return false;
}

/** The `@param` tag named `name`, unless it is prose (see `beginsLine`). */
function writtenTag(declaration: ts.SignatureDeclaration, name: string): ts.JSDocParameterTag | undefined {
  const tag = paramTagNamed(declaration, name);
  // TypeScript reads a tag anywhere in a comment; one that does not begin its line is prose
  // ("described by @param args.field"), not a tag someone wrote for a parameter.
  return tag !== undefined && beginsLine(tag) ? tag : undefined;
}

/**
 * The nearest name the tag may have meant; or, for a destructured parameter described as a whole
 * (`@param options The options.`), how to describe its fields, since the object itself has no
 * place for a description (its fields are the tool's arguments).
 */
function hint(name: string, candidates: readonly string[], destructured: boolean): string {
  const [nearest] = nearestNames(name.split(".").pop() as string, candidates);
  if (nearest !== undefined) return ` (did you mean '${nearest}'?)`;
  const [field] = candidates;
  return destructured && !name.includes(".") && field !== undefined ? ` (describe its fields one by one: @param ${name}.${field})` : "";
}

function beginsLine(tag: ts.JSDocTag): boolean {
  const text = tag.getSourceFile().text;
  const lineStart = text.lastIndexOf("\n", tag.getStart() - 1) + 1;
  return /^[\s*]*$/.test(text.slice(lineStart, tag.getStart()));
}
