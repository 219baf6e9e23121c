import { keywordTagsInProse, mayHaveOwnJsDoc, withJsDoc } from "../jsdoc-on-demand.js";
import { jsDocText } from "../jsdoc-text.js";
import ts from "../typescript.cjs";
import type { JsonValue } from "../../src/json-schema.js";
import type { Site } from "../convert/site.js";
import type { Keyword } from "./apply.js";
import { keywordSpec, tagKeywordName, type KeywordSpec } from "./keywords.js";
import { literalValue } from "../convert/jsdoc-default.js";
import { tagDescription } from "./param-docs.js";
import { isPackageFile, isPackageGenericAlias } from "../package-file.js";

/**
 * The schema keywords a declaration's JSDoc sets: its summary as `description`, then the tags
 * `keywordSpec` knows (`@minLength 3`, `@default "c"`, `@deprecated`, ...). Repeated `@example` tags
 * and `@examples` (a JSON array) gather into one `examples`, except in a package's declarations, where
 * they are code (see `isPackageFile`); a package's generic alias (`Tagged<string, "UserId">`) is
 * documented as TypeScript, not as data, and sets none. Values are parsed here and checked
 * where they are applied, so a bad one is reported once, at its tag.
 */
export function jsDocKeywords(declaration: ts.Node | undefined, site: Site): Keyword[] {
  if (declaration === undefined || isPackageGenericAlias(declaration)) return [];
  const keywords: Keyword[] = [];
  const { summary, comments } = readSummary(declaration);
  if (summary !== undefined)
    keywords.push({
      name: "description",
      value: summary,
      label: "the comment",
      site,
    });
  const examples: JsonValue[] = [];
  let examplesSite: Site | undefined;
  const examplesAreCode = isPackageFile(declaration.getSourceFile());
  for (const tag of ts.getJSDocTags(withJsDoc(declaration))) {
    const written = tag.tagName.text;
    const name = tagKeywordName(written);
    const text = jsDocText(tag.comment)?.trim() ?? "";
    const tagSite: Site = { ...site, node: tag };
    if (name === "example" || name === "examples") {
      if (examplesAreCode) continue;
      const value = valueOf(text) ?? text;
      if (name === "examples" && Array.isArray(value)) examples.push(...value);
      else examples.push(value);
      examplesSite ??= tagSite;
      continue;
    }
    const spec = keywordSpec(name);
    // `@description` is read with the summary: it is the summary where the comment has no text before its tags.
    if (spec === undefined || name === "description") continue;
    keywords.push({
      name,
      value: name === "deprecated" ? true : parseTagText(spec, text),
      label: `@${written}`,
      site: tagSite,
    });
  }
  if (examplesSite !== undefined)
    keywords.push({
      name: "examples",
      value: examples,
      label: "@example",
      site: examplesSite,
    });
  for (const doc of comments) {
    for (const name of keywordTagsInProse(doc)) keywords.push({ name, value: null, label: `@${name}`, site: { ...site, node: doc }, inProse: true });
  }
  return keywords;
}

/**
 * `jsDocKeywords` of a parameter's own comment (`/** The city. *\/ city: string`), which TypeScript
 * shows for the parameter as it does `@param`; the function's `@param` tags are read elsewhere. Most
 * parameters have no comment of their own: only those whose leading text holds one are read.
 */
export function parameterJsDocKeywords(parameter: ts.ParameterDeclaration, site: Site): Keyword[] {
  return mayHaveOwnJsDoc(parameter) ? jsDocKeywords(parameter, site) : [];
}

/**
 * `jsDocKeywords` of the comment that documents a property. A property signature or class field
 * without a JSDoc comment (as most fields of inline object types are) has none: its text says so,
 * without parsing the comments of it and its ancestors (for the 8,000 such fields of a 5,000-tool
 * project, about 60 ms).
 */
export function propertyJsDocKeywords(declaration: ts.Declaration | undefined, site: Site): Keyword[] {
  return declaration !== undefined && isUncommentedField(declaration) ? [] : jsDocKeywords(declaration, site);
}

/**
 * A property signature or class field with no JSDoc comment before it nor before its initializer
 * (`count = /** The count. *\/ (0)`), which TypeScript also reads as the field's.
 */
function isUncommentedField(declaration: ts.Declaration): boolean {
  if (ts.isPropertySignature(declaration)) return !mayHaveOwnJsDoc(declaration);
  if (!ts.isPropertyDeclaration(declaration)) return false;
  return !mayHaveOwnJsDoc(declaration) && (declaration.initializer === undefined || !mayHaveOwnJsDoc(declaration.initializer));
}

/**
 * The comment's text before its tags, or undefined when there is none. In JavaScript a type can be
 * declared by JSDoc tags (`@typedef {object} Place`, then `@property {string} city The city.`): a
 * tag's own text is its summary, and a `@typedef` without one takes its comment's.
 */
export function jsDocSummary(declaration: ts.Node): string | undefined {
  return readSummary(declaration).summary;
}

