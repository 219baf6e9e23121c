import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

/** Numbers for the keys no pattern matches, which the handler's strings do not take. */
const NUMBERS = 'additionalProperties: { type: "number" }';

/** A tool whose `tags` have strings at the keys `pattern` matches and numbers at the others, where the handler takes strings at every key. */
const tags = (name: string, pattern: string): string => registered(name, objectParameter("tags", `patternProperties: { "${pattern}": { type: "string" } }, ${NUMBERS}`), "{ tags: Record<string, string> }");

const tools = [
  'import { registerTool } from "gen-tools";',
  tags("prefixed", "^x-"),
  // `.` matches no line break: only a key with one reaches additionalProperties.
  tags("dot_star", "^.*$"),
  // The validator refuses `\-` in unicode mode (GT3005): no argument passes the schema.
  tags("refused", "^x\\\\-"),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check names a key that reaches additionalProperties beside patterns", () => {
  it("names an ordinary key where one matches no pattern (GT3004)", () => {
    expect(check.about("prefixed")).toEqual([
      `${check.at("prefixed", "additionalProperties: { type: ", '"number"')} - error GT3004: tool 'prefixed': property 'tags.*' is number in the schema but string in the handler's type (tags.*: a key no pattern matches, such as 'foo')`,
    ]);
  });

  it("names a key with a line break, escaped, where only such a key matches no pattern (GT3004)", () => {
    expect(check.about("dot_star")).toEqual([
      `${check.at("dot_star", "additionalProperties: { type: ", '"number"')} - error GT3004: tool 'dot_star': property 'tags.*' is number in the schema but string in the handler's type (tags.*: a key no pattern matches, such as '\\n')`,
    ]);
  });

  it("reports a refused pattern alone: no GT3004 beside its GT3005", () => {
    expect(check.about("refused").map((line) => line.split(" - ")[1]!.slice(0, 12))).toEqual(["error GT3005"]);
  });
});
