import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `box`, has this schema, beside `$defs`. */
const boxIs = (schema: string, defs: string): string => `{ type: "object", properties: { box: { description: "A box.", ${schema} } }, required: ["box"], $defs: { ${defs} } }`;

const LIST = 'List: { type: "array" }';
const PAIR = 'Pair: { type: "array", minItems: 2, maxItems: 2 }';
const BASE = 'Base: { type: "object" }';
const TEXT = 'Text: { type: "string" }';
const UNITS = 'Units: { enum: ["c", "f", "k"] }';

const tools = [
  'import { registerTool } from "gen-tools";',
  "type Tags = string[];",
  'type Unit = "c" | "f";',
  "type Box = { x: string };",
  registered("items_beside", boxIs('$ref: "#/$defs/List", items: { type: "number" }', LIST), "{ box: string[] }"),
  registered("items_beside_fit", boxIs('$ref: "#/$defs/List", items: { type: "string" }', LIST), "{ box: string[] }"),
  registered("prefix_items_beside", boxIs('$ref: "#/$defs/Pair", prefixItems: [{ type: "string" }, { type: "boolean" }]', PAIR), "{ box: [string, number] }"),
  registered("prefix_items_beside_fit", boxIs('$ref: "#/$defs/Pair", prefixItems: [{ type: "string" }, { type: "number" }]', PAIR), "{ box: [string, number] }"),
  // `b` reaches List as `a` does, against the same handler type, but with items of its own.
  registered(
    "items_two_ways",
    '{ type: "object", properties: { a: { description: "A.", $ref: "#/$defs/List", items: { type: "string" } }, b: { description: "B.", $ref: "#/$defs/List", items: { type: "boolean" } } }, required: ["a", "b"], $defs: { List: { type: "array" } } }',
    "{ a: Tags; b: Tags }",
  ),
  registered("all_of_beside", boxIs('$ref: "#/$defs/Base", allOf: [{ properties: { label: { type: "string" } }, required: ["label"] }]', BASE), "{ box: { label: string } }"),
  registered("all_of_beside_mismatch", boxIs('$ref: "#/$defs/Base", allOf: [{ properties: { label: { type: "number" } }, required: ["label"] }]', BASE), "{ box: { label: string } }"),
  // An enum, a const, a pattern or a format beside a $ref to any string narrows it.
  registered("enum_beside", boxIs('$ref: "#/$defs/Text", enum: ["c", "f"]', TEXT), '{ box: "c" | "f" }'),
  registered("const_beside", boxIs('$ref: "#/$defs/Text", const: "c"', TEXT), '{ box: "c" }'),
  registered("pattern_beside", boxIs('$ref: "#/$defs/Text", pattern: "^(c|f)$"', TEXT), '{ box: "c" | "f" }'),
  registered("format_beside", boxIs('$ref: "#/$defs/Text", format: "date-time"', TEXT), "{ box: Date }"),
  registered("enum_narrowed_beside", boxIs('$ref: "#/$defs/Units", enum: ["c", "f"]', UNITS), '{ box: "c" | "f" }'),
  // `a` reaches Text (or Maybe) with keywords beside the $ref that `b` does not have, against the same handler type.
  registered(
    "enum_two_ways",
    '{ type: "object", properties: { a: { description: "A.", $ref: "#/$defs/Text", enum: ["c", "f"] }, b: { description: "B.", $ref: "#/$defs/Text" } }, required: ["a", "b"], $defs: { Text: { type: "string" } } }',
    "{ a: Unit; b: Unit }",
  ),
  registered(
    "type_two_ways",
    '{ type: "object", properties: { a: { description: "A.", $ref: "#/$defs/Maybe", type: "object" }, b: { description: "B.", $ref: "#/$defs/Maybe" } }, required: ["a", "b"], $defs: { Maybe: { type: ["object", "null"], properties: { x: { type: "string" } }, required: ["x"] } } }',
    "{ a: Box; b: Box }",
  ),
  registered("enum_beside_mismatch", boxIs('$ref: "#/$defs/Units", enum: ["c", "k"]', UNITS), '{ box: "c" | "f" }'),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check applies the keywords beside a $ref with its target's, as the validator does", () => {
  it("an array's items beside the $ref are compared with the handler's (GT3004 at their type)", () => {
    expect(check.about("items_beside")).toEqual([`${check.at("items_beside", '"number"')} - error GT3004: tool 'items_beside': property 'box[]' is number in the schema but string in the handler's type`]);
    expect(check.about("items_beside_fit")).toEqual([]);
  });

  it("a tuple's prefixItems beside the $ref are compared position by position (GT3004)", () => {
    expect(check.about("prefix_items_beside")).toEqual([
      `${check.at("prefix_items_beside", '"boolean"')} - error GT3004: tool 'prefix_items_beside': property 'box[1]' is boolean in the schema but number in the handler's type`,
    ]);
    expect(check.about("prefix_items_beside_fit")).toEqual([]);
  });

  it("a target reached with other keywords beside it (items, an enum, a type) is compared again", () => {
    expect(check.about("enum_two_ways")).toEqual([
      `${check.at("enum_two_ways", 'b: { description: "B.", $ref: "#/$defs/Text" } }, required: ["a", "b"], $defs: { Text: { type: ', '"string"')} - error GT3004: tool 'enum_two_ways': property 'b' is any string in the schema but "c" | "f" in the handler's type, which takes no other: list them in the schema's enum`,
    ]);
    expect(check.about("type_two_ways")).toEqual([`${check.at("type_two_ways", 'b: { description: "B.", $ref: ', '"#/$defs/Maybe"')} - error GT3004: tool 'type_two_ways': property 'b' is null | object in the schema but object in the handler's type`]);
    expect(check.about("items_two_ways")).toEqual([`${check.at("items_two_ways", '"boolean"')} - error GT3004: tool 'items_two_ways': property 'b[]' is boolean in the schema but string in the handler's type`]);
  });

  it("an allOf beside the $ref defines and requires its properties (no GT3002), which are compared (GT3004)", () => {
    expect(check.about("all_of_beside")).toEqual([]);
    expect(check.about("all_of_beside_mismatch")).toEqual([
      `${check.at("all_of_beside_mismatch", '"number"')} - error GT3004: tool 'all_of_beside_mismatch': property 'box.label' is number in the schema but string in the handler's type`,
    ]);
  });

  it("an enum, const, pattern or format beside the $ref narrows its target's values (no GT3004), and what both admit is compared", () => {
    for (const tool of ["enum_beside", "const_beside", "pattern_beside", "format_beside", "enum_narrowed_beside"]) expect(check.about(tool)).toEqual([]);
    expect(check.about("enum_beside_mismatch")).toEqual([
      `${check.at("enum_beside_mismatch", 'enum: ["c", ', '"k"')} - error GT3004: tool 'enum_beside_mismatch': property 'box' is "c" | "k" in the schema but "c" | "f" in the handler's type, which does not take "k"`,
    ]);
  });
});
