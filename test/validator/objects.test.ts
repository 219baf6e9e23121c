import type { JsonSchema, JsonSchemaObject } from "../../src/json-schema.js";
import { describe, expect, it } from "vitest";
import { compile, validate, type Validator } from "../../src/validator/index.js";
import { importSchemaValidators } from "../aot/load-module.js";

describe("object keywords", () => {
  it("points a missing required property's error at the property itself", () => {
    const schema: JsonSchema = { properties: { user: { type: "object", required: ["email", "a/b~c"] } } };
    const result = validate(schema, { user: {} });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: "/user/email", keyword: "required", message: "missing required property 'email'", schemaPath: "/properties/user/required", params: { missingProperty: "email" } },
        { path: "/user/a~1b~0c", keyword: "required", message: "missing required property 'a/b~c'", schemaPath: "/properties/user/required", params: { missingProperty: "a/b~c" } },
      ],
    });
  });

  it("points additionalProperties: false errors at each extra property, naming the allowed ones", () => {
    const result = validate({ properties: { city: {}, unit: {} }, additionalProperties: false }, { city: "Oslo", days: 3, "x/y": 1 });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: "/days", keyword: "additionalProperties", message: "property 'days' is not allowed; allowed: 'city', 'unit'", schemaPath: "/additionalProperties", params: { additionalProperty: "days" } },
        { path: "/x~1y", keyword: "additionalProperties", message: "property 'x/y' is not allowed; allowed: 'city', 'unit'", schemaPath: "/additionalProperties", params: { additionalProperty: "x/y" } },
      ],
    });
  });

  it("names the first 20 allowed properties and counts the others", async () => {
    const names = Array.from({ length: 23 }, (_, i) => `p${i}`);
    const schema: JsonSchemaObject = { type: "object", properties: Object.fromEntries(names.map((n) => [n, {}])), additionalProperties: false };
    const { t } = await importSchemaValidators([{ name: "t", schema }]);
    const shown = names.slice(0, 20).map((n) => `'${n}'`).join(", ");
    for (const [label, check] of [["interpreter", compile(schema)], ["ahead of time", t as Validator]] as const) {
      const result = check({ q: 1 });
      expect(!result.ok && result.errors.map((e) => e.message), label).toEqual([`property 'q' is not allowed; allowed: ${shown}, ... (3 more)`]);
    }
  });

  it("applies an additionalProperties schema to the properties not named", () => {
    const result = validate({ properties: { a: {} }, additionalProperties: { type: "integer" } }, { a: "x", b: 1, c: "no" });
    expect(!result.ok && result.errors.map((e) => [e.path, e.schemaPath])).toEqual([["/c", "/additionalProperties/type"]]);
  });

  it("applies each matching patternProperties schema, and additionalProperties only to names nothing matches", () => {
    const schema: JsonSchema = {
      properties: { id: { type: "string" }, x_fixed: { type: "string" } },
      patternProperties: { "^x_": { type: "string" }, "_n$": { type: "integer" } },
      additionalProperties: false,
    };
    expect(validate(schema, { id: "1", x_a: "y", b_n: 2, x_fixed: "z" })).toEqual({ ok: true });
    const result = validate(schema, { id: "1", x_n: "y", x_fixed: 3, other: true });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: "/x_fixed", keyword: "type", message: "must be string, got integer", schemaPath: "/properties/x_fixed/type", expected: "string", actual: "integer" },
        // A name matched by a pattern and named by properties gets both schemas; x_n matches both patterns.
        { path: "/x_n", keyword: "type", message: "must be integer, got string", schemaPath: "/patternProperties/_n$/type", expected: "integer", actual: "string" },
        { path: "/x_fixed", keyword: "type", message: "must be string, got integer", schemaPath: "/patternProperties/^x_/type", expected: "string", actual: "integer" },
        {
          path: "/other",
          keyword: "additionalProperties",
          message: "property 'other' is not allowed; allowed: 'id', 'x_fixed', and names matching /^x_/, /_n$/",
          schemaPath: "/additionalProperties",
          params: { additionalProperty: "other" },
        },
      ],
    });
  });

  it("matches patternProperties unanchored, with the u flag", () => {
    const schema: JsonSchema = { patternProperties: { "\\p{L}": { type: "number" } }, additionalProperties: false };
    expect(validate(schema, { "1é": 1, "-ß-": 2 }).ok).toBe(true);
    expect(validate(schema, { "123": 1 }).ok).toBe(false);
    expect(validate(schema, { é: "x" }).ok).toBe(false);
  });

  it("counts an object's own properties for minProperties and maxProperties", () => {
    const schema: JsonSchema = { minProperties: 2, maxProperties: 3 };
    expect(validate(schema, { a: 1, b: 2 })).toEqual({ ok: true });
    expect(validate(schema, { a: 1 })).toEqual({
      ok: false,
      errors: [{ path: "", keyword: "minProperties", message: "must have at least 2 properties", schemaPath: "/minProperties", expected: 2, params: { limit: 2 } }],
    });
    expect(validate({ properties: { o: { maxProperties: 1 } } }, { o: { a: 1, b: 2 } })).toEqual({
      ok: false,
      errors: [{ path: "/o", keyword: "maxProperties", message: "must have at most 1 property", schemaPath: "/properties/o/maxProperties", expected: 1, params: { limit: 1 } }],
    });
    expect(validate(schema, [1, 2, 3, 4]).ok).toBe(true);
  });

  it("points a dependentRequired error at the missing property, naming the one that requires it", () => {
    const schema: JsonSchema = { dependentRequired: { card: ["billing/address", "cvc"], none: [] } };
    expect(validate(schema, { other: 1, none: 1 })).toEqual({ ok: true });
    expect(validate(schema, { card: "4242", cvc: "1", "billing/address": "x" })).toEqual({ ok: true });
    expect(validate(schema, { card: "4242" })).toEqual({
      ok: false,
      errors: [
        {
          path: "/billing~1address",
          keyword: "dependentRequired",
          message: "missing property 'billing/address', required when 'card' is present",
          schemaPath: "/dependentRequired/card",
          params: { missingProperty: "billing/address", property: "card" },
        },
        { path: "/cvc", keyword: "dependentRequired", message: "missing property 'cvc', required when 'card' is present", schemaPath: "/dependentRequired/card", params: { missingProperty: "cvc", property: "card" } },
      ],
    });
  });

  it("checks each property name against propertyNames, one error at the property's path saying what is wrong", () => {
    const schema: JsonSchema = { propertyNames: { pattern: "^[a-z_]+$", maxLength: 8 } };
    expect(validate(schema, { city: 1, max_days: 2 })).toEqual({ ok: true });
    expect(validate(schema, { City: 1, ok: 2, "much/too_long": 3 })).toEqual({
      ok: false,
      errors: [
        { path: "/City", keyword: "propertyNames", message: "property name 'City': must match pattern ^[a-z_]+$", schemaPath: "/propertyNames", params: { propertyName: "City" } },
        {
          path: "/much~1too_long",
          keyword: "propertyNames",
          message: "property name 'much/too_long': must have at most 8 characters",
          schemaPath: "/propertyNames",
          params: { propertyName: "much/too_long" },
        },
      ],
    });
    expect(validate({ propertyNames: false }, {})).toEqual({ ok: true });
    expect(validate({ propertyNames: false }, { a: 1 })).toMatchObject({ errors: [{ message: "property name 'a': no value is allowed here" }] });
  });

  it("refuses with unevaluatedProperties what no keyword evaluated, counting only the in-place subschemas the value passes", () => {
    const schema: JsonSchema = {
      properties: { kind: { enum: ["card", "bank"] } },
      anyOf: [{ properties: { kind: { const: "card" }, number: { type: "string" } } }, { properties: { kind: { const: "bank" }, iban: { type: "string" } } }],
      unevaluatedProperties: false,
    };
    expect(validate(schema, { kind: "card", number: "4242" })).toEqual({ ok: true });
    // iban is evaluated only by the branch the value fails.
    expect(validate(schema, { kind: "card", number: "4242", iban: "NO93" })).toEqual({
      ok: false,
      errors: [
        {
          path: "/iban",
          keyword: "unevaluatedProperties",
          message: "property 'iban' is not allowed: no keyword of the schema evaluates it",
          schemaPath: "/unevaluatedProperties",
          params: { unevaluatedProperty: "iban" },
        },
      ],
    });
    const typed: JsonSchema = { allOf: [{ properties: { a: true } }], unevaluatedProperties: { type: "integer" } };
    expect(validate(typed, { a: "x", b: 1 })).toEqual({ ok: true });
    expect(validate(typed, { a: 1, b: "x" })).toMatchObject({ ok: false, errors: [{ path: "/b", schemaPath: "/unevaluatedProperties/type" }] });
  });

  it("uses own properties only: inherited names neither satisfy required nor get checked", () => {
    expect(validate({ required: ["toString"] }, {}).ok).toBe(false);
    expect(validate({ required: ["constructor", "hasOwnProperty", "__proto__"] }, {}).ok).toBe(false);
    const inherits = Object.create({ name: 5 }) as object;
    expect(validate({ required: ["name"] }, inherits).ok).toBe(false);
    expect(validate(JSON.parse('{"properties":{"toString":{"type":"string"}}}') as JsonSchema, {}).ok).toBe(true);
  });

  it("handles __proto__, constructor and prototype as property names in schemas and in data", () => {
    const schema: JsonSchema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"number"},"constructor":{"type":"number"},"prototype":{"type":"number"}},"required":["__proto__"],"additionalProperties":false}',
    ) as JsonSchema;
    const validator = compile(schema);
    expect(validator(JSON.parse('{"__proto__": 1, "constructor": 2, "prototype": 3}'))).toEqual({ ok: true });
    const result = validator(JSON.parse('{"__proto__": "x", "constructor": {}, "other": 1}'));
    expect(!result.ok && result.errors.map((e) => e.path)).toEqual(["/__proto__", "/constructor", "/other"]);
    expect(validator({}).ok).toBe(false);
    // Nothing was written into any prototype.
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it("checks a data __proto__ key against additionalProperties", () => {
    const result = validate({ type: "object", additionalProperties: false }, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(!result.ok && result.errors[0]?.path).toBe("/__proto__");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("ignores non-objects", () => {
    expect(validate({ required: ["a"], properties: { a: { type: "string" } }, additionalProperties: false }, [1]).ok).toBe(true);
  });
});
