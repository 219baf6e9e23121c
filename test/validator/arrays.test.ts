import type { JsonSchema } from "../../src/json-schema.js";
import { describe, expect, it } from "vitest";
import { validate } from "../../src/validator/index.js";

describe("array keywords", () => {
  it("checks item counts", () => {
    expect(validate({ minItems: 2 }, [1])).toEqual({
      ok: false,
      errors: [{ path: "", keyword: "minItems", message: "must have at least 2 items", schemaPath: "/minItems", expected: 2, params: { limit: 2 } }],
    });
    expect(validate({ maxItems: 1 }, [1, 2]).ok).toBe(false);
    expect(validate({ minItems: 1, maxItems: 1 }, [1]).ok).toBe(true);
  });

  it("applies items after prefixItems, with each error at the item's path", () => {
    const schema: JsonSchema = { prefixItems: [{ type: "string" }, { type: "integer" }], items: { type: "boolean" } };
    expect(validate(schema, ["a", 1, true, false]).ok).toBe(true);
    expect(validate(schema, ["a"]).ok).toBe(true);
    const result = validate(schema, [1, "x", true, 0]);
    expect(!result.ok && result.errors.map((e) => [e.path, e.schemaPath])).toEqual([
      ["/0", "/prefixItems/0/type"],
      ["/1", "/prefixItems/1/type"],
      ["/3", "/items/type"],
    ]);
  });

  it("counts the items contains matches against minContains (1 when absent) and maxContains", () => {
    expect(validate({ contains: { type: "string" } }, [1, "a"])).toEqual({ ok: true });
    expect(validate({ contains: { type: "string" } }, [1, 2])).toEqual({
      ok: false,
      errors: [{ path: "", keyword: "contains", message: "must contain at least 1 item matching the schema in 'contains'", schemaPath: "/contains", expected: 1, params: { minContains: 1 } }],
    });
    const bounded: JsonSchema = { properties: { tags: { contains: { const: "x" }, minContains: 2, maxContains: 3 } } };
    expect(validate(bounded, { tags: ["x", "y", "x"] })).toEqual({ ok: true });
    expect(validate(bounded, { tags: ["x"] })).toEqual({
      ok: false,
      errors: [{ path: "/tags", keyword: "minContains", message: "must contain at least 2 items matching the schema in 'contains'", schemaPath: "/properties/tags/minContains", expected: 2, params: { minContains: 2 } }],
    });
    expect(validate(bounded, { tags: ["x", "x", "x", "x"] })).toEqual({
      ok: false,
      errors: [{ path: "/tags", keyword: "maxContains", message: "must contain at most 3 items matching the schema in 'contains'", schemaPath: "/properties/tags/maxContains", expected: 3, params: { maxContains: 3 } }],
    });
    expect(validate({ contains: false, minContains: 0 }, [1])).toEqual({ ok: true });
    expect(validate({ minContains: 5 }, [])).toEqual({ ok: true });
  });

  it("refuses with unevaluatedItems the items neither prefixItems, contains nor a passing subschema evaluated", () => {
    const schema: JsonSchema = { prefixItems: [{ type: "string" }], contains: { type: "boolean" }, unevaluatedItems: false };
    expect(validate(schema, ["a", true, false])).toEqual({ ok: true });
    expect(validate(schema, ["a", true, 3, false, null])).toEqual({
      ok: false,
      errors: [
        { path: "/2", keyword: "unevaluatedItems", message: "item 2 is not allowed: no keyword of the schema evaluates it", schemaPath: "/unevaluatedItems", params: { unevaluatedItem: 2 } },
        { path: "/4", keyword: "unevaluatedItems", message: "item 4 is not allowed: no keyword of the schema evaluates it", schemaPath: "/unevaluatedItems", params: { unevaluatedItem: 4 } },
      ],
    });
    expect(validate({ allOf: [{ items: true }], unevaluatedItems: false }, [1, 2])).toEqual({ ok: true });
    // dependentSchemas applies to objects only, whatever an array's indices are.
    expect(validate({ dependentSchemas: { "0": { items: true } }, unevaluatedItems: false }, ["a"]).ok).toBe(false);
  });

  it("reports items: false once, as the largest allowed count", () => {
    expect(validate({ prefixItems: [{}, {}], items: false }, [1, 2, 3, 4])).toEqual({
      ok: false,
      errors: [{ path: "", keyword: "items", message: "must have at most 2 items", schemaPath: "/items", expected: 2, params: { limit: 2 } }],
    });
  });

  it("finds duplicates by JSON equality and names the first pair", () => {
    expect(validate({ uniqueItems: true }, [1, "1", true, null, [1], { a: 1 }]).ok).toBe(true);
    expect(validate({ uniqueItems: true }, [{ a: 1, b: [1] }, { b: [1.0], a: 1 }])).toEqual({
      ok: false,
      errors: [{ path: "", keyword: "uniqueItems", message: "must not contain duplicates: items 0 and 1 are equal", schemaPath: "/uniqueItems", params: { i: 0, j: 1 } }],
    });
    const result = validate({ uniqueItems: true }, [3, 1, 2, 1, 3]);
    expect(!result.ok && result.errors[0]?.params).toEqual({ i: 1, j: 3 });
    expect(validate({ uniqueItems: true }, [0, false, [0], [false]]).ok).toBe(true);
    expect(validate({ uniqueItems: false }, [1, 1]).ok).toBe(true);
  });

  it("finds a duplicate among many objects without comparing every pair", () => {
    const items: unknown[] = Array.from({ length: 100_000 }, (_, i) => ({ id: i, tags: [i % 7] }));
    expect(validate({ uniqueItems: true }, items).ok).toBe(true);
    items.push({ tags: [3], id: 10 });
    const result = validate({ uniqueItems: true }, items);
    expect(!result.ok && result.errors[0]?.params).toEqual({ i: 10, j: 100_000 });
  });

  it("never counts values that JSON cannot hold as duplicates", () => {
    expect(validate({ uniqueItems: true }, [NaN, NaN]).ok).toBe(true);
    expect(validate({ uniqueItems: true }, [{ a: undefined }, { a: undefined }]).ok).toBe(true);
  });
});
