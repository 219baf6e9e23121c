import type { JsonSchema } from "../../src/json-schema.js";
import { describe, expect, it } from "vitest";
import { validate } from "../../src/validator/index.js";

const shapes: JsonSchema = {
  $defs: {
    circle: { type: "object", properties: { kind: { const: "circle" }, radius: { type: "number", minimum: 0 } }, required: ["kind", "radius"], additionalProperties: false },
    square: { type: "object", properties: { kind: { const: "square" }, side: { type: "number" } }, required: ["kind", "side"], additionalProperties: false },
  },
  type: "object",
  properties: { shape: { anyOf: [{ $ref: "#/$defs/circle" }, { $ref: "#/$defs/square" }] } },
};

describe("allOf, anyOf, oneOf, not", () => {
  it("reports every allOf branch's errors, in order", () => {
    const result = validate({ allOf: [{ type: "integer" }, { minimum: 5 }, { maximum: 3 }] }, 4.5);
    expect(!result.ok && result.errors.map((e) => e.schemaPath)).toEqual(["/allOf/0/type", "/allOf/1/minimum", "/allOf/2/maximum"]);
  });

  it("gives one error at the value for a plain anyOf, naming the types its branches take when the value is of none", () => {
    expect(validate({ anyOf: [{ type: "string" }, { type: "integer" }] }, 1.5)).toEqual({
      ok: false,
      errors: [
        {
          path: "",
          keyword: "anyOf",
          message: "must match at least one schema in anyOf: must be string or integer, got number",
          schemaPath: "/anyOf",
          expected: ["string", "integer"],
          actual: "number",
        },
      ],
    });
    // A branch that takes any type: no list to give.
    expect(validate({ anyOf: [{ type: "string" }, { minimum: 2 }] }, 1)).toEqual({
      ok: false,
      errors: [
        { path: "", keyword: "anyOf", message: "must match at least one schema in anyOf; the closest is anyOf/1, whose errors follow", schemaPath: "/anyOf", params: { closest: 1 } },
        { path: "", keyword: "minimum", message: "must be >= 2", schemaPath: "/anyOf/1/minimum", expected: 2, params: { limit: 2 } },
      ],
    });
  });

  it("reports a discriminated union's selected branch only", () => {
    const result = validate(shapes, { shape: { kind: "circle", radius: -1, side: 2 } });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: "/shape", keyword: "anyOf", message: 'must match the anyOf schema for kind = "circle"', schemaPath: "/properties/shape/anyOf", params: { discriminator: "kind", branch: 0 } },
        { path: "/shape/radius", keyword: "minimum", message: "must be >= 0", schemaPath: "/$defs/circle/properties/radius/minimum", expected: 0, params: { limit: 0 } },
        {
          path: "/shape/side",
          keyword: "additionalProperties",
          message: "property 'side' is not allowed; allowed: 'kind', 'radius'",
          schemaPath: "/$defs/circle/additionalProperties",
          params: { additionalProperty: "side" },
        },
      ],
    });
  });

  it("names the allowed constants when the discriminator matches no branch", () => {
    expect(validate(shapes, { shape: { kind: "triangle" } })).toEqual({
      ok: false,
      errors: [
        {
          path: "/shape",
          keyword: "anyOf",
          message: `property 'kind' must be one of: "circle", "square"`,
          schemaPath: "/properties/shape/anyOf",
          params: { discriminator: "kind", allowedValues: ["circle", "square"] },
        },
      ],
    });
    expect(validate(shapes, { shape: { kind: "square", side: 2 } }).ok).toBe(true);
  });

  it("names the allowed constants when the value lacks the discriminator every branch requires", () => {
    const result = validate(shapes, { shape: { side: 1 } });
    expect(!result.ok && result.errors.map((e) => [e.path, e.keyword, e.message, e.params])).toEqual([
      ["/shape", "anyOf", `missing required property 'kind', which must be one of: "circle", "square"`, { discriminator: "kind", allowedValues: ["circle", "square"] }],
    ]);
  });

  it("reports the closest branch for a value without the discriminator, which a branch may leave optional", () => {
    const streams: JsonSchema = {
      anyOf: [
        { type: "object", properties: { stream: { const: false }, model: { type: "string" } }, required: ["model"], additionalProperties: false },
        { type: "object", properties: { stream: { const: true }, model: { type: "string" } }, required: ["stream", "model"], additionalProperties: false },
      ],
    };
    expect(validate(streams, { model: "m" }).ok).toBe(true);
    const wrong = validate(streams, { model: 1 });
    expect(!wrong.ok && wrong.errors.map((e) => [e.path, e.keyword, e.params])).toEqual([
      ["", "anyOf", { closest: 0 }],
      ["/model", "type", undefined],
    ]);
  });

  it("treats oneOf like anyOf, and also refuses a value matching several branches", () => {
    const schema: JsonSchema = { oneOf: [{ type: "integer" }, { minimum: 2 }, { maximum: 10 }] };
    expect(validate(schema, 1.5).ok).toBe(true);
    expect(validate(schema, 5)).toEqual({
      ok: false,
      errors: [{ path: "", keyword: "oneOf", message: "must match exactly one schema in oneOf, but matches 3 (0, 1, 2)", schemaPath: "/oneOf", params: { passingSchemas: [0, 1, 2] } }],
    });
    expect(validate({ oneOf: [{ type: "string" }, { type: "null" }] }, 1)).toEqual({
      ok: false,
      errors: [
        {
          path: "",
          keyword: "oneOf",
          message: "must match exactly one schema in oneOf, but matches none: must be string or null, got integer",
          schemaPath: "/oneOf",
          expected: ["string", "null"],
          actual: "integer",
        },
      ],
    });
  });

  it("finds a discriminated oneOf's branch by constant, whatever the constant's type", () => {
    const schema: JsonSchema = { oneOf: [{ properties: { v: { const: 1 }, a: { type: "string" } } }, { properties: { v: { const: 2 }, a: { type: "integer" } } }] };
    expect(validate(schema, { v: 2, a: 3 }).ok).toBe(true);
    const result = validate(schema, { v: 1.0, a: 3 });
    expect(!result.ok && result.errors.map((e) => e.schemaPath)).toEqual(["/oneOf", "/oneOf/0/properties/a/type"]);
  });

  it("reports not at the value", () => {
    expect(validate({ not: { type: "string" } }, "x")).toEqual({
      ok: false,
      errors: [{ path: "", keyword: "not", message: "must not match the schema in 'not'", schemaPath: "/not" }],
    });
    expect(validate({ not: { type: "string" } }, 1).ok).toBe(true);
  });

  it("handles boolean subschemas", () => {
    expect(validate({ anyOf: [false, true] }, 1).ok).toBe(true);
    expect(validate({ allOf: [true, false] }, 1)).toEqual({
      ok: false,
      errors: [{ path: "", keyword: "false", message: "no value is allowed here", schemaPath: "/allOf/1" }],
    });
    expect(validate(false, null).ok).toBe(false);
    expect(validate(true, { any: ["thing"] }).ok).toBe(true);
  });
});

