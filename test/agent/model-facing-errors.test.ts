import { beforeAll, describe, expect, it } from "vitest";
import type { ModelRequest } from "../../src/agent/model.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { ToolRegistry } from "../../src/registry/index.js";
import type { Validator } from "../../src/validator/index.js";
import { importSchemaValidators } from "../aot/load-module.js";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { AGENT, recordingAgent } from "./helpers.js";

// The result a model reads after a call with bad arguments, for the mistakes models make most: each
// must say what to change for the next call to pass. The tool result is read from the request that
// follows the call, as the model gets it, once with the interpreter and once with the validator
// gen-tools generates, which must read the same.

const schema: JsonSchemaObject = {
  type: "object",
  properties: {
    city: { type: "string", maxLength: 10 },
    days: { type: "integer", minimum: 1 },
    unit: { enum: ["celsius", "fahrenheit"] },
    airport: { type: "string", pattern: "^[A-Z]{3}$" },
    day: { type: "string", format: "date" },
    depart: { type: "string", format: "date-time" },
    stops: {
      type: "array",
      items: { type: "object", properties: { name: { type: "string" }, lat: { type: "number" } }, required: ["name", "lat"], additionalProperties: false },
    },
    shape: { oneOf: [{ $ref: "#/$defs/Circle" }, { $ref: "#/$defs/Rect" }] },
    at: { anyOf: [{ $ref: "#/$defs/Point" }, { type: "null" }] },
    // `"auto" | number`, as gen-tools writes it.
    size: { anyOf: [{ type: "string", const: "auto" }, { type: "number" }] },
  },
  required: ["city"],
  additionalProperties: false,
  $defs: {
    Circle: { type: "object", properties: { kind: { const: "circle" }, radius: { type: "number" } }, required: ["kind", "radius"], additionalProperties: false },
    Rect: {
      type: "object",
      properties: { kind: { const: "rect" }, width: { type: "number" }, height: { type: "number" } },
      required: ["kind", "width", "height"],
      additionalProperties: false,
    },
    Point: { type: "object", properties: { x: { type: "number" }, y: { type: "number" } }, required: ["x", "y"], additionalProperties: false },
  },
};

const TOOL = "trip.plan";

let registries: [string, ToolRegistry][] = [];

beforeAll(async () => {
  const { [TOOL]: generated } = await importSchemaValidators([{ name: TOOL, schema }]);
  registries = [
    ["interpreter", registry(undefined)],
    ["ahead of time", registry(generated)],
  ];
});

/** The tool with `Date` parameters `day` and `depart`, as gen-tools registers them from a manifest. */
function registry(validator: Validator | undefined): ToolRegistry {
  const r = new ToolRegistry();
  r.register(TOOL, schema, () => "planned", { validator, dates: ["/properties/day", "/properties/depart"] });
  return r;
}

interface ModelFacingResult {
  error: string;
  message: string;
  errors: Record<string, unknown>[];
}

/** The tool result the model reads after calling the tool with `args`, the same from both validators. */
async function resultRead(args: Record<string, unknown>): Promise<ModelFacingResult> {
  const contents: string[] = [];
  for (const [label, r] of registries) {
    const model = new ScriptedModel([{ toolCalls: [{ id: "c1", name: TOOL, arguments: args }] }, { text: "Let me fix that." }]);
    await recordingAgent({ name: "planner", registry: r, model }).conversationWithTool("Plan a trip.");
    const content = toolResultIn(model.requests[1]);
    if (contents.length > 0) expect(content, label).toBe(contents[0]);
    contents.push(content);
  }
  return JSON.parse(contents[0] as string) as ModelFacingResult;
}

function toolResultIn(request: ModelRequest | undefined): string {
  const last = request?.messages.at(-1);
  if (last?.role !== "tool" || last.results.length !== 1) throw new Error("the request after the call does not end with its result");
  const [result] = last.results;
  expect(result?.isError).toBe(true);
  return result?.content ?? "";
}

async function errorsRead(args: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  return (await resultRead(args)).errors;
}

