import type { JsonSchema } from "../../src/json-schema.js";
import { describe, expect, it } from "vitest";
import { compile, validate } from "../../src/validator/index.js";

const schema: JsonSchema = {
  type: "object",
  properties: {
    name: { type: "string", minLength: 2, pattern: "^[a-z]+$" },
    age: { type: "integer", minimum: 0 },
    tags: { type: "array", items: { type: "string" }, maxItems: 2 },
  },
  required: ["name", "email"],
  additionalProperties: false,
};

describe("errors", () => {
  it("reports every error at once, in a fixed keyword order", () => {
    const result = validate(schema, { name: "X", age: -1.5, tags: [1, "a", 2], extra: true });
    expect(!result.ok && result.errors.map((e) => `${e.path} ${e.keyword}`)).toEqual([
      "/email required",
      "/name minLength",
      "/name pattern",
      "/age type",
      "/age minimum",
      "/tags maxItems",
      "/tags/0 type",
      "/tags/2 type",
      "/extra additionalProperties",
    ]);
  });

  it("gives the same errors in the same order whatever the order of the value's keys", () => {
    const a = validate(schema, { tags: [1], name: 1, age: "x" });
    const b = validate(schema, { age: "x", name: 1, tags: [1] });
    expect(a).toEqual(b);
    expect(compile(schema)({ age: "x", name: 1, tags: [1] })).toEqual(a);
  });

  it("stops at maxErrors (default 100)", () => {
    const validator = compile({ type: "array", items: { type: "string" } });
    const many = Array.from({ length: 1000 }, (_, i) => i);
    const all = validator(many);
    expect(!all.ok && all.errors.length).toBe(100);
    const three = compile({ type: "array", items: { type: "string" } }, { maxErrors: 3 })(many);
    expect(!three.ok && three.errors.map((e) => e.path)).toEqual(["/0", "/1", "/2"]);
    const one = compile(schema, { maxErrors: 1 })({});
    expect(!one.ok && one.errors).toHaveLength(1);
  });

  it("refuses a maxErrors that is not a positive integer", () => {
    expect(() => compile({}, { maxErrors: 0 })).toThrow(/maxErrors must be a positive integer/);
    expect(() => compile({}, { maxErrors: 1.5 })).toThrow(RangeError);
  });

  it("escapes ~ and / in paths and schema paths (RFC 6901)", () => {
    const result = validate({ properties: { "a/b": { properties: { "c~d": { type: "string" } } } } }, { "a/b": { "c~d": 1 } });
    expect(!result.ok && result.errors[0]).toMatchObject({ path: "/a~1b/c~0d", schemaPath: "/properties/a~1b/properties/c~0d/type" });
  });

  it("returns `{ ok: true }` and nothing else for a valid value", () => {
    const result = validate({ type: "object", required: ["a"] }, { a: 1 });
    expect(result).toStrictEqual({ ok: true });
  });

  it("leaves out `expected`, `actual` and `params` where a keyword has none", () => {
    const result = validate({ not: {} }, 1);
    expect(!result.ok && Object.keys(result.errors[0] ?? {})).toEqual(["path", "keyword", "message", "schemaPath"]);
  });
});
