import { jsDocMayMention, withJsDoc } from "../jsdoc-on-demand.js";
import ts from "../typescript.cjs";

/** The main text of a declaration's JSDoc (before the tags), or `null` when it has none. */
export function jsDocSummary(node: ts.Node): string | null {
  const docs = ts.getJSDocCommentsAndTags(withJsDoc(node)).filter(ts.isJSDoc);
  const last = docs[docs.length - 1];
  const text = last === undefined ? undefined : ts.getTextOfJSDocComment(last.comment)?.trim();
  return text === undefined || text === "" ? null : text;
}

/** The `@tool` tag of a declaration's JSDoc, if it has one (the zero-runtime marker). */
export function jsDocToolTag(node: ts.Node): ts.JSDocTag | undefined {
  // Most commented members are not tools: their comments are parsed only when they say `@tool`.
  if (!jsDocMayMention(node, "@tool")) return undefined;
  return ts.getJSDocTags(withJsDoc(node)).find((tag) => tag.tagName.text === "tool");
}

/** `@param name text` of a signature's JSDoc, by parameter name. */
export function jsDocParamDescriptions(node: ts.SignatureDeclaration): Record<string, string> {
  const descriptions: Record<string, string> = {};
  for (const parameter of node.parameters) {
    if (!ts.isIdentifier(parameter.name)) continue;
    for (const tag of ts.getJSDocParameterTags(withJsDoc(parameter))) {
      const text = ts.getTextOfJSDocComment(tag.comment)?.replace(/^\s*-\s*/, "").trim();
      if (text !== undefined && text !== "") descriptions[parameter.name.text] = text;
    }
  }
  return descriptions;
}

/** The text after a tag's name: `@tool weather.get` → `weather.get`. */
export function tagText(tag: ts.JSDocTag): string {
  return (ts.getTextOfJSDocComment(tag.comment) ?? "").trim();
}
