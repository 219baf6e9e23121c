import { PROSE_AT } from "./prose-tags.js";
import ts from "./typescript.cjs";

/**
 * A JSDoc comment's text (a summary, a tag's) as the model is to read it, untrimmed: inline links
 * as an editor shows them (`{@link Foo | the foo}` → "the foo", `{@link Foo}` → "Foo",
 * `{@linkcode Foo}` → "`Foo`"), `@` where prose masked it, `*\/` (written to keep a comment open)
 * as the `*` and `/` it stands for, and `\n` for every line break, so that a file checked out with
 * CRLF line endings gives the same schemas.
 */
export function jsDocText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string | undefined {
  if (comment === undefined) return undefined;
  const text = typeof comment === "string" ? comment : comment.map((part) => (part.kind === ts.SyntaxKind.JSDocText ? part.text : linkText(part))).join("");
  // Most texts have none of the three: one scan instead of three (this runs for every description).
  if (!NEEDS_REWRITE.test(text)) return text;
  return text.replaceAll(PROSE_AT, "@").replace(/\r\n?/g, "\n").replaceAll("*\\/", "*/");
}

const NEEDS_REWRITE = new RegExp(`${PROSE_AT}|\\r|\\*\\\\/`);

function linkText(link: ts.JSDocLink | ts.JSDocLinkCode | ts.JSDocLinkPlain): string {
  let target = link.name === undefined ? "" : nameText(link.name);
  let label = link.text;
  // The parser reads `{@link https://example.com | Site}` as the name `https` and the text `://example.com | Site`.
  if (label.startsWith("://")) {
    const url = /^\S*?(?=\s|\||$)/.exec(label)![0];
    target += url;
    label = label.slice(url.length);
  }
  label = label.replace(/^\s*\|?\s*/, "").trim();
  if (label !== "") return label;
  return ts.isJSDocLinkCode(link) ? `\`${target}\`` : target;
}

function nameText(name: ts.EntityName | ts.JSDocMemberName): string {
  if (ts.isIdentifier(name)) return name.text;
  if (ts.isQualifiedName(name)) return `${nameText(name.left)}.${name.right.text}`;
  return `${nameText(name.left)}#${name.right.text}`;
}
