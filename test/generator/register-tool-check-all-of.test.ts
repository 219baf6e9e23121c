import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `box`, has this schema. */
const boxIs = (schema: string): string => `{ type: "object", properties: { box: { description: "A box.", ${schema} } }, required: ["box"] }`;

const tools = [
  'import { registerTool } from "gen-tools";',
  "type Sized = { count: number; size: number };",
  registered(
    "all_of_beside",
    boxIs('type: "object", properties: { count: { type: "number" } }, required: ["count"], allOf: [{ properties: { size: { type: "number" } }, required: ["size"] }]'),
    "{ box: Sized }",
  ),
  registered(
    "all_of_unevaluated",
    boxIs('type: "object", allOf: [{ properties: { count: { type: "number" } }, required: ["count"] }, { properties: { size: { type: "number" } }, required: ["size"] }], unevaluatedProperties: false'),
    "{ box: Sized }",
  ),
  registered(
    "all_of_ref",
    '{ type: "object", properties: { box: { description: "A box.", type: "object", allOf: [{ $ref: "#/$defs/Counted" }], properties: { size: { type: "number" } }, required: ["size"] } }, required: ["box"], $defs: { Counted: { type: "object", properties: { count: { type: "number" } }, required: ["count"] } } }',
    "{ box: Sized }",
  ),
  registered(
    "all_of_mismatch",
    boxIs('type: "object", properties: { count: { type: "number" } }, required: ["count"], allOf: [{ properties: { size: { type: "string" } }, required: ["size"] }]'),
    "{ box: Sized }",
  ),
  registered("list_all_of", boxIs('type: "array", items: { type: "string" }, allOf: [{ minItems: 1 }]'), "{ box: number[] }"),
  registered("record_all_of", boxIs('type: "object", additionalProperties: { type: "string" }, allOf: [{ minProperties: 1 }]'), "{ box: Record<string, number> }"),
  registered("root_any_of", '{ type: "object", anyOf: [{ properties: { a: { type: "string", description: "A." } }, required: ["a"] }] }', "{ a: string }"),
  registered(
    "root_one_of",
    '{ type: "object", oneOf: [{ properties: { a: { type: "string", description: "A." } }, required: ["a"] }, { properties: { a: { type: "string", description: "A.", minLength: 3 } }, required: ["a"] }] }',
    "{ a: string }",
  ),
  // A $ref cycle (GT3005 of its own) must not send the check round it forever.
  registered(
    "all_of_cycle",
    '{ type: "object", properties: { box: { description: "A box.", $ref: "#/$defs/A" } }, required: ["box"], $defs: { A: { type: "object", properties: { count: { type: "number" } }, required: ["count"], allOf: [{ $ref: "#/$defs/A" }] } } }',
    "{ box: { count: number } }",
  ),
  // The idiom of a described $ref: an allOf of the one ref, whose count is a string.
  registered(
    "all_of_only_ref",
    '{ type: "object", properties: { box: { description: "A box.", allOf: [{ $ref: "#/$defs/Counted" }] } }, required: ["box"], $defs: { Counted: { type: "object", properties: { count: { type: "string" } }, required: ["count"] } } }',
    "{ box: { count: number } }",
  ),
  registered("all_of_types", boxIs('allOf: [{ type: ["string", "null"] }, { type: "string" }]'), "{ box: number }"),
].join("\n");

let about: (tool: string) => string[];

beforeAll(async () => {
  about = await checkDiagnostics(tools);
});

describe("the registerTool check reads an object's allOf branches, each of which every value meets", () => {
  it("a property an allOf branch defines and requires is the object's (no GT3002)", () => {
    expect(about("all_of_beside")).toEqual([]);
    expect(about("all_of_unevaluated")).toEqual([]);
    expect(about("all_of_ref")).toEqual([]);
  });

  it("a property of an allOf branch is compared with the handler's (GT3004)", () => {
    expect(about("all_of_mismatch")).toEqual([`error GT3004: tool 'all_of_mismatch': property 'box.size' is string in the schema but number in the handler's type`]);
  });

  it("beside allOf, an array's items and an object's other keys are still compared (GT3004)", () => {
    expect(about("list_all_of")).toEqual([`error GT3004: tool 'list_all_of': property 'box[]' is string in the schema but number in the handler's type`]);
    expect(about("record_all_of")).toEqual([`error GT3004: tool 'record_all_of': property 'box.*' is string in the schema but number in the handler's type`]);
  });

  it("an argument whose schema says its type only through allOf is compared: { description, allOf: [{ $ref }] } (GT3004)", () => {
    expect(about("all_of_only_ref")).toEqual([`error GT3004: tool 'all_of_only_ref': property 'box.count' is string in the schema but number in the handler's type`]);
    expect(about("all_of_types")).toEqual([`error GT3004: tool 'all_of_types': property 'box' is string in the schema but number in the handler's type`]);
  });

  it("a $ref cycle through allOf is followed once", () => {
    expect(about("all_of_cycle").filter((line) => !line.includes("GT3005"))).toEqual([]);
  });
});

describe("the registerTool check reads the arguments' anyOf/oneOf branches as a property's", () => {
  it("one branch's properties are the arguments' (no GT3002)", () => {
    expect(about("root_any_of")).toEqual([]);
  });

  it("several branches may each define what the handler requires (no GT3002)", () => {
    expect(about("root_one_of")).toEqual([]);
  });
});
