import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("record_fit", objectParameter("tags", 'patternProperties: { "^x-": { type: "string" } }, additionalProperties: false'), "{ tags: Record<string, string> }"),
  registered("record_mismatch", objectParameter("tags", 'patternProperties: { "^x-": { type: "number" } }, additionalProperties: false'), "{ tags: Record<string, string> }"),
  registered("template_fit", objectParameter("tags", 'patternProperties: { "^x_": { type: "string" } }, additionalProperties: false'), "{ tags: { [key: `x_${string}`]: string } }"),
  registered("template_mismatch", objectParameter("tags", 'patternProperties: { "^x_": { type: "number" } }, additionalProperties: false'), "{ tags: { [key: `x_${string}`]: string } }"),
  registered("number_keys", objectParameter("tags", 'patternProperties: { "^[0-9]+$": { type: "string" } }, additionalProperties: false'), "{ tags: { [key: number]: number } }"),
  registered("inside", objectParameter("tags", 'patternProperties: { "^x-": { type: "object", properties: { n: { type: "number" } } } }, additionalProperties: false'), "{ tags: Record<string, { n?: string }> }"),
  // Every key the pattern matches is one the allOf branch refuses: no argument has one.
  registered("refused", objectParameter("tags", 'patternProperties: { "^x-": { type: "number" } }, allOf: [{ properties: { name: { type: "string" } }, additionalProperties: false }]'), "{ tags: Record<string, string> }"),
  // The allOf branch's additionalProperties narrow the pattern's values to strings.
  registered("narrowed", objectParameter("tags", 'patternProperties: { "^x-": { description: "Any value." } }, allOf: [{ additionalProperties: { type: "string" } }]'), "{ tags: Record<string, string> }"),
  // propertyNames may refuse every key the pattern matches: this check cannot tell.
  registered("key_names", objectParameter("tags", 'patternProperties: { "^x-": { type: "number" } }, additionalProperties: false, propertyNames: { maxLength: 1 }'), "{ tags: Record<string, string> }"),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check compares a schema's patternProperties with the handler's index signatures", () => {
  it("gives no diagnostic where the handler's index signature takes the pattern's values", () => {
    expect(check.about("record_fit")).toEqual([]);
    expect(check.about("template_fit")).toEqual([]);
  });

  it("reports a pattern whose values a string index signature does not take (GT3004 at the pattern's type)", () => {
    expect(check.about("record_mismatch")).toEqual([
      `${check.at("record_mismatch", '"^x-": { type: ', '"number"')} - error GT3004: tool 'record_mismatch': property 'tags./^x-/' is number in the schema but string in the handler's type`,
    ]);
  });

  it("reports one whose values the template literal or number index signature of its keys does not take (GT3004)", () => {
    expect(check.about("template_mismatch")).toEqual([
      `${check.at("template_mismatch", '"^x_": { type: ', '"number"')} - error GT3004: tool 'template_mismatch': property 'tags./^x_/' is number in the schema but string in the handler's type`,
    ]);
    expect(check.about("number_keys")).toEqual([
      `${check.at("number_keys", '"^[0-9]+$": { type: ', '"string"')} - error GT3004: tool 'number_keys': property 'tags./^[0-9]+$/' is string in the schema but number in the handler's type`,
    ]);
  });

  it("compares inside the pattern's values", () => {
    expect(check.about("inside")).toEqual([
      `${check.at("inside", "n: { type: ", '"number"')} - error GT3004: tool 'inside': property 'tags./^x-/.n' is number in the schema but string in the handler's type`,
    ]);
  });

  it("reads the pattern's values with what the object's other layers say of its keys", () => {
    expect(check.about("refused")).toEqual([]);
    expect(check.about("narrowed")).toEqual([]);
  });

  it("stays silent where a keyword may refuse the keys the pattern matches", () => {
    expect(check.about("key_names")).toEqual([]);
  });
});
