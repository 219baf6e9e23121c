import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

// Each property of an object is tested against every pattern of it to find the schemas of its
// value, so past 1,000,000 tests the properties left are not compared: with 5,000 patterns, the
// first 200 properties are.

const PATTERNS = Array.from({ length: 5000 }, (_, i) => `"^p${i}-": { type: "string" }`).join(", ");

/** `count` properties k0, k1, ... of string values, but a number one at `odd`, beside the 5,000 patterns. */
function tags(count: number, odd: number): string {
  const properties = Array.from({ length: count }, (_, i) => `k${i}: { type: "${i === odd ? "number" : "string"}" }`);
  return objectParameter("tags", `properties: { ${properties.join(", ")} }, patternProperties: { ${PATTERNS} }, additionalProperties: false`);
}

/** A handler that takes `count` optional string properties k0, k1, ... and other keys of strings. */
function handler(count: number): string {
  const properties = Array.from({ length: count }, (_, i) => `k${i}?: string;`);
  return `{ tags: { ${properties.join(" ")} [key: string]: string } }`;
}

const tools = ['import { registerTool } from "gen-tools";', registered("within_budget", tags(201, 199), handler(201)), registered("past_budget", tags(201, 200), handler(201))].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
}, 120_000);

const mismatches = (tool: string): string[] => check.about(tool).filter((line) => line.includes("GT3004"));

describe("the registerTool check on an object of many properties and many patterns", () => {
  it("compares the values of the properties within the budget (GT3004 at the 200th)", () => {
    expect(mismatches("within_budget")).toEqual([
      `${check.at("within_budget", "k199: { type: ", '"number"')} - error GT3004: tool 'within_budget': property 'tags.k199' is number in the schema but string in the handler's type`,
    ]);
  });

  it("leaves the properties past it uncompared", () => {
    expect(mismatches("past_budget")).toEqual([]);
  });
});
