import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `box`, has this schema, beside `$defs`. */
const boxIs = (schema: string, defs: string): string => `{ type: "object", properties: { box: { description: "A box.", ${schema} } }, required: ["box"], $defs: { ${defs} } }`;

/** A box whose `size` is a number, or null where `size` says so. */
const box = (size: string): string => `Box: { type: "object", properties: { size: ${size} }, required: ["size"] }`;
const UNITS = 'Box: { type: "object", properties: { unit: { type: "string", enum: ["c", "f", "k"] } }, required: ["unit"] }';

const tools = [
  'import { registerTool } from "gen-tools";',
  // A property described again beside the $ref, or in an allOf beside its target: the target's type holds.
  registered("described_beside_ref", boxIs('$ref: "#/$defs/Box", properties: { size: { description: "In cm." } }', box('{ type: "number" }')), "{ box: { size: number } }"),
  registered("described_in_all_of", boxIs('allOf: [{ $ref: "#/$defs/Box" }, { properties: { size: { description: "In cm." } } }]', box('{ type: "number" }')), "{ box: { size: number } }"),
  // One definition narrows what the other admits: to the handler's literals, or to non-null.
  registered("enum_in_all_of", boxIs('allOf: [{ $ref: "#/$defs/Box" }, { properties: { size: { enum: [1, 2] } } }]', box('{ type: "number" }')), "{ box: { size: 1 | 2 } }"),
  registered("enum_beside_ref", boxIs('$ref: "#/$defs/Box", properties: { unit: { enum: ["c", "f"] } }', UNITS), '{ box: { unit: "c" | "f" } }'),
  registered("non_null_in_all_of", boxIs('allOf: [{ $ref: "#/$defs/Box" }, { properties: { size: { type: "number" } } }]', box('{ type: ["number", "null"] }')), "{ box: { size: number } }"),
  // An object property's type in one definition, what it requires in the other.
  registered(
    "object_in_two",
    boxIs('allOf: [{ $ref: "#/$defs/Box" }, { properties: { size: { required: ["cm"] } } }]', box('{ type: "object", properties: { cm: { type: "number" } } }')),
    "{ box: { size: { cm: number } } }",
  ),
  // Items, and tuple positions, whose type the $ref's target says.
  registered("items_beside_ref", boxIs('$ref: "#/$defs/List", items: { minLength: 1 }', 'List: { type: "array", items: { type: "string" } }'), "{ box: string[] }"),
  registered(
    "prefix_items_beside_ref",
    boxIs('$ref: "#/$defs/Pair", prefixItems: [{ description: "Width." }, { description: "Height." }]', 'Pair: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false, minItems: 2 }'),
    "{ box: [number, number] }",
  ),
  // A discriminated union's branch describes a property the union defines.
  registered(
    "described_in_branch",
    boxIs(
      'type: "object", properties: { kind: { type: "string" }, name: { type: "string" } }, required: ["kind", "name"], oneOf: [{ properties: { kind: { const: "circle" }, name: { description: "The circle." }, radius: { type: "number" } }, required: ["radius"] }, { properties: { kind: { const: "square" }, side: { type: "number" } }, required: ["side"] }]',
      "",
    ),
    '({ kind: "circle"; radius: number } | { kind: "square"; side: number }) & { name: string }',
  ),
  // Mismatches the definitions leave together.
  registered("null_in_both", boxIs('allOf: [{ $ref: "#/$defs/Box" }, { properties: { size: { description: "In cm." } } }]', box('{ type: ["number", "null"] }')), "{ box: { size: number } }"),
  registered("enum_in_both", boxIs('$ref: "#/$defs/Box", properties: { unit: { enum: ["c", "k"] } }', UNITS), '{ box: { unit: "c" | "f" } }'),
  registered("items_in_both", boxIs('$ref: "#/$defs/List", items: { minLength: 1 }', 'List: { type: "array", items: { type: "string" } }'), "{ box: number[] }"),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check compares a value's definitions in several layers together, as the validator applies them all", () => {
  it("gives no diagnostic where one definition only describes the value the other types", () => {
    expect(check.about("described_beside_ref")).toEqual([]);
    expect(check.about("described_in_all_of")).toEqual([]);
    expect(check.about("items_beside_ref")).toEqual([]);
    expect(check.about("prefix_items_beside_ref")).toEqual([]);
    expect(check.about("described_in_branch")).toEqual([]);
  });

  it("gives no diagnostic where one definition narrows what the other admits to what the handler takes", () => {
    expect(check.about("enum_in_all_of")).toEqual([]);
    expect(check.about("enum_beside_ref")).toEqual([]);
    expect(check.about("non_null_in_all_of")).toEqual([]);
    expect(check.about("object_in_two")).toEqual([]);
  });

  it("reports what the definitions admit together that the handler does not take (GT3004)", () => {
    expect(check.about("null_in_both")).toEqual([`${check.at("null_in_both", "size: { type: ", "[")} - error GT3004: tool 'null_in_both': property 'box.size' is null | number in the schema but number in the handler's type`]);
    expect(check.about("enum_in_both")).toEqual([
      `${check.at("enum_in_both", 'unit: { enum: ["c", ', '"k"')} - error GT3004: tool 'enum_in_both': property 'box.unit' is "c" | "k" in the schema but "c" | "f" in the handler's type, which does not take "k"`,
    ]);
    expect(check.about("items_in_both")).toEqual([`${check.at("items_in_both", 'List: { type: "array", items: { type: ', '"string"')} - error GT3004: tool 'items_in_both': property 'box[]' is string in the schema but number in the handler's type`]);
  });
});
