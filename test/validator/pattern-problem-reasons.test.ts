import { describe, expect, it } from "vitest";
import { checkSchema } from "../../src/validator/index.js";

// A refused pattern's problem gives the reason of the error that refused it, without the pattern
// V8's (and regexpp's) message quotes before it. An error that quotes none is given whole.

describe("the reason a refused pattern's problem gives", () => {
  it("says how deep a pattern's groups nest past what can be checked, where regexpp's parser overflowed the stack", () => {
    const nested = `${"(?:".repeat(10_000)}a${")".repeat(10_000)}`;
    expect(checkSchema({ pattern: nested })[0]?.message).toBe(
      `pattern '${nested.slice(0, 100)}…' nests its groups 10000 deep, more than the 256 that can be checked for catastrophic backtracking: write it with fewer groups inside one another`,
    );
  });

  it("is what follows the quoted pattern in V8's message", () => {
    expect(checkSchema({ pattern: "^x\\-" })[0]?.message).toBe("pattern '^x\\-' is not a valid regular expression with the u flag: Invalid escape");
  });
});
