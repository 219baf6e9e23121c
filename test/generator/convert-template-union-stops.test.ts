import { describe, expect, it } from "vitest";
import { templateVerdicts } from "./helpers/template-verdicts.js";

// TypeScript expands a union inside a template literal into one template per member, and splits a
// string at the first text after each placeholder: the pattern written for them all as one stops
// each member's placeholder where that member's text starts.
describe("template literals of one union that differ in a text right after a placeholder", () => {
  it.each([
    ['`${number}${"." | "-"}${number}`', ["1.5", "1-5", "1.5e3.2", "1.5-2", "1-5.5", "1e-5-3"]],
    ['`${string}${"." | "-"}${number}`', ["a.5", "a.b.5", "a.b-5", "a-b.5"]],
    ['`${bigint}${"-" | "" | "x"}${bigint}`', ["1-2", "-1-2", "12", "-1x2", "1x-2", "-12"]],
  ])("%s takes what TypeScript takes", (type, samples) => {
    expect(templateVerdicts(type, samples).filter((v) => v.schema !== v.tsc)).toEqual([]);
  });
});
