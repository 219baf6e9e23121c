import ts from "./typescript.cjs";

/**
 * The nodes TypeScript's parser makes of a JSDoc comment of the plain shape most tool comments
 * have, built without running it. On the 5,000-tool corpus the parser's isolated JSDoc parse cost
 * 155 to 217 ms of a 1.3 s build: it scans a character at a time, and runs cold. The shape:
 *
 *     /**
 *      * Summary lines, blank lines allowed after the first.
 *      * @param name text, continued on the lines that follow
 *      * @returns text
 *      * @tool optional.name
 *      *\/
 *
 * Anything else returns `undefined`, for the caller to use the parser: another tag or a second
 * `@returns`, an inline tag or backtick (`{@link}`, code spans), an `@` that does not begin a line,
 * a blank line among the tags, lines indented unlike the first, spaces at a line's end or more
 * than one after its `*`, tabs, CRLF. The test (test/generator/plain-jsdoc.test.ts) holds every
 * comment read here to the parser's nodes.
 */
export function readPlainJsDoc(text: string, pos: number, end: number): ts.JSDoc | undefined {
  if (!text.startsWith("/**\n", pos)) return undefined;
  const lastBreak = text.lastIndexOf("\n", end - 1);
  const close = end - 2;
  if (lastBreak < pos + 3 || !CLOSING.test(text.slice(lastBreak + 1, end))) return undefined;

  const summary: string[] = [];
  const tags: PlainTag[] = [];
  let indent: number | undefined;
  for (let start = pos + 4; start <= lastBreak; ) {
    // A line is its indent, `*`, then a space and its text, or nothing; scanned, not matched, since
    // a regular expression's match (an array and two strings) per line was most of what this allocated.
    let star = start;
    while (text.charCodeAt(star) === SPACE) star++;
    // The parser strips a margin measured on the first line: lines indented alike keep to it.
    indent ??= star - start;
    if (text.charCodeAt(star) !== STAR || star - start !== indent) return undefined;
    const lineEnd = text.indexOf("\n", star);
    const at = star + 2;
    if (lineEnd !== star + 1 && text.charCodeAt(star + 1) !== SPACE) return undefined;
    const content = lineEnd === star + 1 ? undefined : text.slice(at, lineEnd);
    start = lineEnd + 1;
    if (content === undefined) {
      // Blank: a paragraph break in the summary; anywhere else the parser has rules of its own.
      if (summary.length === 0 || tags.length > 0) return undefined;
      summary.push("");
      continue;
    }
    if (UNPLAIN.test(content)) return undefined;
    if (content.startsWith("@")) {
      const tag = TAG.exec(content);
      // A second @returns is an error the parser flags on its node.
      if (tag === null || (tag[3] === "returns" && tags.some((t) => t.name === "returns"))) return undefined;
      tags.push({ at, name: (tag[1] ?? tag[3]) as TagName, param: tag[2], lines: tag[4] === undefined ? [] : [tag[4]] });
      continue;
    }
    if (content.includes("@")) return undefined;
    if (tags.length > 0) (tags[tags.length - 1] as PlainTag).lines.push(content);
    else summary.push(content);
  }

  const tagNodes = tags.map((tag, i) => tagNode(tag, tags[i + 1]?.at ?? close));
  const comment = summary.join("\n").replace(/\n+$/, "");
  const doc = parsed(
    ts.factory.createJSDocComment(comment === "" ? undefined : comment, tagNodes.length === 0 ? undefined : within(ts.factory.createNodeArray(tagNodes), tags[0]!.at, close)),
    pos,
    end,
  );
  for (const tag of tagNodes) setParent(tag, doc);
  return doc;
}

type TagName = "param" | "returns" | "tool";

interface PlainTag {
  /** Where its `@` is. */
  at: number;
  name: TagName;
  /** `@param`'s parameter name. */
  param: string | undefined;
  /** Its text, by line. */
  lines: string[];
}

const SPACE = 0x20;
const STAR = 0x2a;
/** Text the parser may read otherwise: empty, a space at either end, any other kind of space, an inline tag or code span. */
const UNPLAIN = /^$|^ | $|[^\S ]|[{}`]/;
const CLOSING = /^ *\*\/$/;
/** The tags read here, `@param` with a plain name; text after one space, with no `@` in it. */
const TAG = /^@(?:(param) ([A-Za-z_$][\w$]*)|(returns|tool))(?: ([^\s@][^@]*))?$/;

function tagNode(tag: PlainTag, end: number): ts.JSDocTag {
  const tagName = parsed(ts.factory.createIdentifier(tag.name), tag.at + 1, tag.at + 1 + tag.name.length);
  const comment = tag.lines.length === 0 ? undefined : tag.lines.join("\n");
  let node: ts.JSDocTag;
  if (tag.name === "param") {
    const nameAt = tag.at + "@param ".length;
    const name = parsed(ts.factory.createIdentifier(tag.param as string), nameAt, nameAt + (tag.param as string).length);
    node = ts.factory.createJSDocParameterTag(tagName, name, false, undefined, true, comment);
    setParent(name, node);
  } else if (tag.name === "returns") {
    node = ts.factory.createJSDocReturnTag(tagName, undefined, comment);
  } else {
    node = ts.factory.createJSDocUnknownTag(tagName, comment);
  }
  setParent(tagName, node);
  return parsed(node, tag.at, end);
}

/** What the parser sets on every node of an isolated JSDoc comment: its JSDoc context, parsed as JavaScript. */
const PARSED_FLAGS = ts.NodeFlags.JSDoc | ts.NodeFlags.JavaScriptFile;

/** A factory node placed in the text, and flagged, as the parser leaves its own. */
function parsed<T extends ts.Node>(node: T, pos: number, end: number): T {
  (node as { flags: ts.NodeFlags }).flags = PARSED_FLAGS;
  return within(node, pos, end);
}

function within<T extends ts.TextRange>(range: T, pos: number, end: number): T {
  return ts.setTextRange(range, { pos, end });
}

function setParent(node: ts.Node, parent: ts.Node): void {
  (node as { parent: ts.Node }).parent = parent;
}
