/**
 * How many characters of a long text a problem quotes: of a pattern here, and of a JSON Pointer's
 * token in the generator's diagnostics (generator/json-pointer.ts), which may be a pattern too.
 */
export const SHOWN_LENGTH = 100;

/**
 * An escape of a `u`-flag pattern from its backslash, whole: `\u{1F600}`, `\u00e9`, `\x41`, `\p{L}`,
 * `\k<name>`, `\cA`, a backreference's digits, else the one character escaped.
 */
const ESCAPE = /\\(?:u\{[\da-fA-F]*\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|[pP]\{[^}]*\}|k<[^>]*>|c[A-Za-z]|\d+|[\s\S])/uy;

/**
 * A pattern (or part of one) quoted, cut short with `…` past `SHOWN_LENGTH` characters (one
 * may be 40,000 long): between code points, and before an escape the cut would split, so that what
 * is shown ends in no lone `\` or half a `\u00e9`.
 */
export function shownPattern(pattern: string): string {
  let end = 0;
  let shown = 0;
  while (end < pattern.length) {
    ESCAPE.lastIndex = end;
    const unit = (pattern[end] === "\\" ? ESCAPE.exec(pattern)?.[0] : undefined) ?? String.fromCodePoint(pattern.codePointAt(end)!);
    shown += [...unit].length;
    if (shown > SHOWN_LENGTH) return `'${pattern.slice(0, end)}…'`;
    end += unit.length;
  }
  return `'${pattern}'`;
}
