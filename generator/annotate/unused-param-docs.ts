import { nearestNames } from "../../src/registry/nearest-names.js";
import type { Diagnostic } from "../diagnostics.js";
import { CONVERT_CODES } from "../convert/codes.js";
import type { ConvertContext } from "../convert/context.js";
import ts from "../typescript.cjs";
import { paramTagNamed } from "./param-docs.js";

/**
 * GT1106: a `@param` whose name is no parameter of the tool (a typo, or a parameter renamed since
 * the comment was written), whose text would otherwise be dropped without a word while the
 * parameter it meant goes undescribed. `docs` are the signature's `@param` texts by name (see
 * `paramDocs`); `fields`, for a lone destructured parameter, the names of its fields, which its
 * tags name alone (`@param city`) or under any name for the object (`@param args.city`).
 */
export function unusedParamDocs(declaration: ts.SignatureDeclaration, docs: ReadonlyMap<string, string>, fields: readonly string[] | undefined, ctx: ConvertContext): Diagnostic[] {
  const parameters = declaration.parameters.flatMap((p) => (ts.isIdentifier(p.name) ? [p.name.text] : []));
  const names = [...docs.keys()];
  const used = (name: string): boolean => {
    const segments = name.split(".");
    if (fields === undefined) return parameters.includes(segments[0] as string);
    if (segments.length === 1) return fields.includes(name) || names.some((other) => other.startsWith(`${name}.`));
    return segments.length === 2 && fields.includes(segments[1] as string);
  };
  return names.flatMap((name) => {
    if (name === "" || used(name)) return [];
    const tag = paramTagNamed(declaration, name);
    // TypeScript reads a tag anywhere in a comment; one that does not begin its line is prose
    // ("described by @param args.field"), not a tag someone wrote for a parameter.
    if (tag === undefined || !beginsLine(tag)) return [];
    const what = fields === undefined ? "parameter of the tool" : "field of the tool's destructured parameter";
    const message = CONVERT_CODES.GT1106.message.replace("{0}", name).replace("{1}", what).replace("{2}", hint(name, fields ?? parameters, fields !== undefined));
    return [{ code: "GT1106", severity: CONVERT_CODES.GT1106.severity, message, ...ctx.locate(tag) }];
  });
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
