import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

// Each key made up for a pattern is tested against every pattern of its object, so the values of
// the first 128 patterns of an object are compared, and the rest left alone.

/** `count` patterns `^p0-`, `^p1-`, ... of string values, but number ones at `odd`, and `{ description }` (any value) at `any`. */
function patterns(count: number, { odd, any }: { odd?: number; any?: number }, last = ""): string {
  const value = (i: number): string => (i === odd ? '{ type: "number" }' : i === any ? '{ description: "Any value." }' : '{ type: "string" }');
  const entries = Array.from({ length: count }, (_, i) => `"^p${i}-": ${value(i)}`);
  return `patternProperties: { ${[...entries, ...(last === "" ? [] : [last])].join(", ")} }, additionalProperties: false`;
}

const HANDLER = "{ tags: Record<string, string> }";

const tagsTool = (name: string, schema: string): string => registered(name, objectParameter("tags", schema), HANDLER);

const tools = [
  'import { registerTool } from "gen-tools";',
  tagsTool("at_budget", patterns(128, { odd: 127 })),
  tagsTool("past_budget", patterns(129, { odd: 128 })),
  tagsTool("past_budget_first", patterns(129, { odd: 0 })),
  tagsTool("any_value", patterns(200, { any: 0 })),
  // The key made up for ^p0- (p0-a) is one -a$, past the budget, narrows to a string too.
  tagsTool("narrowed_past_budget", patterns(200, { any: 0 }, '"-a$": { type: "string" }')),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

/** The GT3004 of `name`'s pattern `^p<i>-`, whose values are numbers where the handler takes strings. */
const numberValues = (name: string, i: number): string =>
  `${check.at(name, `"^p${i}-": { type: `, '"number"')} - error GT3004: tool '${name}': property 'tags./^p${i}-/' is number in the schema but string in the handler's type`;

describe("the registerTool check on an object of many patternProperties", () => {
  it("compares the values of each of 128 patterns (GT3004 at the 128th)", () => {
    expect(check.about("at_budget")).toEqual([numberValues("at_budget", 127)]);
  });

  it("past 128, compares the first 128 only", () => {
    expect(check.about("past_budget")).toEqual([]);
    expect(check.about("past_budget_first")).toEqual([numberValues("past_budget_first", 0)]);
  });

  it("compares a key made up for one of the first with every pattern it matches, those past 128 included", () => {
    expect(check.about("any_value")).toEqual([
      `${check.at("any_value", '"^p0-": ', "{")} - error GT3004: tool 'any_value': property 'tags./^p0-/' admits any JSON value in the schema but only string in the handler's type`,
    ]);
    expect(check.about("narrowed_past_budget")).toEqual([]);
  });
});
