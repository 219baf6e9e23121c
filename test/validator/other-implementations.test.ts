import { Validator as CfworkerValidator, type Schema } from "@cfworker/json-schema";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { compile } from "../../src/validator/index.js";
import { jsonValue, toolSchema, wellFormed } from "./schema-arbitraries.js";

/**
 * The interpreter against two implementations of the draft of their own, Ajv 8 (compiled) and
 * `@cfworker/json-schema` (an interpreter), on generated schema/value pairs: whether each value is
 * valid. Where the two agree, the interpreter must too; where they differ (each has bugs of its
 * own: Ajv skips `contains` on an empty array after a `prefixItems` `$ref` to `true`), the pair
 * says nothing. The AOT validators are compared with the interpreter error for error
 * (test/aot/equivalence.test.ts); this catches a misreading of the draft that both would share.
 * Formats are left out (annotations here, assertions in `@cfworker`).
 */
const SCHEMAS = 150;

/** A copy without `format`: the generated schemas use no property of that name. */
function withoutFormats(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFormats);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== "format").map(([key, v]) => [key, withoutFormats(v)]));
}

/** A verdict, or `undefined` when the implementation throws (both call methods of a value's own properties in places). */
function verdict(check: () => boolean): boolean | undefined {
  try {
    return check();
  } catch {
    return undefined;
  }
}

describe("the interpreter against Ajv and @cfworker/json-schema (fast-check)", () => {
  const samples = wellFormed(fc.sample(toolSchema.map((schema) => ({ schema })), { seed: 4242, numRuns: SCHEMAS * 3 })).slice(0, SCHEMAS);
  const ajv = new Ajv2020({ strict: false, multipleOfPrecision: 9 });
  const implementations = samples.map(({ schema: generated }) => {
    const schema = withoutFormats(generated) as JsonSchemaObject;
    const cfworker = new CfworkerValidator(schema as Schema, "2020-12", true);
    return { schema, ours: compile(schema), ajv: ajv.compile(schema), cfworker: (value: unknown) => cfworker.validate(value).valid };
  });

  it(`agrees on every value's validity where both agree, for ${SCHEMAS} schemas`, () => {
    expect(implementations.length).toBe(SCHEMAS);
    const outcomes = { valid: 0, invalid: 0, undecided: 0 };
    fc.assert(
      // As JSON.parse makes them: fast-check builds some objects without a prototype, which Ajv tells from `{}`.
      fc.property(fc.nat(implementations.length - 1), jsonValue.map((v) => JSON.parse(JSON.stringify(v)) as unknown), (i, value) => {
        const { schema, ours, ajv: byAjv, cfworker } = implementations[i] as (typeof implementations)[number];
        const expected = verdict(() => byAjv(value));
        if (expected === undefined || expected !== verdict(() => cfworker(value))) {
          outcomes.undecided++;
          return;
        }
        expect(ours(value).ok, `${JSON.stringify(schema)} on ${JSON.stringify(value)}`).toBe(expected);
        outcomes[expected ? "valid" : "invalid"]++;
      }),
      { numRuns: 20_000, seed: 11 },
    );
    expect(outcomes.valid).toBeGreaterThan(2000);
    expect(outcomes.invalid).toBeGreaterThan(2000);
    expect(outcomes.undecided).toBeLessThan(2000);
  });
});
