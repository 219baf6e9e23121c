import { KEYWORD_TAGS } from "./annotate/keywords.js";

/**
 * What stands in for an `@` that is prose, not a tag, while TypeScript's parser reads a comment: a
 * private-use character, which the parser keeps as text. `jsDocText` turns it back into `@`.
 */
export const PROSE_AT = "\uE000";

/** The tags gen-tools reads in a TypeScript file's JSDoc, which a one-line comment may chain: `@minimum 1 @maximum 14`. */
const READ_TAGS = new Set([...KEYWORD_TAGS, "tool", "param", "arg", "argument", "returns", "return"]);

/** Tags whose text is prose (a description), after which an `@word` on the same line is prose too. */
const TEXT_TAGS = new Set(["param", "arg", "argument", "returns", "return", "title", "description", "deprecated"]);

/** The `READ_TAGS` read for a value (`@minimum 1`), which another tag on the same line may follow. */
const VALUE_TAGS = new Set([...READ_TAGS].filter((name) => !TEXT_TAGS.has(name)));

/** Tags of gen-tools' own that a comment's text mentions mid-sentence, and which were therefore read as text. */
export interface ProseMasking {
  /** The comment's text (from `pos` to its end) with each prose `@` replaced by `PROSE_AT`. */
  text: string;
  /** The names of those among them that set a schema keyword (`maximum` in "capped at @maximum 100"), which are reported. */
  keywordTags: string[];
}

/**
 * TypeScript's parser reads every `@word` after a space as a tag, anywhere in a comment: "ping
 * @alice" ends the sentence at "ping", and "deliberately not a @tool" marks a tool. Here a tag is
 * what begins a line (outside a code fence), or, in the compact one-line style
 * (`/** ISO code. @pattern ^[A-Z]{2}$ *\/`), what follows the end of a sentence or another tag
 * gen-tools reads for a value (`@minimum 1 @maximum 14`), not for text (`@param page, capped at
 * @maximum 100`: the `@param`'s text is prose). Every other `@` after a space is prose: the result has it masked, for the parser
 * to keep as text; `undefined` when there is none (most comments).
 */
export function maskProseTags(source: string, pos: number, end: number): ProseMasking | undefined {
  let masked: number[] | undefined;
  const keywordTags: string[] = [];
  let inFence = false;
  for (let lineStart = pos; lineStart < end; ) {
    const newline = source.indexOf("\n", lineStart);
    const lineEnd = newline === -1 || newline > end ? end : newline;
    const line = source.slice(lineStart, lineEnd);
    // The margin: the comment's opening on its first line, then spaces and a `*`.
    const margin = lineStart === pos ? /^\/\*\*\s*/.exec(line)![0].length : /^\s*\*?\s*/.exec(line)![0].length;
    if (/^(```|~~~)/.test(line.slice(margin))) inFence = !inFence;
    // Whether the last tag on this line was one gen-tools reads for a value, which a tag may follow.
    let chained = false;
    for (let at = line.indexOf("@", margin); at !== -1; at = line.indexOf("@", at + 1)) {
      const name = /^@([\w$]*)/.exec(line.slice(at))![1] as string;
      if (at > margin && !/\s/.test(line[at - 1] as string)) continue;
      const before = line.slice(margin, at).trimEnd();
      const tag = name !== "" && !inFence && (before === "" || /[.!?]$/.test(before) || (chained && READ_TAGS.has(name)));
      if (tag) {
        chained = VALUE_TAGS.has(name);
        continue;
      }
      (masked ??= []).push(lineStart - pos + at);
      if (KEYWORD_TAGS.has(name) && !inFence) keywordTags.push(name);
    }
    lineStart = lineEnd + 1;
  }
  if (masked === undefined) return undefined;
  const chars = source.slice(pos, end).split("");
  for (const offset of masked) chars[offset] = PROSE_AT;
  return { text: chars.join(""), keywordTags };
}
