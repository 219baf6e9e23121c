import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

/** Numbers for the keys no pattern matches, which the handler's strings do not take. */
const NUMBERS = 'additionalProperties: { type: "number" }';

const tools = [
  'import { registerTool } from "gen-tools";',
  // No key reaches additionalProperties: the empty pattern matches every key.
  registered("every_key", objectParameter("tags", `patternProperties: { "": { type: "string" } }, ${NUMBERS}`), "{ tags: Record<string, string> }"),
  registered("every_key_in_branch", objectParameter("tags", `allOf: [{ patternProperties: { "": { type: "string" } } }], ${NUMBERS}`), "{ tags: Record<string, string> }"),
  // propertyNames refuses every key but the one named.
  registered("names_refused", objectParameter("tags", `properties: { a: { type: "string" } }, propertyNames: { enum: ["a"] }, ${NUMBERS}`), "{ tags: { a?: string; [key: string]: string | undefined } }"),
  // A key with a line break, which . does not match, reaches additionalProperties.
  registered("dot_star", objectParameter("tags", `patternProperties: { "^.*$": { type: "string" } }, ${NUMBERS}`), "{ tags: Record<string, string> }"),
  registered("no_pattern", objectParameter("tags", NUMBERS), "{ tags: Record<string, string> }"),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check compares additionalProperties with the handler's only where an argument may have a key they apply to", () => {
  it("does not compare them where a pattern matches every key, or propertyNames refuses the keys the properties do not name", () => {
    for (const tool of ["every_key", "every_key_in_branch", "names_refused"]) expect(check.about(tool), tool).toEqual([]);
  });

  it("compares them where a key escapes the patterns (^.*$ matches no line break) or there are none (GT3004)", () => {
    // Beside a pattern, the message names a key that reaches additionalProperties.
    const keys = { dot_star: " (tags.*: a key no pattern matches, such as '\\n')", no_pattern: "" };
    for (const [tool, key] of Object.entries(keys)) {
      expect(check.about(tool), tool).toEqual([
        `${check.at(tool, "additionalProperties: { type: ", '"number"')} - error GT3004: tool '${tool}': property 'tags.*' is number in the schema but string in the handler's type${key}`,
      ]);
    }
  });
});
