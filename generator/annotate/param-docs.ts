import { withJsDoc } from "../jsdoc-on-demand.js";
import ts from "../typescript.cjs";

/** What a signature's JSDoc says of its parameters and its result. */
export interface SignatureDocs {
  /** `@param` texts by the name written in the tag: `city`, or `args.city` for a field of a destructured parameter. */
  params: Map<string, string>;
  /** The `@returns` (or `@return`) text. */
  returns: string | undefined;
}

/** The `@param` and `@returns` texts of a signature, read in one pass; a leading `- ` (JSDoc's optional separator) is dropped. */
export function signatureDocs(declaration: ts.SignatureDeclaration): SignatureDocs {
  const docs: SignatureDocs = { params: new Map(), returns: undefined };
  for (const tag of ts.getJSDocTags(withJsDoc(declaration))) {
    if (ts.isJSDocParameterTag(tag)) {
      const text = tagDescription(tag);
      if (text !== undefined) docs.params.set(entityName(tag.name), text);
    } else if (ts.isJSDocReturnTag(tag)) {
      docs.returns ??= tagDescription(tag);
    }
  }
  return docs;
}

/**
 * A tag's text as a description (`@param`, `@returns`, `@property`): trimmed, its leading `- `
 * (JSDoc's optional separator) dropped; undefined when empty.
 */
export function tagDescription(tag: ts.JSDocTag): string | undefined {
  const text = ts
    .getTextOfJSDocComment(tag.comment)
    ?.replace(/^\s*-\s+/, "")
    .trim();
  return text === "" ? undefined : text;
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

/** The `@param` tag of a signature whose name is written `name` (as `signatureDocs` keys it). */
export function paramTagNamed(declaration: ts.SignatureDeclaration, name: string): ts.JSDocParameterTag | undefined {
  return ts.getJSDocTags(withJsDoc(declaration)).find((tag): tag is ts.JSDocParameterTag => ts.isJSDocParameterTag(tag) && entityName(tag.name) === name);
}

function entityName(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : `${entityName(name.left)}.${name.right.text}`;
}
