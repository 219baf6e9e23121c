import { describe, expect, it } from "vitest";
import { templateVerdicts } from "./helpers/template-verdicts.js";

/** Strings TypeScript takes for `${number}` and strings it refuses, around overflow to Infinity. */
const SAMPLES = [
  "1", "-1.5", "+.5", "5.", "007", "1E+21", "6.02e+23", "1e-999", "9.5e+307", "1e307", "1e00",
  "9".repeat(308), `${"0".repeat(400)}1`, `${"9".repeat(308)}.5e-3`,
  "1e308", "1.7976931348623157e+308", "12e5", "0e999", "0x1F", " 1",
  "1e999", "-1e309", "1.8e308", "9".repeat(309), `${"2".repeat(309)}e0`, "Infinity", "NaN", "", ".", "-", "1e", "1_000",
];

/** Of these, the ones the pattern must take: decimal notation below 1e308, as a caller writes it. */
const TAKEN = SAMPLES.slice(0, 14);

/**
 * What the pattern refuses though TypeScript takes it: other notations, and finite values a regular
 * expression cannot tell from overflowing ones.
 */
const STRICTER = ["1e308", "1.7976931348623157e+308", "12e5", "0e999", "0x1F", " 1"];

describe("a template literal's ${number}", () => {
  it.each([
    ["`${number}`", ""],
    ["`id_${number}`", "id_"],
  ])("%s takes no string TypeScript refuses, such as one overflowing to Infinity, and takes decimal notation below 1e308", (type, prefix) => {
    const verdicts = templateVerdicts(type, SAMPLES.map((text) => prefix + text));
    expect(verdicts.filter((v) => v.schema && !v.tsc)).toEqual([]);
    expect(verdicts.filter((v) => v.tsc && !v.schema).map((v) => v.value)).toEqual(STRICTER.map((text) => prefix + text));
    expect(verdicts.slice(0, TAKEN.length).filter((v) => !v.schema || !v.tsc)).toEqual([]);
  });
});
