import { describe, expect, it } from "vitest";
import { templateVerdicts } from "./helpers/template-verdicts.js";

// Where a template ends `${string}<text>${string}`, TypeScript takes any string that holds the text
// (after the template's other parts): the last ${string} takes whatever follows the first
// occurrence. A text whose first character recurs in it (` - `) refused `New York - NY`.
describe("a template literal ending in ${string}, a text, then ${string}", () => {
  it.each([
    ["`${string} - ${string}`", ["New York - NY", "a - b - c", " - ", "a -b", "a- b", "a  -  b", "-", "x - ", " -  - ", "a - "]],
    ["`${string}--${string}`", ["a---b", "--", "-", "a-b--", "---", "a-b"]],
    ["`${string}aba${string}`", ["xabababy", "aba", "abba", "ababa", "ab"]],
    ["`id:${string} - ${string}`", ["id:New York - NY", "id: - ", "New York - NY", "id:a-b"]],
    ["`${string} - ${number}`", ["a - 1", "a - b - 1", "a - 1.5", "New York - 12"]],
  ])("%s takes what TypeScript takes", (type, samples) => {
    const verdicts = templateVerdicts(type, samples);
    const differing = verdicts.filter((v) => v.schema !== v.tsc);
    // `${string} - ${number}` is still approximate (the text's first character recurs in it): it may refuse, never take, more.
    if (type.includes("${number}")) expect(differing.every((v) => v.tsc && !v.schema)).toBe(true);
    else expect(differing).toEqual([]);
  });
});
