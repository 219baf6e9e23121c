import { jsDocSummary as summaryOf } from "../annotate/jsdoc.js";
import { signatureDocs } from "../annotate/param-docs.js";
import { jsDocMayMention, withJsDoc } from "../jsdoc-on-demand.js";
import { jsDocText } from "../jsdoc-text.js";
import ts from "../typescript.cjs";

/** The main text of a declaration's JSDoc (before the tags), or `null` when it has none. */
export function jsDocSummary(node: ts.Node): string | null {
  return summaryOf(node) ?? null;
}

/** The `@tool` tag of a declaration's JSDoc, if it has one (the zero-runtime marker). */
export function jsDocToolTag(node: ts.Node): ts.JSDocTag | undefined {
  // Most commented members are not tools: their comments are parsed only when they say `@tool`.
  if (!jsDocMayMention(node, "@tool")) return undefined;
  return ts.getJSDocTags(withJsDoc(node)).find((tag) => tag.tagName.text === "tool");
}

/** `@param name text` of a signature's JSDoc, by parameter name (the texts of its parameters only). */
export function jsDocParamDescriptions(node: ts.SignatureDeclaration): Record<string, string> {
  const { params } = signatureDocs(node);
  const descriptions: Record<string, string> = {};
  for (const { name } of node.parameters) {
    if (!ts.isIdentifier(name)) continue;
    const text = params.get(name.text);
    if (text !== undefined) descriptions[name.text] = text;
  }
  return descriptions;
}

/** The text after a tag's name: `@tool weather.get` → `weather.get`. */
export function tagText(tag: ts.JSDocTag): string {
  return (jsDocText(tag.comment) ?? "").trim();
}
