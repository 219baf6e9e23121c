import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { compile, MAX_DEPTH, type Validator } from "../../src/validator/index.js";
import { jsonValue, toolSchema, wellFormed } from "../validator/schema-arbitraries.js";
import { importSchemaValidators } from "./load-module.js";

/** Values for a schema: JSON near the generated shapes, and some that JSON cannot hold. */
const valueArb = fc.oneof(
  { weight: 6, arbitrary: jsonValue },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, NaN, Infinity, 10n, new Date(0), () => 1, { a: undefined }, [1, , 2]) },
);

const SCHEMAS = 150;

function sample(): { schema: JsonSchemaObject; assertFormats: boolean; maxErrors: number }[] {
  const samples = fc.sample(fc.record({ schema: toolSchema, assertFormats: fc.boolean(), maxErrors: fc.constantFrom(1, 3, 100) }), { seed: 20260, numRuns: SCHEMAS * 3 });
  return wellFormed(samples).slice(0, SCHEMAS);
}

describe("ahead-of-time validators against the interpreter (fast-check)", () => {
  const cases = sample();
  const aot: Validator[] = [];

  beforeAll(async () => {
    for (const c of cases) {
      const validators = await importSchemaValidators([{ name: "t", schema: c.schema }], { assertFormats: c.assertFormats, maxErrors: c.maxErrors });
      aot.push(validators.t as Validator);
    }
  }, 120_000);

  it(`samples ${SCHEMAS} well-formed schemas`, () => {
    expect(cases.length).toBe(SCHEMAS);
    // The keywords most easily left out of a shrunk sample are there.
    for (const keyword of ["patternProperties", "dependentRequired", "dependentSchemas", "propertyNames", "minProperties", "maxProperties", "contains", "maxContains", "if", "then", "else", "unevaluatedProperties", "unevaluatedItems"]) {
      expect(cases.filter((c) => JSON.stringify(c.schema).includes(`"${keyword}"`)).length, keyword).toBeGreaterThan(10);
    }
  });

  it("returns the same result and the same errors, in the same order, for generated values", () => {
    const interpreters = cases.map((c) => compile(c.schema, { assertFormats: c.assertFormats, maxErrors: c.maxErrors }));
    const outcomes = { valid: 0, invalid: 0, errors: 0 };
    fc.assert(
      fc.property(fc.nat(cases.length - 1), valueArb, (i, value) => {
        const expected = (interpreters[i] as Validator)(value);
        expect((aot[i] as Validator)(value)).toStrictEqual(expected);
        if (expected.ok) outcomes.valid++;
        else (outcomes.invalid++, (outcomes.errors += expected.errors.length));
      }),
      { numRuns: 20_000, seed: 7 },
    );
    // The generated pairs exercise both outcomes, with many errors compared.
    expect(outcomes.valid).toBeGreaterThan(2000);
    expect(outcomes.invalid).toBeGreaterThan(2000);
    expect(outcomes.errors).toBeGreaterThan(outcomes.invalid);
  });

  // Schemas that branch in place over recursive `$ref`s included: the memo keeps those linear.
  it("agrees beyond the depth limit and on cyclic values", () => {
    const interpreters = cases.map((c) => compile(c.schema, { assertFormats: c.assertFormats, maxErrors: c.maxErrors }));
    let deep: unknown = 1;
    for (let i = 0; i < MAX_DEPTH + 5; i++) deep = i % 2 === 0 ? { a: deep, kind: "a" } : [deep];
    const cyclic: Record<string, unknown> = { kind: "a" };
    cyclic.a = cyclic;
    for (let i = 0; i < cases.length; i++) {
      for (const value of [deep, cyclic]) expect((aot[i] as Validator)(value)).toStrictEqual((interpreters[i] as Validator)(value));
    }
  });
});
