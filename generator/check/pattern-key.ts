import type { JsonSchema } from "../../src/json-schema.js";
import { patternsMatching, unicodeRegex } from "./object-keys.js";

/** Characters a pattern means as themselves: neither syntax (`.`, `(`, `[`, `\`) nor a quantifier. */
const PLAIN = /[^\\^$.|?*+()[\]{}]/u;

/**
 * A key that `pattern` (a name in `patterns`, a `patternProperties`) matches and that is `usable`,
 * where one of a few made from the pattern's literal start is: `x-a`, `x-` or `x-0` for `^x-`, `_id`
 * for `_id$`, `0` for `^\d+$`, `get_a` or `set_a` for `^(?:get|set)_`, `ax` for `^(a|b)+x`, `c`
 * for `^(?:ab)?c`. Each is tried against the pattern, so a key given is one it matches; `undefined`
 * where none is (`^[a-z]+_`), or the validator refuses the pattern (see `unicodeRegex`).
 */
export function keyMatching(pattern: string, patterns: Readonly<Record<string, JsonSchema>>, usable: (key: string) => boolean): string | undefined {
  const regex = unicodeRegex(pattern, patterns);
  if (regex === undefined) return undefined;
  const stems = textsOf(literalElements(pattern.startsWith("^") ? pattern.slice(1) : pattern));
  return stems.flatMap((stem) => [`${stem}a`, stem, `${stem}0`]).find((key) => key !== "" && regex.test(key) && usable(key));
}

/** How many of the texts a pattern's start may be (see `textsOf`) are tried: each group multiplies them. */
const MAX_STEMS = 16;

/**
 * The elements `source` starts with that match literal text, up to its first other syntax: each
 * character it means as itself (see `literalAt`), and each group of literal alternatives (see
 * `groupAt`), as the texts it matches, each repeated as often as its quantifier requires (see
 * `repeated`); those of `MAX_KEY_LENGTH` characters at most.
 */
function literalElements(source: string): string[][] {
  const elements: string[][] = [];
  let length = 0;
  for (let i = 0; i < source.length; ) {
    const char = literalAt(source, i);
    const found = char === undefined ? groupAt(source, i) : { texts: [char.text], end: char.end };
    const element = found === undefined ? undefined : repeated(source, found);
    if (element === undefined) break;
    length += element.texts.reduce((longest, text) => Math.max(longest, text.length), 0);
    if (length > MAX_KEY_LENGTH) break;
    elements.push(element.texts);
    i = element.end;
  }
  return elements;
}

/**
 * The longest start a key is made up from: a pattern that fails a key without `^` is tried from
 * each of its characters, at a cost of the square of its length. A group of 4,000 characters
 * repeated 64 times (see `repeated`) made a key of 256,000, which took the check 30 s.
 */
const MAX_KEY_LENGTH = 256;

/** A quantifier, greedy or lazy: `?`, `*`, `+`, `{2}`, `{2,}`, `{2,5}`; its first group is the least count of braces. */
const QUANTIFIER = /(?:[?*+]|\{(\d+)(?:,\d*)?\})\??/uy;

/** The most repetitions an element's text is written out for: `(ab){1000000}` makes no key. */
const MAX_REPEATS = 64;

/**
 * `element` of `source` with the quantifier after it, if any: each of its texts repeated the least
 * number of times the quantifier allows (once for `+`, twice for `{2}`, none for `?` and `*`), and
 * where the quantifier ends; `undefined` past `MAX_REPEATS`.
 */
function repeated(source: string, element: Element): Element | undefined {
  QUANTIFIER.lastIndex = element.end;
  const quantifier = QUANTIFIER.exec(source);
  if (quantifier === null) return element;
  const times = quantifier[1] !== undefined ? Number(quantifier[1]) : quantifier[0].startsWith("+") ? 1 : 0;
  if (times > MAX_REPEATS) return undefined;
  // No more of its texts are read (see `textsOf`): a group of thousands of alternatives is not written out each.
  return { texts: [...new Set(element.texts.slice(0, MAX_STEMS).map((text) => text.repeat(times)))], end: QUANTIFIER.lastIndex };
}

/**
 * The texts a run of `elements` (see `literalElements`) matches: one of each's, in order (at most
 * `MAX_STEMS`, so no more of an element's texts are read: a group of thousands of alternatives is
 * not joined to each stem).
 */
function textsOf(elements: readonly string[][]): string[] {
  return elements.reduce((stems, texts) => stems.flatMap((stem) => texts.slice(0, MAX_STEMS).map((text) => stem + text)).slice(0, MAX_STEMS), [""]);
}

/** Literal text in a pattern, and where it ends. */
interface Literal {
  text: string;
  end: number;
}

/** An element of a pattern's literal start (see `literalElements`): the texts it matches, and where it ends. */
interface Element {
  texts: string[];
  end: number;
}

