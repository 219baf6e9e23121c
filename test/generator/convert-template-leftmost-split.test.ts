import { describe, expect, it } from "vitest";
import { templateVerdicts } from "./helpers/template-verdicts.js";

describe("a template literal's ${string} before more of the template", () => {
  it.each([
    ["`${string}.${number}`", ["a.1", "a.b.1", "a..1", ".1", "a.b", "a.1.5"]],
    ["`${string}:${number}`", ["host:80", "a:b:80", "[::1]:80", ":80"]],
    ["`${string}-${string}`", ["a-b", "a-b-c", "-", "ab"]],
    ["`${string}${number}`", ["a1", "ab1", "a12", "1", "a"]],
    ["`${string}]${number}`", ["a]1", "a]b]1"]],
    ["`${string}ab${number}`", ["xab1", "xaab1", "xabab1"]],
  ])("%s takes no string TypeScript refuses where it splits at the first text after it", (type, samples) => {
    const verdicts = templateVerdicts(type, samples);
    expect(verdicts.filter((v) => v.schema && !v.tsc)).toEqual([]);
    expect(verdicts.some((v) => v.schema)).toBe(true);
  });

  it("takes what TypeScript takes where the text after it is one character", () => {
    const verdicts = templateVerdicts("`${string}.${string}:${number}`", ["a.b:1", "a.b.c:1", "a.b:c:1", "a:b.c:1", ".:1", "a.b:"]);
    expect(verdicts.filter((v) => v.schema !== v.tsc)).toEqual([]);
  });
});
