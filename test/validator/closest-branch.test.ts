import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { compile, type ValidationError, type Validator } from "../../src/validator/index.js";
import { importSchemaValidators } from "../aot/load-module.js";

const point: JsonSchemaObject = { type: "object", properties: { x: { type: "number" }, y: { type: "number" } }, required: ["x", "y"], additionalProperties: false };

/** A tool's arguments with the unions models most often get wrong. */
const schema: JsonSchemaObject = {
  type: "object",
  properties: {
    at: { anyOf: [{ $ref: "#/$defs/Point" }, { type: "null" }] },
    target: {
      anyOf: [
        { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false },
        { type: "object", properties: { name: { type: "string" }, exact: { type: "boolean" } }, required: ["name", "exact"], additionalProperties: false },
      ],
    },
    label: { oneOf: [{ type: "string", maxLength: 3 }, { type: "integer" }] },
    either: { anyOf: [{ type: "object", required: ["a"] }, { type: "object", required: ["b"] }] },
    request: {
      anyOf: [
        { type: "object", properties: { stream: { const: false }, model: { type: "string" } }, required: ["model"], additionalProperties: false },
        { type: "object", properties: { stream: { const: true }, model: { type: "string" } }, required: ["stream", "model"], additionalProperties: false },
      ],
    },
    // Tagged, as the OpenAI Responses API's input items are, but with the tag optional in one
    // branch: not a discriminated union.
    item: {
      anyOf: [
        { type: "object", properties: { type: { const: "message" }, content: { type: "string" } }, required: ["content"], additionalProperties: false },
        { type: "object", properties: { type: { const: "computer_call_output" }, call_id: { type: "string" }, output: { type: "object" } }, required: ["type", "call_id", "output"], additionalProperties: false },
        { type: "object", properties: { type: { enum: ["function_call_output"] }, call_id: { type: "string" }, output: { type: "string" } }, required: ["type", "call_id", "output"], additionalProperties: false },
      ],
    },
    // `"auto" | number` written by hand: the constant without its type.
    size: { anyOf: [{ const: "auto" }, { type: "number", minimum: 1 }] },
    // Told apart by constants that are not primitives, and required in both branches.
    order: {
      oneOf: [
        { type: "object", properties: { by: { const: ["name"] }, desc: { type: "boolean" } }, required: ["by"], additionalProperties: false },
        { type: "object", properties: { by: { const: ["date", "name"] } }, required: ["by"], additionalProperties: false },
      ],
    },
    // A branch built with allOf, as a type that extends another can be.
    shape: {
      anyOf: [
        { type: "object", properties: { radius: { type: "number" } }, required: ["radius"], additionalProperties: false },
        { allOf: [{ $ref: "#/$defs/Named" }, { type: "object", properties: { side: { type: "number" } }, required: ["side"] }] },
      ],
    },
  },
  $defs: { Point: point, Named: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } },
};

async function bothValidators(): Promise<[string, Validator][]> {
  const { t } = await importSchemaValidators([{ name: "t", schema }]);
  return [
    ["interpreter", compile(schema)],
    ["ahead of time", t as Validator],
  ];
}

function errorsOf(validate: Validator, value: unknown): ValidationError[] {
  const result = validate(value);
  return result.ok ? [] : result.errors;
}

