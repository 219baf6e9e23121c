import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

// An object schema with patternProperties but no additionalProperties admits any value at a key no
// pattern matches: a handler's index signature must take it, where a model could send such a key.

/** Parameters whose one required argument, `tags`, has this schema (the keywords inside its braces). */
const tags = (schema: string): string => `{ type: "object", properties: { tags: { description: "The tags.", ${schema} } }, required: ["tags"] }`;

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("prefixed", tags(`type: "object", patternProperties: { "^t_": { type: "string" } }`), "{ tags: Record<string, string> }"),
  registered("lower_case", tags(`type: "object", patternProperties: { "^[a-z]+$": { type: "string" } }`), "{ tags: Record<string, string> }"),
  registered("every_line", tags(`type: "object", patternProperties: { "^.*$": { type: "string" } }`), "{ tags: Record<string, string> }"),
  registered("closed", tags(`type: "object", patternProperties: { "^t_": { type: "string" } }, additionalProperties: false`), "{ tags: Record<string, string> }"),
  registered("unknown_values", tags(`type: "object", patternProperties: { "^t_": { type: "string" } }`), "{ tags: Record<string, unknown> }"),
  registered("refused_pattern", tags(`type: "object", patternProperties: { "^t\\\\-": { type: "string" } }`), "{ tags: Record<string, string> }"),
].join("\n");

let check: LocatedCheck;
beforeAll(async () => {
  check = await locatedCheck(tools);
}, 60_000);

describe("the registerTool check of the keys an object's patterns leave open", () => {
  it("reports an ordinary key no pattern matches against Record<string, string> (GT3004 at patternProperties), naming it", () => {
    expect(check.about("prefixed")).toEqual([
      `${check.at("prefixed", "tags: ", "patternProperties: ", "{")} - error GT3004: tool 'prefixed': property 'tags.*': a key such as 'foo' matches no pattern and admits any JSON value in the schema but only string in the handler's type: add additionalProperties: false, or a schema for such keys`,
    ]);
    expect(check.about("lower_case")).toEqual([
      `${check.at("lower_case", "tags: ", "patternProperties: ", "{")} - error GT3004: tool 'lower_case': property 'tags.*': a key such as 'A' matches no pattern and admits any JSON value in the schema but only string in the handler's type: add additionalProperties: false, or a schema for such keys`,
    ]);
  });

  it("says nothing where ^.*$ leaves only keys with a line break, additionalProperties closes the object, or the handler takes any value", () => {
    for (const tool of ["every_line", "closed", "unknown_values"]) expect(check.about(tool)).toEqual([]);
  });

  it("leaves a refused pattern to GT3005 alone", () => {
    const codes = check.about("refused_pattern").map((line) => /error (GT\d+)/.exec(line)?.[1]);
    expect(codes).toEqual(["GT3005"]);
  });
});