describe("if/then/else, dependentSchemas", () => {
  const shipping: JsonSchema = {
    type: "object",
    if: { properties: { country: { const: "US" } }, required: ["country"] },
    then: { properties: { zip: { type: "string", pattern: "^\\d{5}$" } }, required: ["zip"] },
    else: { properties: { postcode: { type: "string" } }, required: ["postcode"] },
  };

  it("applies then to a value that matches if, else to one that does not, and reports the branch's errors, then why it applies", () => {
    expect(validate(shipping, { country: "US", zip: "12345" })).toEqual({ ok: true });
    expect(validate(shipping, { country: "NO", postcode: "0150" })).toEqual({ ok: true });
    expect(validate(shipping, { country: "US", zip: "1234" })).toEqual({
      ok: false,
      errors: [
        { path: "/zip", keyword: "pattern", message: "must match pattern ^\\d{5}$", schemaPath: "/then/properties/zip/pattern", expected: "^\\d{5}$", params: { pattern: "^\\d{5}$" } },
        { path: "", keyword: "if", message: "must match the schema in 'then', as the value matches the one in 'if'", schemaPath: "/if", params: { failingKeyword: "then" } },
      ],
    });
    expect(validate(shipping, { country: "NO" })).toEqual({
      ok: false,
      errors: [
        { path: "/postcode", keyword: "required", message: "missing required property 'postcode'", schemaPath: "/else/required", params: { missingProperty: "postcode" } },
        { path: "", keyword: "if", message: "must match the schema in 'else', as the value does not match the one in 'if'", schemaPath: "/if", params: { failingKeyword: "else" } },
      ],
    });
  });

  it("adds no if error when the selected branch passes and the value fails elsewhere, nor past maxErrors", () => {
    const schema: JsonSchema = { ...shipping, properties: { country: { type: "string" } } };
    expect(validate(schema, { country: 1, postcode: "0150" })).toEqual({
      ok: false,
      errors: [{ path: "/country", keyword: "type", message: "must be string, got integer", schemaPath: "/properties/country/type", expected: "string", actual: "integer" }],
    });
    expect(validate(shipping, { country: "NO" }, { maxErrors: 1 })).toEqual({
      ok: false,
      errors: [{ path: "/postcode", keyword: "required", message: "missing required property 'postcode'", schemaPath: "/else/required", params: { missingProperty: "postcode" } }],
    });
  });

  it("ignores then and else without if, and if without then and else", () => {
    expect(validate({ then: false, else: false }, 1)).toEqual({ ok: true });
    expect(validate({ if: false }, 1)).toEqual({ ok: true });
    expect(validate({ if: true, else: false }, 1)).toEqual({ ok: true });
    expect(validate({ if: true, then: false }, 1).ok).toBe(false);
  });

  it("applies a dependentSchemas schema to the whole object when its property is there", () => {
    const schema: JsonSchema = { dependentSchemas: { card: { required: ["cvc"], properties: { cvc: { type: "string" } } } } };
    expect(validate(schema, { other: 1 })).toEqual({ ok: true });
    expect(validate(schema, ["card"])).toEqual({ ok: true });
    expect(validate(schema, { card: 1, cvc: 2 })).toEqual({
      ok: false,
      errors: [{ path: "/cvc", keyword: "type", message: "must be string, got integer", schemaPath: "/dependentSchemas/card/properties/cvc/type", expected: "string", actual: "integer" }],
    });
  });
});
