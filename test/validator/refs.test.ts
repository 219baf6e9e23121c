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

  it("accepts a $ref back to the root below a keyword that moves into the value", () => {
    for (const schema of [{ unevaluatedProperties: { $ref: "#" } }, { propertyNames: { $ref: "#" } }, { contains: { $ref: "#" } }] as JsonSchema[]) expect(checkSchema(schema)).toEqual([]);
    expect(validate({ type: "array", contains: { $ref: "#" } }, [[[]], []]).ok).toBe(false);
  });

  it("applies keywords beside $ref too (draft 2020-12)", () => {
    const result = validate({ $defs: { s: { type: "string" } }, $ref: "#/$defs/s", maxLength: 2 }, "abc");
    expect(!result.ok && result.errors.map((e) => e.keyword)).toEqual(["maxLength"]);
  });

  it("refuses cycles that never move into the value, in checkSchema and compile, without hanging", () => {
    const cyclic: JsonSchema[] = [
      { $ref: "#" },
      { $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } } },
      { $defs: { a: { allOf: [{ $ref: "#/$defs/a" }] } } },
      { if: { $ref: "#" } },
      { if: true, else: { $ref: "#" } },
      { dependentSchemas: { a: { $ref: "#" } } },
    ];
    for (const schema of cyclic) {
      const problems = checkSchema(schema);
      expect(problems).toEqual([expect.objectContaining({ keyword: "$ref", message: expect.stringMatching(/^\$ref cycle/) })]);
      expect(() => compile(schema)).toThrow(SchemaError);
      expect(() => validate(schema, {})).toThrow(/\$ref cycle/);
    }
  });

  it("takes a root $id as the document's URI, so that references by it stay within the document", () => {
    const schema: JsonSchema = {
      $id: "https://example.com/schemas/order.json",
      $defs: { qty: { type: "integer", minimum: 1 } },
      properties: {
        a: { $ref: "https://example.com/schemas/order.json#/$defs/qty" },
        b: { $ref: "order.json#/$defs/qty" },
        c: { $ref: "/schemas/order.json#/$defs/qty" },
        d: { $ref: "order.json" },
      },
    };
    expect(checkSchema(schema)).toEqual([]);
    expect(validate(schema, { a: 1, b: 2, c: 3, d: {} }).ok).toBe(true);
    const result = validate(schema, { a: 0, b: "x", d: { a: 0 } });
    expect(!result.ok && result.errors.map((e) => `${e.path} ${e.schemaPath}`)).toEqual([
      "/a /$defs/qty/minimum",
      "/b /$defs/qty/type",
      "/d/a /$defs/qty/minimum",
    ]);
  });

  it("resolves a plain-name fragment to the subschema whose $anchor it is", () => {
    const schema: JsonSchema = {
      $defs: { item: { $anchor: "item", type: "string" } },
      properties: { x: { $ref: "#item" }, y: { items: { $ref: "#item" } } },
    };
    expect(validate(schema, { x: "a", y: ["b"] }).ok).toBe(true);
    const result = validate(schema, { x: 1, y: [2] });
    expect(!result.ok && result.errors.map((e) => `${e.path} ${e.schemaPath}`)).toEqual(["/x /$defs/item/type", "/y/0 /$defs/item/type"]);
  });

  it("resolves references inside an embedded resource (an $id below the root) against its URI", () => {
    const schema: JsonSchema = {
      $id: "https://example.com/root.json",
      $defs: {
        address: {
          $id: "address.json",
          $defs: { zip: { $anchor: "zip", type: "string", pattern: "^\\d{4}$" } },
          properties: { zip: { $ref: "#zip" }, again: { $ref: "#/$defs/zip" } },
        },
        // The same anchor name in another resource is another location.
        other: { $id: "other.json", $anchor: "zip", type: "integer" },
      },
      properties: { home: { $ref: "address.json" }, code: { $ref: "https://example.com/other.json#zip" } },
    };
    expect(checkSchema(schema)).toEqual([]);
    expect(validate(schema, { home: { zip: "0150", again: "1234" }, code: 7 }).ok).toBe(true);
    const result = validate(schema, { home: { zip: "x", again: 1 }, code: "x" });
    expect(!result.ok && result.errors.map((e) => `${e.path} ${e.schemaPath}`)).toEqual([
      "/home/zip /$defs/address/$defs/zip/pattern",
      "/home/again /$defs/address/$defs/zip/type",
      "/code /$defs/other/type",
    ]);
  });

  it("refuses an $id with a fragment, and an $anchor named twice in a resource or badly", () => {
    expect(checkSchema({ $id: "https://example.com/a.json#x" })[0]?.message).toBe("$id must not have a fragment (name a location with $anchor), got 'https://example.com/a.json#x'");
    expect(checkSchema({ $id: "https://example.com/a.json#" })).toEqual([]);
    expect(checkSchema({ $defs: { a: { $anchor: "n" }, b: { $anchor: "n" } } })).toEqual([
      { schemaPath: "/$defs/b/$anchor", keyword: "$anchor", message: "$anchor 'n' is also at /$defs/a: a name is one location in a resource" },
    ]);
    expect(checkSchema({ $anchor: "1st" })[0]?.message).toMatch(/^\$anchor must be a name/);
  });

  it("refuses references that resolve to nothing or leave the document", () => {
    expect(checkSchema({ $ref: "#/$defs/missing" })).toEqual([{ schemaPath: "/$ref", keyword: "$ref", message: "'#/$defs/missing' resolves to nothing in this schema" }]);
    expect(checkSchema({ $ref: "other.json#/a" })[0]?.message).toBe("only references within the same schema are supported: 'other.json#/a' names gen-tools:/other.json");
    expect(checkSchema({ $id: "https://example.com/tools/a.json", $ref: "b.json" })[0]?.message).toBe(
      "only references within the same schema are supported: 'b.json' names https://example.com/tools/b.json",
    );
    expect(checkSchema({ $ref: "#anchor" })[0]?.message).toBe("'#anchor' names no $anchor of this schema");
    expect(checkSchema({ $ref: "#/%zz" })[0]?.message).toMatch(/malformed percent-encoding/);
    expect(checkSchema({ $ref: "#/$defs/~2" })[0]?.message).toMatch(/not a valid JSON Pointer/);
    expect(checkSchema({ enum: [{}], $ref: "#/enum/0" })[0]?.message).toMatch(/not a schema/);
    expect(checkSchema({ $defs: { constructor: {} }, $ref: "#/$defs/toString" })[0]?.message).toMatch(/resolves to nothing/);
  });
});
