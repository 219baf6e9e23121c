import { withJsDoc } from "../jsdoc-on-demand.js";
import ts from "../typescript.cjs";

/**
 * `@param` texts of a signature by the name written in the tag: `city`, or `args.city` for a
 * field of a destructured parameter. A leading `- ` (JSDoc's optional separator) is dropped.
 */
export function paramDocs(declaration: ts.SignatureDeclaration): Map<string, string> {
  const docs = new Map<string, string>();
  for (const tag of ts.getJSDocTags(withJsDoc(declaration))) {
    if (!ts.isJSDocParameterTag(tag)) continue;
    const text = ts
      .getTextOfJSDocComment(tag.comment)
      ?.replace(/^\s*-\s+/, "")
      .trim();
    if (text !== undefined && text !== "") docs.set(entityName(tag.name), text);
  }
  return docs;
}

/** The description of a destructured field: `@param city` or `@param <anything>.city`. */
export function fieldDoc(docs: ReadonlyMap<string, string>, field: string): string | undefined {
  const direct = docs.get(field);
  if (direct !== undefined) return direct;
  for (const [name, text] of docs) {
    if (name.endsWith(`.${field}`) && name.split(".").length === 2) return text;
  }
  return undefined;
}

/** The `@param` tag of a signature whose name is written `name` (as `paramDocs` keys it). */
export function paramTagNamed(declaration: ts.SignatureDeclaration, name: string): ts.JSDocParameterTag | undefined {
  return ts.getJSDocTags(withJsDoc(declaration)).find((tag): tag is ts.JSDocParameterTag => ts.isJSDocParameterTag(tag) && entityName(tag.name) === name);
}

function entityName(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : `${entityName(name.left)}.${name.right.text}`;
}
