import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `tags`, is an object with this schema, which requires `x-name`. */
const tagsAre = (schema: string): string => `{ type: "object", properties: { tags: { description: "Tags.", type: "object", ${schema}, required: ["x-name"] } }, required: ["tags"] }`;

const tools = [
  'import { registerTool } from "gen-tools";',
  // "x-name" meets both patterns: the second narrows it to a string.
  registered("two_patterns", tagsAre('patternProperties: { "^x-": { description: "Any value." }, "name$": { type: "string" } }'), '{ tags: { "x-name": string } }'),
  // The allOf branch names no property or pattern: its additionalProperties apply to "x-name" too.
  registered("pattern_and_other_layer", tagsAre('patternProperties: { "^x-": { description: "Any value." } }, allOf: [{ additionalProperties: { type: "string" } }]'), '{ tags: { "x-name": string } }'),
  // Where a pattern of the same schema matches, its additionalProperties do not apply.
  registered("pattern_before_additional", tagsAre('patternProperties: { "^x-": { type: "string" } }, additionalProperties: { type: "number" }'), '{ tags: { "x-name": string; [key: string]: string | number } }'),
  registered(
    "second_pattern_mismatch",
    tagsAre('patternProperties: { "^x-": { type: "object" }, "name$": { type: "object", properties: { first: { type: "number" } } } }'),
    '{ tags: { "x-name": { first?: string } } }',
  ),
  // A pattern that matches a property's name applies to its value too.
  registered("named_and_pattern", tagsAre('properties: { "x-name": { description: "The name." } }, patternProperties: { "^x-": { type: "string" } }'), '{ tags: { "x-name": string } }'),
  registered(
    "named_pattern_mismatch",
    tagsAre('properties: { "x-name": { type: "object" } }, patternProperties: { "^x-": { type: "object", properties: { first: { type: "number" } } } }'),
    '{ tags: { "x-name": { first?: string } } }',
  ),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check compares a required key that no properties names with every schema its value meets", () => {
  it("reads every patternProperties entry that matches it, and each other schema's additionalProperties", () => {
    expect(check.about("two_patterns")).toEqual([]);
    expect(check.about("pattern_and_other_layer")).toEqual([]);
  });

  it("reads a schema's additionalProperties only where none of its patterns matches", () => {
    expect(check.about("pattern_before_additional")).toEqual([]);
  });

  it("reports a mismatch in a pattern after the first that matches (GT3004)", () => {
    expect(check.about("second_pattern_mismatch")).toEqual([
      `${check.at("second_pattern_mismatch", "first: { type: ", '"number"')} - error GT3004: tool 'second_pattern_mismatch': property 'tags.x-name.first' is number in the schema but string in the handler's type`,
    ]);
  });
});

describe("the registerTool check compares a property with the patternProperties entries that match its name", () => {
  it("reads them with its definition", () => {
    expect(check.about("named_and_pattern")).toEqual([]);
  });

  it("reports a mismatch in them (GT3004)", () => {
    expect(check.about("named_pattern_mismatch")).toEqual([
      `${check.at("named_pattern_mismatch", "first: { type: ", '"number"')} - error GT3004: tool 'named_pattern_mismatch': property 'tags.x-name.first' is number in the schema but string in the handler's type`,
    ]);
  });
});
