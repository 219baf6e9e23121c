import { describe, expect, it } from "vitest";
import { checkSchema } from "../../src/validator/index.js";

/** The messages of the problems `checkSchema` finds with a string schema of this `pattern`. */
const problems = (pattern: string): string[] => checkSchema({ type: "string", pattern }).map(({ message }) => message);

/** `depth` groups opened by `open(i)` inside one another around `inner`. */
const nested = (depth: number, open: (i: number) => string, inner: string): string =>
  Array.from({ length: depth }, (_, i) => open(i)).join("") + inner + ")".repeat(depth);

describe("how deep a pattern's groups nest, as the 256-deep limit counts it", () => {
  it("counts no escaped parenthesis and none in a character class: 200 groups around 300 of each pass", () => {
    const text = `${"\\(".repeat(300)}${"[(]".repeat(300)}${"[\\])]".repeat(300)}a${"\\)".repeat(300)}`;
    expect(problems(nested(200, () => "(?:", text))).toEqual([]);
  });

  it("counts a named group, a lookahead and a lookbehind as one level each", () => {
    const kinds = [(i: number) => `(?<g${i}>`, () => "(?=", () => "(?<="];
    expect(problems(nested(255, (i) => kinds[i % 3]!(i), "a"))).toEqual([]);
    expect(problems(nested(257, (i) => kinds[i % 3]!(i), "a"))[0]).toMatch(/ nests its groups 257 deep, more than the 256 /);
  });
});
