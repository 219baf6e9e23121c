import type { JsonTypeName } from "../../src/json-schema.js";
import { describe, expect, it } from "vitest";
import { compile, validate } from "../../src/validator/index.js";

describe("type", () => {
  it("accepts each JSON type by name, integer included", () => {
    const cases: [JsonTypeName, unknown][] = [["null", null], ["boolean", false], ["object", {}], ["array", []], ["number", 1.5], ["integer", 3], ["string", ""]];
    for (const [type, value] of cases) expect(validate({ type }, value)).toEqual({ ok: true });
  });

  it("counts 1.0 as an integer and a number, 1.5 as a number only", () => {
    expect(validate({ type: "integer" }, 1.0).ok).toBe(true);
    expect(validate({ type: "number" }, 1).ok).toBe(true);
    expect(validate({ type: "integer" }, 1.5)).toEqual({
      ok: false,
      errors: [{ path: "", keyword: "type", message: "must be integer, got number", schemaPath: "/type", expected: "integer", actual: "number" }],
    });
  });

  it("never coerces: a numeric string is not a number, 0 is not false, null is not an object", () => {
    expect(validate({ type: "number" }, "42").ok).toBe(false);
    expect(validate({ type: "boolean" }, 0).ok).toBe(false);
    expect(validate({ type: "object" }, null).ok).toBe(false);
    expect(validate({ type: "array" }, { length: 0 }).ok).toBe(false);
  });

  it("lists every allowed type in the message and `expected` for a type list", () => {
    const result = validate({ type: ["string", "number", "null"] }, true);
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          path: "",
          keyword: "type",
          message: "must be string, number or null, got boolean",
          schemaPath: "/type",
          expected: ["string", "number", "null"],
          actual: "boolean",
        },
      ],
    });
  });
});

describe("values that JSON cannot hold", () => {
  const cases: [string, unknown][] = [
    ["undefined", undefined],
    ["function", () => 1],
    ["symbol", Symbol("s")],
    ["bigint", 10n],
    ["NaN", NaN],
    ["Infinity", Infinity],
    ["-Infinity", -Infinity],
    ["Date", new Date(0)],
    ["Map", new Map()],
  ];

  it.each(cases)("reports %s as a type error naming it, for a typed schema", (actual, value) => {
    const result = validate({ type: ["object", "number", "string"] }, value);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      expect.objectContaining({ path: "", keyword: "type", schemaPath: "/type", actual, message: `must be object, number or string, got ${actual}` }),
    ]);
  });

  it.each(cases)("reports %s even where the schema has no type (`{}`, `true`, enum)", (actual, value) => {
    for (const schema of [{}, true, { enum: [1] }, { minimum: 3 }]) {
      const result = validate(schema, value);
      expect(result).toEqual({ ok: false, errors: [{ path: "", keyword: "type", message: `must be a JSON value, got ${actual}`, schemaPath: "", actual }] });
    }
  });

  it("names a class instance by its class", () => {
    class Point {
      x = 1;
    }
    const result = validate({ type: "object" }, new Point());
    expect(!result.ok && result.errors[0]?.actual).toBe("Point");
  });

  it("checks nested values wherever a subschema applies to them", () => {
    const validator = compile({ type: "object", properties: { a: { type: "number" }, b: {} }, additionalProperties: { type: "string" } });
    const result = validator({ a: NaN, b: undefined, c: 1n, d: "ok" });
    expect(!result.ok && result.errors.map((e) => [e.path, e.actual])).toEqual([
      ["/a", "NaN"],
      ["/b", "undefined"],
      ["/c", "bigint"],
    ]);
  });

  it("accepts an object with a null prototype as a plain object", () => {
    const value = Object.assign(Object.create(null) as object, { a: 1 });
    expect(validate({ type: "object", properties: { a: { type: "integer" } }, required: ["a"] }, value).ok).toBe(true);
  });

  it("reports the hole of a sparse array as undefined", () => {
    // eslint-disable-next-line no-sparse-arrays
    const result = validate({ type: "array", items: { type: "integer" } }, [1, , 3]);
    expect(!result.ok && result.errors.map((e) => [e.path, e.actual])).toEqual([["/1", "undefined"]]);
  });
});