/**
 * The character `source` means as itself at `i`: neither syntax nor a class (`\d`, `\w`), an escape
 * of syntax (`\.`, `\(`) included. A character is a code point, as the validator's `u` flag reads it:
 * an emoji's two UTF-16 units are one, which a quantifier after it (`😀?`) repeats whole.
 */
function literalAt(source: string, i: number): Literal | undefined {
  const char = codePointAt(source, i);
  if (char === "\\") {
    const next = codePointAt(source, i + 1);
    return next !== undefined && !/[\p{L}\p{N}]/u.test(next) ? { text: next, end: i + 1 + next.length } : undefined;
  }
  return char !== undefined && PLAIN.test(char) ? { text: char, end: i + char.length } : undefined;
}

/** The code point of `source` at `i` as text: a surrogate pair whole, or one unit. */
function codePointAt(source: string, i: number): string | undefined {
  const code = source.codePointAt(i);
  return code === undefined ? undefined : String.fromCodePoint(code);
}

/** The characters `source` means as themselves (see `literalAt`) from `i` on, which may be none. */
function literalRun(source: string, i: number): Literal {
  let run: Literal = { text: "", end: i };
  for (let char = literalAt(source, i); char !== undefined; char = literalAt(source, char.end)) run = { text: run.text + char.text, end: char.end };
  return run;
}

/** How a group opens, capturing (with a name or not) or not: not a lookaround (`(?=`, `(?<=`). */
const GROUP_OPENING = /^\((?:\?:|\?<[A-Za-z_$][\w$]*>)?/u;

/**
 * The group at `i` in `source` whose alternatives are each literal characters (`(?:get|set)`,
 * `(a|b)`, `(?<verb>get|set)`): the texts it matches, and where it ends.
 */
function groupAt(source: string, i: number): Element | undefined {
  const opening = GROUP_OPENING.exec(source.slice(i));
  if (opening === null) return undefined;
  const texts: string[] = [];
  for (let at = i + opening[0].length; ; ) {
    const { text, end } = literalRun(source, at);
    texts.push(text);
    if (source[end] === ")") return { texts, end: end + 1 };
    if (source[end] !== "|") return undefined;
    at = end + 1;
  }
}

/**
 * Keys a model plausibly sends, tried as one that no pattern matches: `^.*$`, written to mean every
 * key, leaves out only keys such as `\n`, which no model names.
 */
const ORDINARY_KEYS = ["foo", "a", "A", "_", "0", "key", "foo_bar", "fooBar", "foo-bar"];

/** Keys tried after `ORDINARY_KEYS`, most recognisable first: few patterns match them all (`^.*$` matches no `\n`). */
const UNUSUAL_KEYS = ["-", "~", " ", "", "\n"];

/**
 * One of a few keys (`ORDINARY_KEYS`, then `UNUSUAL_KEYS`) that no pattern of `patternSets`
 * (`patternProperties` objects) matches and that is `usable`, an ordinary one where one is, as a
 * diagnostic names it; `undefined` where none is (`patternProperties: { "": ... }` matches every
 * key), or where the validator refuses a pattern (see `refusesPattern`).
 */
export function keyMatchingNoPattern(patternSets: readonly Readonly<Record<string, JsonSchema>>[], usable: (key: string) => boolean): string | undefined {
  return refusesPattern(patternSets) ? undefined : firstMatchingNoPattern([...ORDINARY_KEYS, ...UNUSUAL_KEYS], patternSets, usable);
}

/**
 * One of a few ordinary keys (`ORDINARY_KEYS`) that no pattern of `patternSets` matches and that is
 * `usable`, where that alone is reported; `undefined` where none is, or where the validator refuses
 * a pattern (see `refusesPattern`).
 */
export function ordinaryKeyMatchingNoPattern(patternSets: readonly Readonly<Record<string, JsonSchema>>[], usable: (key: string) => boolean): string | undefined {
  return refusesPattern(patternSets) ? undefined : firstMatchingNoPattern(ORDINARY_KEYS, patternSets, usable);
}

/**
 * Whether the validator refuses a pattern of `patternSets`: that schema is GT3005 already, and no
 * argument passes it, so nothing at the keys it leaves is reported beside it.
 */
function refusesPattern(patternSets: readonly Readonly<Record<string, JsonSchema>>[]): boolean {
  return patternSets.some((patterns) => Object.keys(patterns).some((pattern) => unicodeRegex(pattern, patterns) === undefined));
}

/** The first of `keys` that is `usable` and that no pattern of `patternSets` matches. */
function firstMatchingNoPattern(keys: readonly string[], patternSets: readonly Readonly<Record<string, JsonSchema>>[], usable: (key: string) => boolean): string | undefined {
  return keys.find((key) => usable(key) && !patternSets.some((patterns) => patternsMatching(patterns, key).length > 0));
}
