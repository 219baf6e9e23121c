import type { JsonSchema } from "../../src/json-schema.js";
import { patternsMatching, unicodeRegex } from "./object-keys.js";

/** Characters a pattern means as themselves: neither syntax (`.`, `(`, `[`, `\`) nor a quantifier. */
const PLAIN = /[^\\^$.|?*+()[\]{}]/u;

/**
 * A key that `pattern` (a name in `patterns`, a `patternProperties`) matches and `excluded` does
 * not hold, where one of a few made from the pattern's literal start is: `x-a` for `^x-`, `_id` for
 * `_id$`, `0` for `^\d+$`. Each is tried against the pattern, so a key given is one it matches;
 * `undefined` where none is (`^(?:get|set)`), or the pattern is no regular expression in unicode mode.
 */
export function keyMatching(pattern: string, patterns: Readonly<Record<string, JsonSchema>>, excluded: ReadonlySet<string>): string | undefined {
  const regex = unicodeRegex(pattern, patterns);
  if (regex === undefined) return undefined;
  const start = literalStart(pattern.startsWith("^") ? pattern.slice(1) : pattern);
  // The last character of the start may be optional (`^xs?`), so without it too.
  const stems = [start, start.slice(0, -1)];
  return stems.flatMap((stem) => [`${stem}a`, stem, `${stem}0`]).find((key) => key !== "" && !excluded.has(key) && regex.test(key));
}

/** The characters `source` starts with that it means as themselves (`\-` included), up to its first syntax. */
function literalStart(source: string): string {
  let start = "";
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    const next = source[i + 1];
    if (char === "\\" && next !== undefined && !/[\p{L}\p{N}]/u.test(next)) start += source[++i];
    else if (PLAIN.test(char)) start += char;
    else break;
  }
  return start;
}

/** Keys tried as one that no pattern matches: few patterns match them all (`^.*$` matches no `\n`). */
const UNMATCHED_KEYS = ["\n", "", " ", "~", "0", "a", "_", "A", "-"];

/**
 * One of a few keys (`UNMATCHED_KEYS`) that no pattern of `patternSets` (`patternProperties`
 * objects) matches and that is `usable`; `undefined` where none is (`patternProperties: { "": ... }`
 * matches every key). A pattern that is no regular expression in unicode mode matches none, as
 * `matchingPatterns` has it.
 */
export function keyMatchingNoPattern(patternSets: readonly Readonly<Record<string, JsonSchema>>[], usable: (key: string) => boolean): string | undefined {
  return UNMATCHED_KEYS.find((key) => usable(key) && !patternSets.some((patterns) => patternsMatching(patterns, key).length > 0));
}
