import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

/** A tool whose `tags` have number values at the keys `pattern` matches, beside `keywords`, where the handler takes `handler`. */
const numberTags = (name: string, pattern: string, keywords: string, handler = "{ tags: Record<string, string> }"): string =>
  registered(name, objectParameter("tags", `patternProperties: { "${pattern}": { type: "number" } }, ${keywords}`), handler);

// The first key made up for each pattern (x-a, get_a) is refused or untaken, but another it matches is not.
const ANOTHER_KEY = {
  numbered_names: numberTags("numbered_names", "^x-", 'propertyNames: { pattern: "^x-[0-9]+$" }'),
  second_alternative: numberTags("second_alternative", "^(?:get|set)_", 'propertyNames: { pattern: "^set_" }'),
  dependents_on_first: numberTags("dependents_on_first", "^x-", 'dependentSchemas: { "x-a": { required: ["size"] } }, additionalProperties: false'),
  numbered_signature: numberTags("numbered_signature", "^x-", "additionalProperties: false", "{ tags: { [key: `x-${number}`]: string } }"),
};

// No key the pattern matches passes the keyword beside it: an argument has none of them.
const NO_KEY = {
  long_names: numberTags("long_names", "^x-", "propertyNames: { minLength: 9 }"),
  other_names: numberTags("other_names", "^(?:get|set)_", 'propertyNames: { pattern: "^put_" }'),
};

const tools = ['import { registerTool } from "gen-tools";', ...Object.values({ ...ANOTHER_KEY, ...NO_KEY })].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check compares a pattern's values by a key it matches that the keywords beside it leave alone", () => {
  it.each(Object.keys(ANOTHER_KEY))("reports the values the handler's index signature does not take in %s, by another key than the first made up (GT3004)", (name) => {
    const pattern = name === "second_alternative" ? "^(?:get|set)_" : "^x-";
    expect(check.about(name)).toEqual([
      `${check.at(name, `"${pattern}": { type: `, '"number"')} - error GT3004: tool '${name}': property 'tags./${pattern}/' is number in the schema but string in the handler's type`,
    ]);
  });

  it.each(Object.keys(NO_KEY))("stays silent in %s, where no key the pattern matches passes propertyNames", (name) => {
    expect(check.about(name)).toEqual([]);
  });
});
