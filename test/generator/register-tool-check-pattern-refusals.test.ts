import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

/** A tool whose `tags` have number values at keys starting `x-`, beside `keywords`, where the handler takes strings at every key. */
const numberTags = (name: string, keywords: string): string => registered(name, objectParameter("tags", `patternProperties: { "^x-": { type: "number" } }, additionalProperties: false, ${keywords}`), "{ tags: Record<string, string> }");

// Each leaves the keys `^x-` matches alone: an argument may have one, with a number.
const LEAVING_KEYS = {
  names_passed: 'propertyNames: { pattern: "^x-" }',
  evaluated: "unevaluatedProperties: false",
  other_dependents: 'dependentSchemas: { size: { required: ["color"] } }',
  other_dependencies: 'dependentRequired: { size: ["color"] }',
  not_other: 'not: { required: ["size"] }',
  lone_if: 'if: { required: ["size"] }',
  if_on_others: 'if: { required: ["size"] }, then: { required: ["color"] }',
};

// Each may refuse those keys, or leave no argument at all.
const REFUSING_KEYS = {
  names_refused: "propertyNames: { maxLength: 1 }",
  max_properties: "maxProperties: 3",
  not_on_values: 'not: { patternProperties: { "^x-": { type: "number" } } }',
  dependents_on_every_key: 'dependentSchemas: { size: { additionalProperties: { type: "string" } } }',
  if_on_key_count: 'if: { minProperties: 2 }, then: { required: ["size"] }',
};

const tools = ['import { registerTool } from "gen-tools";', ...Object.entries({ ...LEAVING_KEYS, ...REFUSING_KEYS }).map(([name, keywords]) => numberTags(name, keywords))].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check compares a pattern's values beside a keyword that leaves the keys it matches alone", () => {
  it.each(Object.keys(LEAVING_KEYS))("reports the values the handler's index signature does not take beside %s (GT3004)", (name) => {
    expect(check.about(name)).toEqual([
      `${check.at(name, '"^x-": { type: ', '"number"')} - error GT3004: tool '${name}': property 'tags./^x-/' is number in the schema but string in the handler's type`,
    ]);
  });

  it.each(Object.keys(REFUSING_KEYS))("stays silent beside %s, which may refuse them", (name) => {
    expect(check.about(name)).toEqual([]);
  });
});
