import { describe, expect, it } from "vitest";
import { checkSchema } from "../../src/validator/index.js";

/** The message of the one problem `checkSchema` finds with a string schema of this `pattern`. */
function refusal(pattern: string): string {
  const problems = checkSchema({ type: "string", pattern });
  expect(problems).toHaveLength(1);
  return problems[0]!.message;
}

const LONG = "x".repeat(3000);
const SHOWN = `${"x".repeat(100)}…`;
const REWRITE = "rewrite it so that each repetition can match a given text in only one way";

describe("a catastrophic-backtracking problem", () => {
  it("cuts each subpattern it quotes past 100 characters, as the refused pattern is, where it quoted thousands", () => {
    const message = refusal(`^(${LONG}|${LONG})*$`);
    expect(message).toBe(
      `pattern '^(${"x".repeat(98)}…' can backtrack catastrophically (exponential time on some inputs): in '(${"x".repeat(99)}…', the alternatives '${SHOWN}' and '${SHOWN}' can start with the same character; ${REWRITE}`,
    );
    expect(refusal(`^(?:${LONG}[a-z]+)+$`)).toBe(
      `pattern '^(?:${"x".repeat(96)}…' can backtrack catastrophically (exponential time on some inputs): in '(?:${"x".repeat(97)}…', '[a-z]+' can take characters that the next repetition could match; ${REWRITE}`,
    );
  });

  it("quotes a short subpattern whole", () => {
    expect(refusal("^(a+)+$")).toBe(`pattern '^(a+)+$' can backtrack catastrophically (exponential time on some inputs): in '(a+)+', 'a+' can take characters that the next repetition could match; ${REWRITE}`);
  });
});
