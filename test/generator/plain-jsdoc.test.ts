import fc from "fast-check";
import { describe, expect, it } from "vitest";
import ts from "../../generator/typescript.cjs";
import { readPlainJsDoc } from "../../generator/plain-jsdoc.js";

/** What the generator reads of a comment's nodes, and where they are. */
function shape(node: ts.Node): unknown {
  const base = { kind: ts.SyntaxKind[node.kind], pos: node.pos, end: node.end, flags: node.flags };
  if (ts.isIdentifier(node)) return { ...base, text: node.text };
  if (ts.isJSDoc(node)) {
    const tags = node.tags === undefined ? undefined : { pos: node.tags.pos, end: node.tags.end, items: node.tags.map(shape) };
    return { ...base, comment: node.comment, tags, parents: (node.tags ?? []).every((t) => t.parent === node) };
  }
  const tag = node as ts.JSDocTag & Partial<ts.JSDocParameterTag>;
  return {
    ...base,
    tagName: shape(tag.tagName),
    name: tag.name === undefined ? undefined : shape(tag.name),
    comment: tag.comment,
    text: ts.getTextOfJSDocComment(tag.comment),
    isNameFirst: tag.isNameFirst,
    isBracketed: tag.isBracketed,
    typeExpression: tag.typeExpression,
    parents: tag.tagName.parent === tag && (tag.name === undefined || tag.name.parent === tag),
  };
}

/** A comment in a class, as a file holds it: the file's text and the comment's range. */
function inFile(comment: string): { text: string; pos: number; end: number } {
  const before = "export class Agent {\n  ";
  return { text: `${before}${comment}\n  run(city: string) {}\n}\n`, pos: before.length, end: before.length + comment.length };
}

function parserShape(comment: string): unknown {
  const { text, pos, end } = inFile(comment);
  const parsed = (ts as unknown as { parseIsolatedJSDocComment(text: string, start: number, length: number): { jsDoc: ts.JSDoc } | undefined }).parseIsolatedJSDocComment(text, pos, end - pos);
  return parsed === undefined ? undefined : shape(parsed.jsDoc);
}

function plainShape(comment: string): unknown {
  const { text, pos, end } = inFile(comment);
  const read = readPlainJsDoc(text, pos, end);
  return read === undefined ? undefined : shape(read);
}

/** `indent` is each line's, or one per line. */
function comment(indent: string | readonly string[], lines: readonly string[], closing = typeof indent === "string" ? indent : " "): string {
  const at = (i: number): string => (typeof indent === "string" ? indent : (indent[i % indent.length] ?? ""));
  return ["/**", ...lines.map((line, i) => `${at(i)}*${line === "" ? "" : ` ${line}`}`), `${closing}*/`].join("\n");
}

const word = fc.constantFrom("city", "the", "a", "Weather", "in", "°C", "x.y", "p0", "step", "-", "ok.", "v2", "$ref", "_id");
const plainText = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(" "));
const plainTag = fc.oneof(
  fc.tuple(fc.constantFrom("p0", "city", "_x", "$y"), fc.option(plainText, { nil: undefined })).map(([name, text]) => `@param ${name}${text === undefined ? "" : ` ${text}`}`),
  fc.tuple(fc.constantFrom("@tool", "@returns"), fc.option(plainText, { nil: undefined })).map(([tag, text]) => `${tag}${text === undefined ? "" : ` ${text}`}`),
);
/** Comments of the plain shape: summary lines (blank ones after the first), then tags (one @returns at most), each with its continuation lines. */
const plainComment = fc
  .tuple(
    fc.constantFrom(" ", "   ", "      "),
    fc.array(fc.oneof(plainText, plainText, fc.constant("")), { maxLength: 4 }),
    fc.array(fc.tuple(plainTag, fc.array(plainText, { maxLength: 2 })), { maxLength: 4 }),
    plainText,
  )
  .map(([indent, summary, tags, first]) => comment(indent, [...(summary.length > 0 ? [first, ...summary] : []), ...tags.flatMap(([tag, more]) => [tag, ...more])]))
  .filter((text) => text.split("\n").length > 2 && text.split("@returns").length <= 2);

/** Near misses: other tags, inline tags, stray `@`, odd spacing and indents, blank lines anywhere, CRLF. */
const anyPart = fc.oneof(
  plainText,
  plainTag,
  fc.constantFrom("", " ", "a ", " a", "a  b", "a\tb", "a @b c", "email a@b.c", "see {@link Agent}", "`code`", "@example 1", "@param [x] y", "@param {string} x", "@param a.b c", "@return x", "@toolbox", "@tool  x", "@param x  y", "@deprecated", "a\r"),
);
const anyComment = fc
  .tuple(fc.array(fc.constantFrom(" ", "   ", "", "\t"), { minLength: 1, maxLength: 3 }), fc.array(anyPart, { minLength: 1, maxLength: 6 }), fc.constantFrom(" ", "   ", "", "  x "))
  .map(([indent, lines, closing]) => comment(indent, lines, closing));

describe("readPlainJsDoc", () => {
  it("reads every comment of the plain shape, into the nodes TypeScript's parser makes of it", () => {
    fc.assert(
      fc.property(plainComment, (text) => {
        const read = plainShape(text);
        expect(read).not.toBeUndefined();
        expect(read).toEqual(parserShape(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a comment into the parser's nodes, or leaves it to the parser", () => {
    fc.assert(
      fc.property(anyComment, (text) => {
        const read = plainShape(text);
        if (read !== undefined) expect(read).toEqual(parserShape(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads a typical tool comment: summary, @param lines, @tool", () => {
    const text = comment("   ", ["Get the forecast for a city.", "", "Uses the cached values.", "@param city the city", "by name", "@param days - how many days", "@tool weather.forecast"]);
    expect(plainShape(text)).toEqual(parserShape(text));
    const { text: file, pos, end } = inFile(text);
    const doc = readPlainJsDoc(file, pos, end)!;
    expect(doc.comment).toBe("Get the forecast for a city.\n\nUses the cached values.");
    expect(doc.tags?.map((t) => [t.tagName.text, ts.getTextOfJSDocComment(t.comment)])).toEqual([
      ["param", "the city\nby name"],
      ["param", "- how many days"],
      ["tool", "weather.forecast"],
    ]);
  });

  it.each([
    ["an inline tag", ["See {@link Agent}."]],
    ["a code span", ["Runs `ls`."]],
    ["an @ inside a line", ["Mail a@b.c"]],
    ["a tag it does not read", ["Summary.", "@example 1"]],
    ["a blank line among the tags", ["@param a x", "", "more"]],
    ["a blank first line", ["", "Summary."]],
    ["a typed @param", ["@param {string} city the city"]],
  ])("leaves %s to the parser", (_, lines) => {
    expect(plainShape(comment(" ", lines))).toBeUndefined();
  });

  it("leaves a one-line comment and CRLF line ends to the parser", () => {
    expect(plainShape("/** Summary. */")).toBeUndefined();
    expect(plainShape("/**\r\n * Summary.\r\n */")).toBeUndefined();
  });
});
