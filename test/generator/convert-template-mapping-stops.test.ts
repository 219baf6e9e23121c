import { describe, expect, it } from "vitest";
import { templateVerdicts } from "./helpers/template-verdicts.js";

// TypeScript splits a string at the first text after a placeholder (a placeholder right before
// another takes one character): Uppercase<string> and its kin there hold no character that text
// starts with, as ${string} does.
describe("a template literal's Uppercase<string> or Capitalize<string> before more of the template", () => {
  it.each([
    ["`${Uppercase<string>}.${number}`", ["A.1", "A.B.1", "A.1.5", ".1", "a.1"]],
    ["`${Uppercase<string>}${number}`", ["A1", "AB1", "1", "A"]],
    ["`${Lowercase<string>}-${string}`", ["a-b", "a-b-c", "-", "A-b"]],
    ["`${Capitalize<string>}:${number}`", ["Ab:1", "Ab:c:1", ":1", "ab:1"]],
    ["`${Uncapitalize<string>}${number}`", ["a1", "ab1", "A1"]],
  ])("%s takes what TypeScript takes", (type, samples) => {
    expect(templateVerdicts(type, samples).filter((v) => v.schema !== v.tsc)).toEqual([]);
  });
});
