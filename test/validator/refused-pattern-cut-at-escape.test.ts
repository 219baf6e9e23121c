import { describe, expect, it } from "vitest";
import { checkSchema } from "../../src/validator/index.js";

/** The message of the one problem `checkSchema` finds with a string schema of this `pattern`. */
function refusal(pattern: string): string {
  const problems = checkSchema({ type: "string", pattern });
  expect(problems).toHaveLength(1);
  return problems[0]!.message;
}

const FILL = "a".repeat(99);
const UNTERMINATED = "is not a valid regular expression with the u flag: Unterminated group";

describe("a refused pattern quoted past 100 characters", () => {
  it("is cut before an escape the 100th character falls in, never after its backslash alone or inside it", () => {
    expect(refusal(`${FILL}\\d+(`)).toBe(`pattern '${FILL}…' ${UNTERMINATED}`);
    expect(refusal(`${"a".repeat(97)}\\u00e9+(`)).toBe(`pattern '${"a".repeat(97)}…' ${UNTERMINATED}`);
    expect(refusal(`${"a".repeat(95)}\\p{Lu}+(`)).toBe(`pattern '${"a".repeat(95)}…' ${UNTERMINATED}`);
  });

  it("keeps an escape that ends by the 100th character whole, and cuts between code points", () => {
    expect(refusal(`${"a".repeat(98)}\\d+(`)).toBe(`pattern '${"a".repeat(98)}\\d…' ${UNTERMINATED}`);
    expect(refusal(`${FILL}😀😀(`)).toBe(`pattern '${FILL}😀…' ${UNTERMINATED}`);
  });
});
