import { describe, expect, it } from "vitest";
import { templateVerdicts } from "./helpers/template-verdicts.js";

// TypeScript splits a string at the first text after a placeholder (a placeholder right before
// another takes one character) and checks each piece: a ${number} or ${bigint} there holds no
// character that text starts with.
describe("a template literal's ${number} or ${bigint} before more of the template", () => {
  it.each([
    ["`${number}.${number}`", ["1.5", "1.5e3.2", "1.2.3", "1..2", ".5.5", "1.5.", "15", "-1e5.2", "1e-3.5"]],
    ["`${number}-${number}`", ["1-2", "1e-5-3", "-1-2", "1--2", "1-", "-1--2", "1e+5-2", "+1-2"]],
    ["`${number}+${number}`", ["1+2", "1e+5+3", "+1+2", "1++2", "-1+2", "1e-5+2"]],
    ["`${number}e${number}`", ["1e2", "1e2e3", "2e", "1E5e2", "1.5e-2"]],
    ["`${number}${number}`", ["12", "-1-2", "1-2", "1.5", "1e5", "11.5", "1.1.1", "-12", "00"]],
    ["`${number}0${number}`", ["102", "1002", "305", "1.50.5", "-0.5", "0", "9e-10", "1e-90"]],
    ["`${number}${string}`", ["1a", "12a", "-1", "1"]],
    ["`${bigint}${bigint}`", ["12", "-1-2", "10", "01", "1-2", "-12"]],
    ["`${bigint}-${bigint}`", ["1-2", "-1--2", "1-", "-1-2", "0-0"]],
    ["`${bigint}0${bigint}`", ["102", "1002", "00", "000", "-101"]],
    ["`${bigint}1${bigint}`", ["213", "11", "0101", "-212"]],
  ])("%s takes what TypeScript takes", (type, samples) => {
    expect(templateVerdicts(type, samples).filter((v) => v.schema !== v.tsc)).toEqual([]);
  });
});
