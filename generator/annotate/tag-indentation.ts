import type ts from "../typescript.cjs";

/**
 * A tag's text of several lines (`text`, as `jsDocText` gives it) with the indentation its
 * continuation lines have in the source, relative to their common margin: a nested list item or a
 * code block's lines keep their place. TypeScript's parser measures a tag's margin at the column its
 * text starts on the tag's line (`@param mode One of:`), so the lines below, indented less than that,
 * lose all of it. The parser's nodes are left as they are: the indentation is read off the source.
 */
export function withRelativeIndentation(tag: ts.JSDocTag, text: string): string {
  const lines = text.split("\n");
  const source = tag.getSourceFile().text.slice(tag.pos, tag.end).split(/\r?\n/);
  // The parser drops the blank lines after a tag's text: its lines are the source's last non-blank ones.
  while (source.length > 0 && BLANK.test(source[source.length - 1]!)) source.pop();
  const first = source.length - lines.length;
  if (first < 0) return text;
  const indents = source.slice(first).map((line) => (BLANK.test(line) ? undefined : MARGIN.exec(line)![1]!.length));
  // A text that starts on the tag's line is not measured there: that line's indent is the tag's.
  const measured = first === 0 ? indents.slice(1) : indents;
  const margin = Math.min(...measured.filter((indent) => indent !== undefined));
  if (!Number.isFinite(margin)) return text;
  return lines.map((line, i) => (i === 0 && first === 0 ? line : " ".repeat((indents[i] ?? margin) - margin) + line.trimStart())).join("\n");
}

/** A line's comment margin (spaces, then a `*`, where the comment has them), then its indentation. */
const MARGIN = /^(?:\s*\*)?(\s*)/;
const BLANK = /^(?:\s*\*)?\s*$/;
