import type { JsonSchema } from "../../src/json-schema.js";
import { describe, expect, it } from "vitest";
import { checkSchema, compile, SchemaError, validate } from "../../src/validator/index.js";

describe("$ref and $defs", () => {
  it("resolves #, #/$defs/x and pointers anywhere in the document", () => {
    const schema: JsonSchema = {
      $defs: { name: { type: "string" } },
      properties: { a: { $ref: "#/$defs/name" }, b: { $ref: "#/properties/a" }, self: { $ref: "#" } },
    };
    expect(validate(schema, { a: "x", b: "y", self: { a: "z" } }).ok).toBe(true);
    const result = validate(schema, { self: { self: { b: 1 } } });
    expect(!result.ok && result.errors).toEqual([
      expect.objectContaining({ path: "/self/self/b", schemaPath: "/$defs/name/type", keyword: "type" }),
    ]);
  });

  it("decodes JSON Pointer escapes and %-escapes in fragments", () => {
    const schema: JsonSchema = {
      $defs: { "tilde~field": { type: "integer" }, "slash/field": { type: "string" }, "percent%field": { type: "boolean" }, "a b": { type: "null" } },
      properties: {
        t: { $ref: "#/$defs/tilde~0field" },
        s: { $ref: "#/$defs/slash~1field" },
        p: { $ref: "#/$defs/percent%25field" },
        n: { $ref: "#/$defs/a%20b" },
      },
    };
    expect(checkSchema(schema)).toEqual([]);
    expect(validate(schema, { t: 1, s: "x", p: true, n: null }).ok).toBe(true);
    const result = validate(schema, { t: "x" });
    expect(!result.ok && result.errors[0]?.schemaPath).toBe("/$defs/tilde~0field/type");
  });

  it("validates recursive structures", () => {
    const tree: JsonSchema = {
      $defs: { node: { type: "object", properties: { value: { type: "integer" }, children: { type: "array", items: { $ref: "#/$defs/node" } } }, required: ["value"] } },
      $ref: "#/$defs/node",
    };
    const validator = compile(tree);
    expect(validator({ value: 1, children: [{ value: 2, children: [] }, { value: 3 }] }).ok).toBe(true);
    const result = validator({ value: 1, children: [{ value: 2, children: [{ value: "x" }] }] });
    expect(!result.ok && result.errors.map((e) => e.path)).toEqual(["/children/0/children/0/value"]);
  });

  it("applies keywords beside $ref too (draft 2020-12)", () => {
    const result = validate({ $defs: { s: { type: "string" } }, $ref: "#/$defs/s", maxLength: 2 }, "abc");
    expect(!result.ok && result.errors.map((e) => e.keyword)).toEqual(["maxLength"]);
  });

  it("refuses cycles that never move into the value, in checkSchema and compile, without hanging", () => {
    const cyclic: JsonSchema[] = [{ $ref: "#" }, { $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } } }, { $defs: { a: { allOf: [{ $ref: "#/$defs/a" }] } } }];
    for (const schema of cyclic) {
      const problems = checkSchema(schema);
      expect(problems).toEqual([expect.objectContaining({ keyword: "$ref", message: expect.stringMatching(/^\$ref cycle/) })]);
      expect(() => compile(schema)).toThrow(SchemaError);
      expect(() => validate(schema, {})).toThrow(/\$ref cycle/);
    }
  });

  it("refuses references that resolve to nothing or leave the document", () => {
    expect(checkSchema({ $ref: "#/$defs/missing" })).toEqual([{ schemaPath: "/$ref", keyword: "$ref", message: "'#/$defs/missing' resolves to nothing in this schema" }]);
    expect(checkSchema({ $ref: "other.json#/a" })[0]?.message).toMatch(/only references within the same schema/);
    expect(checkSchema({ $ref: "#anchor" })[0]?.message).toMatch(/anchors are not supported/);
    expect(checkSchema({ $ref: "#/%zz" })[0]?.message).toMatch(/malformed percent-encoding/);
    expect(checkSchema({ $ref: "#/$defs/~2" })[0]?.message).toMatch(/not a valid JSON Pointer/);
    expect(checkSchema({ enum: [{}], $ref: "#/enum/0" })[0]?.message).toMatch(/not a schema/);
    expect(checkSchema({ $defs: { constructor: {} }, $ref: "#/$defs/toString" })[0]?.message).toMatch(/resolves to nothing/);
  });
});
