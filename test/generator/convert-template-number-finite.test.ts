import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { validate } from "../../src/validator/index.js";
import { makeProject } from "../convert/harness.js";

/** Strings TypeScript takes for `${number}` and strings it refuses, around overflow to Infinity. */
const SAMPLES = [
  "1", "-1.5", "+.5", "5.", "007", "1E+21", "6.02e+23", "1e-999", "9.5e+307", "1e307", "1e00",
  "9".repeat(308), `${"0".repeat(400)}1`, `${"9".repeat(308)}.5e-3`,
  "1e308", "1.7976931348623157e+308", "12e5", "0e999", "0x1F", " 1",
  "1e999", "-1e309", "1.8e308", "9".repeat(309), `${"2".repeat(309)}e0`, "Infinity", "NaN", "", ".", "-", "1e", "1_000",
];

/** Of these, the ones the pattern must take: decimal notation below 1e308, as a caller writes it. */
const TAKEN = ["1", "-1.5", "+.5", "5.", "007", "1E+21", "6.02e+23", "1e-999", "9.5e+307", "1e307", "1e00", "9".repeat(308), `${"0".repeat(400)}1`, `${"9".repeat(308)}.5e-3`];

describe("a template literal's ${number}", () => {
  it("takes no string TypeScript refuses, such as one overflowing to Infinity, and takes decimal notation below 1e308", () => {
    const types = { plain: "`${number}`", prefixed: "`id_${number}`" };
    const samples = Object.entries(types).flatMap(([key, type]) =>
      SAMPLES.map((text) => ({ key, type, value: key === "prefixed" ? `id_${text}` : text })),
    );
    const p = makeProject({
      "a.ts": `/** Tool. */\nexport function f(/** Plain. */ plain: ${types.plain}, /** Prefixed. */ prefixed: ${types.prefixed}) {}\n`,
      "samples.ts": samples.map((s, i) => `export const s${i}: ${s.type} = ${JSON.stringify(s.value)};`).join("\n"),
    });
    const sampleFile = p.program.getSourceFile("/project/samples.ts");
    const refusedLines = new Set(
      p.program.getSemanticDiagnostics(sampleFile).map((d) => sampleFile?.getLineAndCharacterOfPosition(d.start ?? 0).line),
    );
    const { inputSchema } = p.tool("f");
    expect(p.problems("f")).toEqual([]);
    const properties = inputSchema.properties as Record<string, JsonSchemaObject>;
    const verdicts = samples.map((s, i) => ({
      value: s.value.length > 40 ? `${s.value.slice(0, 12)}… (${s.value.length} characters)` : s.value,
      tsc: !refusedLines.has(i),
      schema: validate(properties[s.key] as JsonSchemaObject, s.value).ok,
    }));
    expect(verdicts.filter((v) => v.schema && !v.tsc)).toEqual([]);
    // What the pattern refuses though TypeScript takes it: other notations, and finite values a
    // regular expression cannot tell from overflowing ones.
    const stricter = ["1e308", "1.7976931348623157e+308", "12e5", "0e999", "0x1F", " 1"];
    expect(verdicts.filter((v) => v.tsc && !v.schema).map((v) => v.value)).toEqual([...stricter, ...stricter.map((text) => `id_${text}`)]);
    const taken = verdicts.filter((_, i) => TAKEN.includes(SAMPLES[i % SAMPLES.length] as string));
    expect(taken.filter((v) => !v.schema || !v.tsc)).toEqual([]);
    expect(taken.length).toBe(TAKEN.length * 2);
  });
});
