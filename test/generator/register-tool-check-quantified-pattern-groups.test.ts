import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

// A pattern whose literal start has a quantified group gets a key made up as the quantifier
// requires (one repetition of the first alternative for `+`, none for `?` and `*`, two for `{2}`),
// so the values of the keys it matches are compared with the handler's index signature.

const PATTERNS = ["^(a|b)+x", "^(?:ab)?c", "^(?:ab)*c", "^(ab){2}c"];

const HANDLER = "{ tags: Record<string, string> }";

/** A tool whose tags' values are of `type` where `pattern` matches. */
const tagsTool = (name: string, pattern: string, type: string): string => registered(name, objectParameter("tags", `patternProperties: { "${pattern}": { type: "${type}" } }, additionalProperties: false`), HANDLER);

const tools = ['import { registerTool } from "gen-tools";', ...PATTERNS.flatMap((pattern, i) => [tagsTool(`fit_${i}`, pattern, "string"), tagsTool(`mismatch_${i}`, pattern, "number")])].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check compares a pattern that starts with a quantified group with the handler's index signature", () => {
  it.each(PATTERNS.map((pattern, i) => [pattern, i] as const))("reports values of %s the index signature does not take (GT3004 at the pattern's type)", (pattern, i) => {
    const name = `mismatch_${i}`;
    expect(check.about(name)).toEqual([
      `${check.at(name, `"${pattern}": { type: `, '"number"')} - error GT3004: tool '${name}': property 'tags./${pattern}/' is number in the schema but string in the handler's type`,
    ]);
  });

  it.each(PATTERNS.map((pattern, i) => [pattern, i] as const))("gives no diagnostic where the index signature takes the values of %s", (_, i) => {
    expect(check.about(`fit_${i}`)).toEqual([]);
  });
});
