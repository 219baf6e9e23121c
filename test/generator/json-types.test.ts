import { describe, expect, it } from "vitest";
import { jsonTypesOf, typesFit } from "../../generator/check/json-types.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";

const types = (schema: JsonSchemaObject, root: JsonSchemaObject = schema): string[] | null => {
  const set = jsonTypesOf(schema, root);
  return set === null ? null : [...set].sort();
};

describe("jsonTypesOf", () => {
  it("reads type, const, enum, unions and refs", () => {
    expect(types({ type: ["string", "null"] })).toEqual(["null", "string"]);
    expect(types({ const: 3 })).toEqual(["integer"]);
    expect(types({ enum: ["a", 1.5, null] })).toEqual(["null", "number", "string"]);
    expect(types({ anyOf: [{ type: "string" }, { $ref: "#/$defs/N" }], $defs: { N: { type: "number" } } })).toEqual(["number", "string"]);
    expect(types({ properties: {} })).toEqual(["object"]);
  });

  it("answers every type for a schema with no type-narrowing keyword", () => {
    const every = ["array", "boolean", "null", "number", "object", "string"];
    expect(types({})).toEqual(every);
    expect(types({ description: "Any JSON value." })).toEqual(every);
    expect(types({ minLength: 1, format: "date-time" })).toEqual(every);
    expect(types({ anyOf: [{ type: "string" }, {}] })).toEqual(every);
    expect(types({ $ref: "#/$defs/T", $defs: { T: true } })).toEqual(every);
    expect(types({ $ref: "#/$defs/F", $defs: { F: false } })).toEqual([]);
  });

  it("answers what all of $ref, type, const, enum, anyOf and oneOf admit", () => {
    expect(types({ type: ["string", "null"], enum: ["a", "b"] })).toEqual(["string"]);
    expect(types({ type: ["string", "number"], anyOf: [{ type: "string" }], oneOf: [{ type: ["string", "null"] }] })).toEqual(["string"]);
    expect(types({ $ref: "#/$defs/N", type: ["integer", "string"], $defs: { N: { type: ["number", "null"] } } })).toEqual(["integer"]);
    expect(types({ type: "number", const: 3 })).toEqual(["integer"]);
    expect(types({ type: ["object", "null"], properties: {} })).toEqual(["null", "object"]);
    expect(types({ type: "string", const: 3 })).toEqual([]);
  });

  it("keeps one type beside allOf, not and if, which can only take it away", () => {
    expect(types({ type: "string", not: { const: "" } })).toEqual(["string"]);
    expect(types({ properties: {}, allOf: [{ required: ["a"] }] })).toEqual(["object"]);
    expect(types({ type: ["string", "null"], not: { type: "null" } })).toBeNull();
  });

  it("reads allOf as the types its branches share, where they narrow any", () => {
    expect(types({ allOf: [{ type: "string" }] })).toEqual(["string"]);
    expect(types({ description: "A box.", allOf: [{ $ref: "#/$defs/Box" }], $defs: { Box: { type: "object" } } })).toEqual(["object"]);
    expect(types({ allOf: [{ type: ["string", "null"] }, { type: ["number", "null"] }] })).toEqual(["null"]);
    // A branch it cannot read leaves it unable to tell.
    expect(types({ allOf: [{ type: "string" }, { not: { const: "" } }] })).toBeNull();
  });

  it("answers null (cannot tell) for broken and cyclic refs, not and if", () => {
    expect(types({ $ref: "#/$defs/Missing" })).toBeNull();
    const cyclic: JsonSchemaObject = { $ref: "#/$defs/A", $defs: { A: { $ref: "#/$defs/A" } } };
    expect(types(cyclic)).toBeNull();
    expect(types({ not: { type: "null" } })).toBeNull();
    expect(types({ if: { type: "string" }, then: { minLength: 1 } })).toBeNull();
    expect(types({ anyOf: [{ type: "string" }, { not: {} }] })).toBeNull();
  });

  it("lets an integer schema fit a number handler, not the other way round", () => {
    expect(typesFit(new Set(["integer"]), new Set(["number"]))).toBe(true);
    expect(typesFit(new Set(["number"]), new Set(["integer"]))).toBe(false);
    expect(typesFit(new Set(["string"]), new Set(["string", "null"]))).toBe(true);
    expect(typesFit(new Set(["string", "null"]), new Set(["string"]))).toBe(false);
  });
});
