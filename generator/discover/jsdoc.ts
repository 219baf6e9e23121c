import { toolDescription } from "../annotate/jsdoc.js";
import { signatureDocs } from "../annotate/param-docs.js";
import { jsDocMayMention, ownJsDocs, withJsDoc } from "../jsdoc-on-demand.js";
import { jsDocText } from "../jsdoc-text.js";
import { markerIn } from "../tool-marker-comment.js";
import ts from "../typescript.cjs";

/** A tool's description from its JSDoc (see `toolDescription`), or `null` when it has none. */
export function jsDocSummary(node: ts.Node): string | null {
  return toolDescription(node) ?? null;
}

/** The `@tool` tag of a declaration's JSDoc, if it has one (the zero-runtime marker). */
export function jsDocToolTag(node: ts.Node): ts.JSDocTag | undefined {
  // Most commented members are not tools: their comments are parsed only when they say `@tool`.
  if (!jsDocMayMention(node, "@tool")) return undefined;
  return ts.getJSDocTags(withJsDoc(node)).find((tag) => tag.tagName.text === "tool") ?? markerAlone(node);
}

/**
 * A marker in a comment of its own (`/** @tool *\/`) before the comment that documents the
 * declaration, which TypeScript does not read (see `toolMarkerCommentLast`). A variable's comments
 * are its statement's, as TypeScript reads them when the statement declares it alone.
 */
function markerAlone(node: ts.Node): ts.JSDocTag | undefined {
  const statement = ts.isVariableDeclaration(node) ? node.parent.parent : undefined;
  const holder = statement !== undefined && ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1 ? statement : node;
  for (const doc of ownJsDocs(holder)) {
    const tag = markerIn(doc);
    if (tag !== undefined) return tag;
  }
  return undefined;
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