/**
 * A tool's description from its comment: `jsDocSummary`, then what the model should know of how the
 * tool fails and is called, which a property's comment would say in keywords: each `@throws`
 * ("Throws NotFoundError: when the id is unknown.") and each `@example`, as written. Only with a
 * summary: a comment of examples alone is still a tool without a description (GT2005).
 */
export function toolDescription(declaration: ts.Node): string | undefined {
  const { summary, comments } = readSummary(declaration);
  const tags: readonly ts.JSDocTag[] = comments[comments.length - 1]?.tags ?? [];
  if (summary === undefined || tags.length === 0) return summary;
  const throws = tags.filter(ts.isJSDocThrowsTag).map(throwsLine);
  const examples = tags.filter((tag) => tag.tagName.text === "example").map((tag) => nonEmpty(jsDocText(tag.comment)));
  const sections = [summary, throws.length === 0 ? undefined : throws.join("\n"), ...examples.map((example) => example && `Example:\n${example}`)];
  return sections.filter((section) => section !== undefined).join("\n\n");
}

/** `@throws {NotFoundError} when the id is unknown.` as a line of the description. */
function throwsLine(tag: ts.JSDocThrowsTag): string {
  const type = tag.typeExpression?.type.getText();
  const text = nonEmpty(jsDocText(tag.comment));
  if (text === undefined) return type === undefined ? "Throws." : `Throws ${type}.`;
  return type === undefined ? `Throws: ${text}` : `Throws ${type}: ${text}`;
}

/**
 * `jsDocSummary`, and the JSDoc comments it was read from, which `jsDocKeywords` looks through for
 * prose tags without asking TypeScript for them again (it is asked of every property and type).
 * A declaration that is itself a tag has none: TypeScript finds no comment for it.
 */
function readSummary(declaration: ts.Node): { summary: string | undefined; comments: readonly ts.JSDoc[] } {
  if (ts.isJSDocPropertyLikeTag(declaration)) return { summary: tagDescription(declaration), comments: [] };
  if (ts.isJSDocTypedefTag(declaration)) {
    const summary = nonEmpty(jsDocText(declaration.comment)) ?? (ts.isJSDoc(declaration.parent) ? nonEmpty(jsDocText(declaration.parent.comment)) : undefined);
    return { summary, comments: [] };
  }
  const comments = ts.getJSDocCommentsAndTags(withJsDoc(declaration)).filter(ts.isJSDoc);
  return { summary: commentSummary(comments[comments.length - 1]), comments };
}

/**
 * The summary in `doc`, the last of a declaration's comments (its statement's, after its
 * initializer's): its deprecation too, not another comment's (`ts.getJSDocDeprecatedTag` finds the
 * first of them all), which would pair one comment's summary with another's reason.
 */
function commentSummary(doc: ts.JSDoc | undefined): string | undefined {
  // The first of each tag the summary reads, in one pass over the tags.
  let descriptionTag: ts.JSDocTag | undefined;
  let remarksTag: ts.JSDocTag | undefined;
  let deprecatedTag: ts.JSDocDeprecatedTag | undefined;
  for (const tag of doc?.tags ?? []) {
    if (ts.isJSDocDeprecatedTag(tag)) deprecatedTag ??= tag;
    else if (tag.tagName.text === "description") descriptionTag ??= tag;
    else if (tag.tagName.text === "remarks") remarksTag ??= tag;
  }
  // JSDoc's `@description` tag says it where the comment has no text before its tags.
  const summary = nonEmpty(jsDocText(doc?.comment)) ?? nonEmpty(jsDocText(descriptionTag?.comment));
  // TSDoc's `@remarks` is the rest of the description (how to use it, its limits), which the model needs as much.
  const remarks = nonEmpty(jsDocText(remarksTag?.comment));
  // What to use instead is for the model to read: a schema's `deprecated` flag has no room for it.
  const reason = nonEmpty(jsDocText(deprecatedTag?.comment));
  const parts = [summary, remarks, reason === undefined ? undefined : `Deprecated: ${reason}`].filter((part) => part !== undefined);
  return parts.length === 0 ? undefined : parts.join("\n\n");
}

function nonEmpty(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}

const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A tag's text as the keyword's value; text that does not parse stays text, for the check to name. */
function parseTagText(spec: KeywordSpec, text: string): JsonValue {
  switch (spec.parse) {
    case "number":
      return NUMBER.test(text) ? Number(text) : text;
    case "flag":
      return text === "" || text === "true" ? true : text === "false" ? false : text;
    case "json":
      return valueOf(text) ?? text;
    case "text":
    case "pattern":
      return text;
  }
}

/** The value a tag's text writes: JSON, or a JavaScript literal of JSON (`'c'`, `{ a: 1 }`), as in a tag's brackets. */
function valueOf(text: string): JsonValue | undefined {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return text === "" ? undefined : literalValue(text);
  }
}