describe("a union no branch matches, without a discriminator", () => {
  it("reports the errors of the only branch of the value's type after the union's error, which names it", async () => {
    for (const [label, validate] of await bothValidators()) {
      expect(errorsOf(validate, { at: { x: "1", y: 2 } }), label).toEqual([
        {
          path: "/at",
          keyword: "anyOf",
          message: "must match at least one schema in anyOf; types accepted: object or null; the closest is anyOf/0, whose errors follow",
          schemaPath: "/properties/at/anyOf",
          params: { closest: 0 },
        },
        { path: "/at/x", keyword: "type", message: "must be number, got string", schemaPath: "/$defs/Point/properties/x/type", expected: "number", actual: "string" },
      ]);
    }
  });

  it("of several branches of the value's type, picks the one it misses the fewest required properties of and has the fewest unknown to (the first on a tie)", async () => {
    for (const [label, validate] of await bothValidators()) {
      // Missing `exact` only: the second branch, not the first (which lacks `id` and knows neither name).
      expect(errorsOf(validate, { target: { name: "Ada" } }).map((e) => [e.path, e.keyword, e.params]), label).toEqual([
        ["/target", "anyOf", { closest: 1 }],
        ["/target/exact", "required", { missingProperty: "exact" }],
      ]);
      // One property unknown to the second branch, two to the first.
      expect(errorsOf(validate, { target: { id: "7", name: "Ada", exact: true } }).map((e) => [e.path, e.keyword]), label).toEqual([
        ["/target", "anyOf"],
        ["/target/id", "additionalProperties"],
      ]);
      // Nothing given: the first misses one property, the second two.
      expect(errorsOf(validate, { target: {} }).map((e) => [e.path, e.keyword]), label).toEqual([
        ["/target", "anyOf"],
        ["/target/id", "required"],
      ]);
      // A tie (one miss each): the first.
      expect(errorsOf(validate, { either: {} }).map((e) => [e.path, e.keyword, e.params]), label).toEqual([
        ["/either", "anyOf", { closest: 0 }],
        ["/either/a", "required", { missingProperty: "a" }],
      ]);
    }
  });

  it("prefers a branch whose fixed properties the value does not contradict: a tag says which branch was meant", async () => {
    for (const [label, validate] of await bothValidators()) {
      // Each tagged branch misses `output`; the value's tag is the third's.
      expect(errorsOf(validate, { item: { type: "function_call_output", call_id: "c1" } }), label).toEqual([
        {
          path: "/item",
          keyword: "anyOf",
          message: "must match at least one schema in anyOf; the closest is anyOf/2, whose errors follow",
          schemaPath: "/properties/item/anyOf",
          params: { closest: 2 },
        },
        { path: "/item/output", keyword: "required", message: "missing required property 'output'", schemaPath: "/properties/item/anyOf/2/required", params: { missingProperty: "output" } },
      ]);
      // Even over a branch it misses less of: the untagged first would only refuse `call_id`.
      expect(errorsOf(validate, { item: { type: "computer_call_output", content: "x" } }).map((e) => [e.path, e.keyword, e.params]), label).toEqual([
        ["/item", "anyOf", { closest: 1 }],
        ["/item/call_id", "required", { missingProperty: "call_id" }],
        ["/item/output", "required", { missingProperty: "output" }],
        ["/item/content", "additionalProperties", { additionalProperty: "content" }],
      ]);
    }
  });

  it("reads a branch built with allOf as its members' requirements together", async () => {
    for (const [label, validate] of await bothValidators()) {
      // The second branch misses `name` only; the first misses `radius` and does not know `side`.
      expect(errorsOf(validate, { shape: { side: 2 } }).map((e) => [e.path, e.keyword, e.params]), label).toEqual([
        ["/shape", "anyOf", { closest: 1 }],
        ["/shape/name", "required", { missingProperty: "name" }],
      ]);
      expect(errorsOf(validate, { shape: { name: "sq" } }).map((e) => [e.path, e.keyword, e.params]), label).toEqual([
        ["/shape", "anyOf", { closest: 1 }],
        ["/shape/side", "required", { missingProperty: "side" }],
      ]);
      // One miss against two: read as anything (no requirement counted), the second would win.
      expect(errorsOf(validate, { shape: {} }).map((e) => [e.path, e.keyword, e.params]), label).toEqual([
        ["/shape", "anyOf", { closest: 0 }],
        ["/shape/radius", "required", { missingProperty: "radius" }],
      ]);
    }
  });

  it("does the same for a discriminated union and a value without the discriminator, which a branch may leave optional", async () => {
    for (const [label, validate] of await bothValidators()) {
      expect(errorsOf(validate, { request: { model: "m" } }), label).toEqual([]);
      expect(errorsOf(validate, { request: { model: 1 } }).map((e) => [e.path, e.keyword, e.params]), label).toEqual([
        ["/request", "anyOf", { closest: 0 }],
        ["/request/model", "type", undefined],
      ]);
      // With it, the constant still selects.
      expect(errorsOf(validate, { request: { stream: true } }).map((e) => [e.path, e.keyword, e.params]), label).toEqual([
        ["/request", "anyOf", { discriminator: "stream", branch: 1 }],
        ["/request/model", "required", { missingProperty: "model" }],
      ]);
    }
  });

  it("does the same for oneOf, and reports the union's error alone when no branch admits the value's type", async () => {
    for (const [label, validate] of await bothValidators()) {
      expect(errorsOf(validate, { label: "long" }).map((e) => [e.keyword, e.message]), label).toEqual([
        ["oneOf", "must match exactly one schema in oneOf, but matches none; types accepted: string or integer; the closest is oneOf/0, whose errors follow"],
        ["maxLength", "must have at most 3 characters"],
      ]);
      // A model often sends an object as its JSON text: the error says an object was wanted.
      expect(errorsOf(validate, { at: '{"x":1,"y":2}', label: 1.5, request: "m" }), label).toEqual([
        {
          path: "/at",
          keyword: "anyOf",
          message: "must match at least one schema in anyOf: must be object or null, got string",
          schemaPath: "/properties/at/anyOf",
          expected: ["object", "null"],
          actual: "string",
        },
        {
          path: "/label",
          keyword: "oneOf",
          message: "must match exactly one schema in oneOf, but matches none: must be string or integer, got number",
          schemaPath: "/properties/label/oneOf",
          expected: ["string", "integer"],
          actual: "number",
        },
        {
          path: "/request",
          keyword: "anyOf",
          message: "must match at least one schema in anyOf: must be object, got string",
          schemaPath: "/properties/request/anyOf",
          expected: "object",
          actual: "string",
        },
      ]);
    }
  });

  it("tells a value without a discriminator that every branch requires the values it takes, not one branch's errors", async () => {
    for (const [label, validate] of await bothValidators()) {
      expect(errorsOf(validate, { order: { desc: true } }), label).toEqual([
        {
          path: "/order",
          keyword: "oneOf",
          message: 'missing required property \'by\', which must be one of: ["name"], ["date","name"]',
          schemaPath: "/properties/order/oneOf",
          params: { discriminator: "by", allowedValues: [["name"], ["date", "name"]] },
        },
      ]);
      // Not an object: the types the branches take, as before.
      expect(errorsOf(validate, { order: "name" }).map((e) => e.message), label).toEqual(["must match exactly one schema in oneOf, but matches none: must be object, got string"]);
    }
  });

  it("reads the types a branch without `type` takes from its constant or enum", async () => {
    for (const [label, validate] of await bothValidators()) {
      // A number goes to the number branch, not to the constant's.
      expect(errorsOf(validate, { size: 0 }).map((e) => [e.keyword, e.message]), label).toEqual([
        ["anyOf", "must match at least one schema in anyOf; types accepted: string or number; the closest is anyOf/1, whose errors follow"],
        ["minimum", "must be >= 1"],
      ]);
      expect(errorsOf(validate, { size: "12" }).map((e) => [e.keyword, e.message]), label).toEqual([
        ["anyOf", "must match at least one schema in anyOf; types accepted: string or number; the closest is anyOf/0, whose errors follow"],
        ["const", 'must be "auto"'],
      ]);
      expect(errorsOf(validate, { size: true }).map((e) => [e.keyword, e.message]), label).toEqual([["anyOf", "must match at least one schema in anyOf: must be string or number, got boolean"]]);
    }
  });
});
