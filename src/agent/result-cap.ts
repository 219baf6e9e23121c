import { codePointLength, hasMaxLength } from "../validator/code-points.js";

/**
 * What the model reads of a result longer than `maxChars` (the agent's `maxResultChars`): its first
 * characters, and a line saying it was cut, so that the model does not take the part for the whole.
 * The history sends a result again with every later request, so one huge result would overflow the
 * context window of each of them. Characters are code points, as JSON Schema's `maxLength` counts
 * them: a pair of surrogates is one, and the cut never leaves half of one. `null`: no cap.
 */
export function cappedResult(text: string, maxChars: number | null): string {
  if (maxChars === null || hasMaxLength(text, maxChars)) return text;
  return `${text.slice(0, endOfCodePoints(text, maxChars))}\n[result truncated: the first ${maxChars} of ${codePointLength(text)} characters]`;
}

/** The line `cappedResult` ends a cut text with. */
const CUT_LINE = /\n\[result truncated: the first \d+ of \d+ characters\]$/;

/**
 * Whether `text` ends with the line `cappedResult` adds to a text it cuts. Exact for the JSON text
 * JSON.stringify writes, which cannot end so (no `s` comes before a `]` outside a string); a string
 * result may end so by itself.
 */
export function endsCut(text: string): boolean {
  return text.endsWith("characters]") && CUT_LINE.test(text);
}

/** Where the first `count` code points of `text` end, in UTF-16 units: `codePointAt` joins a pair only. */
function endOfCodePoints(text: string, count: number): number {
  let end = 0;
  for (let i = 0; i < count; i++) end += text.codePointAt(end)! > 0xffff ? 2 : 1;
  return end;
}
