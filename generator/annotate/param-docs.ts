import type { JsonValue } from "../../src/json-schema.js";
import { bracketedDefault } from "../convert/jsdoc-default.js";
import { withJsDoc } from "../jsdoc-on-demand.js";
import { jsDocText } from "../jsdoc-text.js";
import ts from "../typescript.cjs";
import { withRelativeIndentation } from "./tag-indentation.js";
import { isMisplacedOnSignature, type MisplacedTag } from "./misplaced-signature-tags.js";

/** What a signature's JSDoc says of its parameters and its result. */
export interface SignatureDocs {
  /** `@param` texts by the name written in the tag: `city`, or `args.city` for a field of a destructured parameter. */
  params: Map<string, string>;
  /** `@param` defaults (`[limit=10]`) and their tags, keyed as `params` is. */
  defaults: Map<string, TagDefault>;
  /** The `@returns` (or `@return`) text. */
  returns: string | undefined;
  /** Constraint and `@default` tags, which a signature's comment does not apply (see `isMisplacedOnSignature`). */
  misplaced: MisplacedTag[];
}

/** The default a JSDoc tag writes in its brackets, and the tag. */
export interface TagDefault {
  value: JsonValue;
  tag: ts.JSDocPropertyLikeTag;
}

/**
 * The `@param` and `@returns` texts of a signature, its `@param` defaults and the tags it does not
 * apply, read in one pass; a text's leading separator (`- `) is dropped (see `tagDescription`).
 */
export function signatureDocs(declaration: ts.SignatureDeclaration): SignatureDocs {
  const docs: SignatureDocs = { params: new Map(), defaults: new Map(), returns: undefined, misplaced: [] };
  let param: string | undefined;
  for (const tag of ts.getJSDocTags(withJsDoc(declaration))) {
    if (ts.isJSDocParameterTag(tag)) {
      param = entityName(tag.name);
      const text = tagDescription(tag);
      if (text !== undefined) docs.params.set(param, text);
      const value = bracketedDefault(tag);
      if (value !== undefined) docs.defaults.set(param, { value, tag });
    } else if (ts.isJSDocReturnTag(tag)) {
      param = undefined;
      docs.returns ??= tagDescription(tag);
    } else if (isMisplacedOnSignature(tag)) {
      docs.misplaced.push({ tag, param });
    }
  }
  return docs;
}

/**
 * A tag's text as a description (`@param`, `@returns`, `@property`): trimmed, its leading
 * separator dropped: JSDoc's optional `- `, or the `:`, en dash or em dash some write instead
 * (`@param day: The day.`, `@param day — The day.`); undefined when empty.
 */
export function tagDescription(tag: ts.JSDocTag): string | undefined {
  const written = jsDocText(tag.comment);
  const text = (written?.includes("\n") === true ? withRelativeIndentation(tag, written) : written)?.replace(SEPARATOR, "").trim();
  return text === "" ? undefined : text;
}

/** A hyphen is a separator only before a space: `-1 means all` keeps it. */
const SEPARATOR = /^\s*(?:-\s+|[:\u2013\u2014]\s*)/;

/** What the docs say of a destructured field (its description, its default): `@param city` or `@param <anything>.city`. */
export function fieldDoc<T>(docs: ReadonlyMap<string, T>, field: string): T | undefined {
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
