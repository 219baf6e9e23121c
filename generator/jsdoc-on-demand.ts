import { isLibFile } from "./convert/type-facts.js";
import { readPlainJsDoc } from "./plain-jsdoc.js";
import { maskProseTags } from "./prose-tags.js";
import { toolMarkerCommentLast } from "./tool-marker-comment.js";
import ts from "./typescript.cjs";

/**
 * JSDoc, parsed when first asked for. Programs are parsed without the JSDoc of TypeScript files
 * (`JSDocParsingMode.ParseForTypeInfo`: it carries no type information there), because parsing it
 * costs nearly as much as parsing the code, and the generator reads few of those comments: the
 * tools' and the types they use, not the rest of the project or its libraries.
 *
 * Call it on a node before asking TypeScript's JSDoc functions about it (`ts.getJSDocTags`,
 * `ts.getJSDocCommentsAndTags`, `ts.getJSDocParameterTags`). It parses the JSDoc comments of the
 * node, of its ancestors and of its initializer, which is where those functions look, and attaches
 * them as the parser would have: comments of the plain shape most tool comments have are read by
 * `readPlainJsDoc` (the same nodes, much faster), the rest by the parser. TypeScript's own lib files
 * keep none: no schema reads them.
 */
export function withJsDoc<T extends ts.Node>(node: T): T {
  const file = node.getSourceFile();
  if (isLibFile(file) || asked.has(node)) return node;
  asked.add(node);
  const initializer = (node as { initializer?: ts.Node }).initializer;
  for (let at: ts.Node | undefined = node; at !== undefined && at !== file; at = at.parent) attach(at, file);
  if (initializer !== undefined) attach(initializer, file);
  return node;
}

/**
 * Whether the comments `withJsDoc` would parse for `node` contain `text` at all: a cheap test
 * before parsing them.
 */
export function jsDocMayMention(node: ts.Node, text: string): boolean {
  const file = node.getSourceFile();
  for (let at: ts.Node | undefined = node; at !== undefined && at !== file; at = at.parent) {
    if (leadingText(at, file).includes(text)) return true;
  }
  return false;
}

/** The JSDoc comments of `node` itself, all of them (TypeScript's functions read the last only). */
export function ownJsDocs(node: ts.Node): readonly ts.JSDoc[] {
  return (withJsDoc(node) as ts.Node & JsDocHolder).jsDoc ?? [];
}

/** Whether `node` has a JSDoc comment of its own (not only its ancestors'): a cheap test. */
export function mayHaveOwnJsDoc(node: ts.Node): boolean {
  return leadingText(node, node.getSourceFile()).includes("/**");
}

/** The text before `node`'s first token: where its comments are. */
function leadingText(node: ts.Node, file: ts.SourceFile): string {
  return file.text.slice(node.pos, node.getStart(file));
}

/** What TypeScript's JavaScript API has but does not declare: its parser's own JSDoc steps. */
interface ParserInternals {
  canHaveJSDoc(node: ts.Node): boolean;
  getJSDocCommentRanges(node: ts.Node, text: string): ts.CommentRange[] | undefined;
  parseIsolatedJSDocComment(content: string, start: number, length: number): { jsDoc: ts.JSDoc } | undefined;
}

/**
 * A node as the parser leaves it: its JSDoc, on which `ts.getJSDocTags` caches the tags it found
 * (creating an empty list to hold them when there is no comment).
 */
interface JsDocHolder {
  jsDoc?: ts.JSDoc[] & { jsDocCache?: readonly ts.JSDocTag[] };
}

const internals = ts as unknown as ParserInternals;
/** Nodes `withJsDoc` was called on; `parsed`, nodes whose own comments were parsed. */
const asked = new WeakSet<ts.Node>();
const parsed = new WeakSet<ts.Node>();

/**
 * Parses the node's own JSDoc comments (once), a tool marker's comment put last (see
 * `toolMarkerCommentLast`), and drops the tags TypeScript cached for it: those were found before
 * this or an ancestor's comments were parsed.
 */
function attach(node: ts.Node, file: ts.SourceFile): void {
  const holder = node as ts.Node & JsDocHolder;
  if (holder.jsDoc !== undefined) holder.jsDoc.jsDocCache = undefined;
  if (parsed.has(node)) return;
  parsed.add(node);
  // In a JavaScript file the parser has read them already; it gives an identifier JSDoc only there.
  if (holder.jsDoc !== undefined && holder.jsDoc.length > 0) {
    toolMarkerCommentLast(holder.jsDoc);
    return;
  }
  if (!internals.canHaveJSDoc(node) || ts.isIdentifier(node)) return;
  const docs: ts.JSDoc[] = [];
  for (const range of internals.getJSDocCommentRanges(node, file.text) ?? []) {
    const jsDoc = readPlainJsDoc(file.text, range.pos, range.end) ?? parseComment(file.text, range);
    if (jsDoc === undefined) continue;
    (jsDoc as { parent: ts.Node }).parent = node;
    docs.push(jsDoc);
  }
  toolMarkerCommentLast(docs);
  if (docs.length > 0) holder.jsDoc = docs;
}

/**
 * The parser's reading of a comment, its prose `@`s masked (see `maskProseTags`). The parser reads
 * the comment where it is in the file's text: a masked one is given as that text up to the comment,
 * then the masked comment, so that every position stays the file's.
 */
function parseComment(text: string, range: ts.CommentRange): ts.JSDoc | undefined {
  const masking = maskProseTags(text, range.pos, range.end);
  const content = masking === undefined ? text : text.slice(0, range.pos) + masking.text;
  const jsDoc = internals.parseIsolatedJSDocComment(content, range.pos, range.end - range.pos)?.jsDoc;
  if (jsDoc !== undefined && masking !== undefined && masking.keywordTags.length > 0) {
    proseKeywordTags.set(jsDoc, masking.keywordTags);
    anyKeywordTagsInProse = true;
  }
  return jsDoc;
}

const proseKeywordTags = new WeakMap<ts.JSDoc, readonly string[]>();
/** Whether any comment parsed so far had one: most projects' have none, and their tools need not be searched. */
let anyKeywordTagsInProse = false;

/** Whether `keywordTagsInProse` could find anything in any comment parsed so far: a cheap test before searching. */
export function someKeywordTagsInProse(): boolean {
  return anyKeywordTagsInProse;
}

/** The keyword tags a comment mentions mid-sentence, and which it therefore took as text (`maximum` in "capped at @maximum 100"). */
export function keywordTagsInProse(jsDoc: ts.JSDoc): readonly string[] {
  return proseKeywordTags.get(jsDoc) ?? [];
}
