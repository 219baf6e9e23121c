import { describe, expect, it } from "vitest";
import { validate } from "../../src/validator/index.js";

describe("enum and const", () => {
  it("lists the allowed values in the message, `expected` and `params`", () => {
    expect(validate({ enum: ["celsius", "fahrenheit"] }, "kelvin")).toEqual({
      ok: false,
      errors: [
        {
          path: "",
          keyword: "enum",
          message: 'must be one of: "celsius", "fahrenheit"',
          schemaPath: "/enum",
          expected: ["celsius", "fahrenheit"],
          params: { allowedValues: ["celsius", "fahrenheit"] },
        },
      ],
    });
    expect(validate({ const: "circle" }, "square")).toEqual({
      ok: false,
      errors: [{ path: "", keyword: "const", message: 'must be "circle"', schemaPath: "/const", expected: "circle", params: { allowedValue: "circle" } }],
    });
  });

  it("compares as JSON: object key order is irrelevant, 1 equals 1.0, types are not mixed", () => {
    expect(validate({ const: { a: 1, b: [1, { c: null }] } }, { b: [1.0, { c: null }], a: 1 }).ok).toBe(true);
    expect(validate({ const: { a: 1 } }, { a: 1, b: 2 }).ok).toBe(false);
    expect(validate({ enum: [1, "1", true] }, 1.0).ok).toBe(true);
    expect(validate({ enum: [false] }, 0).ok).toBe(false);
    expect(validate({ enum: [[false]] }, [0]).ok).toBe(false);
    expect(validate({ const: null }, 0).ok).toBe(false);
    expect(validate({ enum: [{ a: [1, 2] }] }, { a: [2, 1] }).ok).toBe(false);
  });

  it("uses own properties only", () => {
    const inherited = Object.assign(Object.create({ a: 1 }) as object, {});
    expect(validate({ const: { a: 1 } }, inherited).ok).toBe(false);
  });

  it("shortens a long enum's message but keeps every value in `expected`", () => {
    const values = Array.from({ length: 30 }, (_, i) => i);
    const result = validate({ enum: values }, -1);
    expect(!result.ok && result.errors[0]?.message).toMatch(/, 19, \.\.\. \(10 more\)$/);
    expect(!result.ok && result.errors[0]?.expected).toEqual(values);
  });
});
