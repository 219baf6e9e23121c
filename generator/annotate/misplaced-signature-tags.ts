import type { Diagnostic } from "../diagnostics.js";
import type { ConvertContext } from "../convert/context.js";
import { jsDocText } from "../jsdoc-text.js";
import ts from "../typescript.cjs";
import { keywordSpec, tagKeywordName } from "./keywords.js";

/** A tag in a tool's comment that only a parameter's or a property's comment applies, and the `@param` it follows. */
export interface MisplacedTag {
  tag: ts.JSDocTag;
  /** The name of the `@param` just before it (`days`, or `args.days`), the parameter it was likely meant for. */
  param: string | undefined;
}

/**
 * Whether a tag of a signature's comment is one that constrains or gives a default (`@minimum 1`
 * under `@param days`): on a signature it applies to nothing. The tool's own tags (`@deprecated`,
 * `@description`, `@title`, `@example`) are not.
 */
export function isMisplacedOnSignature(tag: ts.JSDocTag): boolean {
  const written = tag.tagName.text;
  const name = tagKeywordName(written);
  return keywordSpec(name)?.appliesTo !== undefined || name === "default";
}

/** GT1110 at the tag, with the parameter's own comment it belongs in. */
export function misplacedSignatureTag({ tag, param }: MisplacedTag, ctx: ConvertContext): Diagnostic {
  const written = `@${tag.tagName.text}`;
  const value = jsDocText(tag.comment)?.trim() ?? "";
  const target = param === undefined ? "name" : param.slice(param.lastIndexOf(".") + 1);
  const fix = `/** ${value === "" ? written : `${written} ${value}`} */ ${target}`;
  return ctx.diagnosticAt("GT1110", tag, written, fix);
}