describe("what a model reads back after a call with bad arguments", () => {
  it("says the call was refused for its arguments, naming the tool, and to call again fixed", async () => {
    const result = await resultRead({ city: "Oslo", days: "3" });
    expect(result.error).toBe("invalid_arguments");
    expect(result.message).toBe("the arguments for trip.plan do not match its input schema; fix them and call again");
  });

  it("a string where a number is expected: the path, the type wanted and the type sent", async () => {
    expect(await errorsRead({ city: "Oslo", days: "3" })).toEqual([
      { path: "/days", keyword: "type", message: "must be integer, got string", expected: "integer", actual: "string", schemaPath: "/properties/days/type" },
    ]);
  });

  it("a value outside an enum: every allowed value, in the message and as data", async () => {
    expect(await errorsRead({ city: "Oslo", unit: "Celsius" })).toEqual([
      {
        path: "/unit",
        keyword: "enum",
        message: 'must be one of: "celsius", "fahrenheit"',
        expected: ["celsius", "fahrenheit"],
        params: { allowedValues: ["celsius", "fahrenheit"] },
        schemaPath: "/properties/unit/enum",
      },
    ]);
  });

  it("a misspelt property name: the name refused, the one it is nearest, and the names allowed", async () => {
    expect(await errorsRead({ city: "Oslo", dayz: 3 })).toEqual([
      {
        path: "/dayz",
        keyword: "additionalProperties",
        message: "property 'dayz' is not allowed; allowed: 'city', 'days', 'unit', 'airport', 'day', 'depart', 'stops', 'shape', 'at', 'size'",
        hint: "did you mean 'days'?",
        params: { additionalProperty: "dayz" },
        schemaPath: "/additionalProperties",
      },
    ]);
  });

  it("a property near none of the allowed names gets no hint (within 40% of its length in edits: 'side' is not 'kind')", async () => {
    const errors = await errorsRead({ city: "Oslo", nights: 3, shape: { kind: "circle", radius: 1, side: 2 } });
    expect(errors.filter((e) => e.keyword === "additionalProperties").map((e) => [e.path, e.hint])).toEqual([
      ["/shape/side", undefined],
      ["/nights", undefined],
    ]);
  });

  it("a null for an optional property: to leave it out; a null for a required one: no such hint", async () => {
    expect(await errorsRead({ city: "Oslo", days: null })).toEqual([
      {
        path: "/days",
        keyword: "type",
        message: "must be integer, got null",
        hint: "'days' is optional: leave it out rather than send null",
        expected: "integer",
        actual: "null",
        schemaPath: "/properties/days/type",
      },
    ]);
    expect((await errorsRead({ city: null })).map((e) => [e.path, e.hint])).toEqual([["/city", undefined]]);
  });

  it("a null for a property of an object without `required`, where every property is optional: to leave it out", async () => {
    const r = new ToolRegistry();
    r.register("trip.search", { type: "object", properties: { maxPrice: { type: "number" } }, additionalProperties: false }, () => []);
    const outcome = await new Dispatcher(r).dispatch({ id: "c1", name: "trip.search", arguments: { maxPrice: null } }, { agent: AGENT });
    expect((JSON.parse(outcome.content) as ModelFacingResult).errors.map((e) => e.hint)).toEqual(["'maxPrice' is optional: leave it out rather than send null"]);
  });

  it("a missing required property: its name, and its path where it belongs", async () => {
    expect(await errorsRead({ days: 3 })).toEqual([
      { path: "/city", keyword: "required", message: "missing required property 'city'", params: { missingProperty: "city" }, schemaPath: "/required" },
    ]);
  });

  it("wrong shapes inside an array of objects: a JSON Pointer to each item's property", async () => {
    const errors = await errorsRead({ city: "Oslo", stops: [{ name: "Bergen", lat: 60.4 }, { name: "Voss", lat: "60.6" }, { nam: "Flåm", lat: 60.9 }] });
    expect(errors.map((e) => [e.path, e.message, e.hint])).toEqual([
      ["/stops/1/lat", "must be number, got string", undefined],
      ["/stops/2/name", "missing required property 'name'", undefined],
      ["/stops/2/nam", "property 'nam' is not allowed; allowed: 'name', 'lat'", "did you mean 'name'?"],
    ]);
  });

  it("a discriminated union: the branch the tag picked, then that branch's errors only", async () => {
    expect(await errorsRead({ city: "Oslo", shape: { kind: "rect", width: 2, heigth: 3 } })).toEqual([
      { path: "/shape", keyword: "oneOf", message: 'must match the oneOf schema for kind = "rect"', params: { discriminator: "kind", branch: 1 }, schemaPath: "/properties/shape/oneOf" },
      { path: "/shape/height", keyword: "required", message: "missing required property 'height'", params: { missingProperty: "height" }, schemaPath: "/$defs/Rect/required" },
      {
        path: "/shape/heigth",
        keyword: "additionalProperties",
        message: "property 'heigth' is not allowed; allowed: 'kind', 'width', 'height'",
        hint: "did you mean 'height'?",
        params: { additionalProperty: "heigth" },
        schemaPath: "/$defs/Rect/additionalProperties",
      },
    ]);
  });

  it("a discriminated union with an unknown tag: the tags allowed, and no branch's errors", async () => {
    expect(await errorsRead({ city: "Oslo", shape: { kind: "triangle", side: 2 } })).toEqual([
      {
        path: "/shape",
        keyword: "oneOf",
        message: "property 'kind' must be one of: \"circle\", \"rect\"",
        params: { discriminator: "kind", allowedValues: ["circle", "rect"] },
        schemaPath: "/properties/shape/oneOf",
      },
    ]);
  });

  it("a discriminated union without its tag: the tags allowed, as for an unknown tag", async () => {
    expect(await errorsRead({ city: "Oslo", shape: { radius: 2 } })).toEqual([
      {
        path: "/shape",
        keyword: "oneOf",
        message: "missing required property 'kind', which must be one of: \"circle\", \"rect\"",
        params: { discriminator: "kind", allowedValues: ["circle", "rect"] },
        schemaPath: "/properties/shape/oneOf",
      },
    ]);
  });

  it("a union without a tag: the branch the value came closest to, then its errors", async () => {
    expect(await errorsRead({ city: "Oslo", at: { x: "1" } })).toEqual([
      {
        path: "/at",
        keyword: "anyOf",
        message: "must match at least one schema in anyOf; types accepted: object or null; the closest is anyOf/0, whose errors follow",
        params: { closest: 0 },
        schemaPath: "/properties/at/anyOf",
      },
      { path: "/at/y", keyword: "required", message: "missing required property 'y'", params: { missingProperty: "y" }, schemaPath: "/$defs/Point/required" },
      { path: "/at/x", keyword: "type", message: "must be number, got string", expected: "number", actual: "string", schemaPath: "/$defs/Point/properties/x/type" },
    ]);
    // A value of a type no branch takes: the types they take.
    expect(await errorsRead({ city: "Oslo", at: "59.9,10.7" })).toEqual([
      { path: "/at", keyword: "anyOf", message: "must match at least one schema in anyOf: must be object or null, got string", expected: ["object", "null"], actual: "string", schemaPath: "/properties/at/anyOf" },
    ]);
  });

  it("a union with a fixed string: the types its other branches accept, beside the closest branch's errors", async () => {
    // A string goes to the "auto" branch; the number branch must not go unsaid.
    expect(await errorsRead({ city: "Oslo", size: "12" })).toEqual([
      {
        path: "/size",
        keyword: "anyOf",
        message: "must match at least one schema in anyOf; types accepted: string or number; the closest is anyOf/0, whose errors follow",
        params: { closest: 0 },
        schemaPath: "/properties/size/anyOf",
      },
      { path: "/size", keyword: "const", message: 'must be "auto"', expected: "auto", params: { allowedValue: "auto" }, schemaPath: "/properties/size/anyOf/0/const" },
    ]);
  });

  it("a string too long: the limit", async () => {
    expect(await errorsRead({ city: "Oslo city centre" })).toEqual([
      { path: "/city", keyword: "maxLength", message: "must have at most 10 characters", expected: 10, params: { limit: 10 }, schemaPath: "/properties/city/maxLength" },
    ]);
  });

  it("a pattern miss: the pattern", async () => {
    expect(await errorsRead({ city: "Oslo", airport: "osl" })).toEqual([
      { path: "/airport", keyword: "pattern", message: "must match pattern ^[A-Z]{3}$", expected: "^[A-Z]{3}$", params: { pattern: "^[A-Z]{3}$" }, schemaPath: "/properties/airport/pattern" },
    ]);
  });

  it("a date in another format: the format, with an example of it", async () => {
    expect(await errorsRead({ city: "Oslo", day: "12/24/2026", depart: "2026-12-24 09:30" })).toEqual([
      { path: "/day", keyword: "format", message: "must be a valid date (YYYY-MM-DD)", expected: "date", params: { format: "date" }, schemaPath: "/properties/day/format" },
      {
        path: "/depart",
        keyword: "format",
        message: "must be a valid date-time (RFC 3339 with a time zone, like 2024-05-01T12:00:00Z or 2024-05-01T12:00:00+02:00)",
        expected: "date-time",
        params: { format: "date-time" },
        schemaPath: "/properties/depart/format",
      },
    ]);
    // A local time, without a time zone: the hint says one is required.
    expect((await errorsRead({ city: "Oslo", depart: "2026-12-24T09:30:00" })).map((e) => e.message)).toEqual([
      "must be a valid date-time (RFC 3339 with a time zone, like 2024-05-01T12:00:00Z or 2024-05-01T12:00:00+02:00)",
    ]);
  });
});
