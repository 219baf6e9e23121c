import type { JsonSchema } from "../../src/json-schema.js";
import { describe, expect, it } from "vitest";
import { validate } from "../../src/validator/index.js";

function firstError(schema: JsonSchema, value: unknown) {
  const result = validate(schema, value);
  return result.ok ? undefined : result.errors[0];
}

describe("number keywords", () => {
  it("checks inclusive and exclusive limits, with the limit in the message and params", () => {
    expect(firstError({ minimum: 5 }, 4)).toEqual({ path: "", keyword: "minimum", message: "must be >= 5", schemaPath: "/minimum", expected: 5, params: { limit: 5 } });
    expect(firstError({ maximum: 5 }, 6)?.message).toBe("must be <= 5");
    expect(firstError({ exclusiveMinimum: 0 }, 0)?.message).toBe("must be > 0");
    expect(firstError({ exclusiveMaximum: 10 }, 10)?.message).toBe("must be < 10");
    expect(validate({ minimum: 5, maximum: 5 }, 5).ok).toBe(true);
    expect(validate({ exclusiveMinimum: 0, exclusiveMaximum: 1 }, 0.5).ok).toBe(true);
  });

  it("ignores non-numbers", () => {
    expect(validate({ minimum: 5, multipleOf: 2 }, "3").ok).toBe(true);
  });

  it("decides multipleOf on decimal values, not binary floating point", () => {
    expect(validate({ multipleOf: 0.0001 }, 0.0075).ok).toBe(true);
    expect(validate({ multipleOf: 0.0001 }, 0.00751).ok).toBe(false);
    expect(validate({ multipleOf: 0.1 }, 0.3).ok).toBe(true);
    expect(validate({ multipleOf: 0.01 }, 19.99).ok).toBe(true);
    expect(validate({ multipleOf: 1.5 }, 4.5).ok).toBe(true);
    expect(validate({ multipleOf: 1.5 }, 35).ok).toBe(false);
    expect(validate({ multipleOf: 3 }, -9).ok).toBe(true);
    expect(validate({ multipleOf: 3 }, 9.5).ok).toBe(false);
    expect(validate({ multipleOf: 1e-8 }, 12391239123).ok).toBe(true);
    expect(validate({ multipleOf: 0.123456789 }, 1e308).ok).toBe(false);
    expect(validate({ multipleOf: 7 }, 7e300).ok).toBe(true);
    expect(firstError({ multipleOf: 0.5 }, 0.3)).toEqual({
      path: "",
      keyword: "multipleOf",
      message: "must be a multiple of 0.5",
      schemaPath: "/multipleOf",
      expected: 0.5,
      params: { multipleOf: 0.5 },
    });
  });
});
