import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("group_fit", objectParameter("tags", 'patternProperties: { "^(?:get|set)_": { type: "string" } }, additionalProperties: false'), "{ tags: Record<string, string> }"),
  registered("group_mismatch", objectParameter("tags", 'patternProperties: { "^(?:get|set)_": { type: "number" } }, additionalProperties: false'), "{ tags: Record<string, string> }"),
  registered("capturing_fit", objectParameter("tags", 'patternProperties: { "^(a|b)x": { type: "string" } }, additionalProperties: false'), "{ tags: { [key: `ax${string}` | `bx${string}`]: string } }"),
  registered("capturing_mismatch", objectParameter("tags", 'patternProperties: { "^(a|b)x": { type: "number" } }, additionalProperties: false'), "{ tags: { [key: `ax${string}` | `bx${string}`]: string } }"),
  // A lookahead is no group of literal text: no key is made up, so nothing is compared.
  registered("lookahead", objectParameter("tags", 'patternProperties: { "^(?=x)x-": { type: "number" } }, additionalProperties: false'), "{ tags: Record<string, string> }"),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check compares a pattern that starts with a group of literal alternatives with the handler's index signature", () => {
  it("gives no diagnostic where the index signature takes the pattern's values", () => {
    expect(check.about("group_fit")).toEqual([]);
    expect(check.about("capturing_fit")).toEqual([]);
  });

  it("reports values the index signature does not take, through a non-capturing or a capturing group (GT3004 at the pattern's type)", () => {
    expect(check.about("group_mismatch")).toEqual([
      `${check.at("group_mismatch", '"^(?:get|set)_": { type: ', '"number"')} - error GT3004: tool 'group_mismatch': property 'tags./^(?:get|set)_/' is number in the schema but string in the handler's type`,
    ]);
    expect(check.about("capturing_mismatch")).toEqual([
      `${check.at("capturing_mismatch", '"^(a|b)x": { type: ', '"number"')} - error GT3004: tool 'capturing_mismatch': property 'tags./^(a|b)x/' is number in the schema but string in the handler's type`,
    ]);
  });

  it("stays silent where the pattern starts with a lookahead", () => {
    expect(check.about("lookahead")).toEqual([]);
  });
});
