import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `tags`, has this schema, and these `$defs`. */
const tagsAre = (schema: string, defs = "{}"): string =>
  `{ type: "object", properties: { tags: { description: "Tags.", ${schema} } }, required: ["tags"], $defs: ${defs} }`;

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("by_additional", tagsAre('type: "object", additionalProperties: { type: "string" }, required: ["name"]'), "{ tags: { name: string; [key: string]: string } }"),
  registered("by_pattern", tagsAre('type: "object", patternProperties: { "^x-": { type: "string" } }, required: ["x-name"]'), '{ tags: { "x-name": string } }'),
  registered("by_pattern_mismatch", tagsAre('type: "object", patternProperties: { "^x-": { type: "number" } }, required: ["x-name"]'), '{ tags: { "x-name": string } }'),
  registered("by_additional_unrequired", tagsAre('type: "object", additionalProperties: { type: "string" }'), "{ tags: { name: string; [key: string]: string } }"),
  // Named requires name; the additionalProperties beside the $ref define it.
  registered(
    "beside_ref",
    tagsAre('$ref: "#/$defs/Named", additionalProperties: { type: "number" }', '{ Named: { type: "object", required: ["name"] } }'),
    "{ tags: { name: number; [key: string]: number } }",
  ),
].join("\n");

let about: (tool: string) => string[];

beforeAll(async () => {
  about = await checkDiagnostics(tools);
});

describe("the registerTool check reads a required key that no properties names through patternProperties and additionalProperties", () => {
  it("is defined there (no GT3002)", () => {
    expect(about("by_additional")).toEqual([]);
    expect(about("by_pattern")).toEqual([]);
  });

  it("beside a $ref too (no GT3002)", () => {
    expect(about("beside_ref")).toEqual([]);
  });

  it("is compared with the handler's property there (GT3004)", () => {
    expect(about("by_pattern_mismatch")).toEqual([`error GT3004: tool 'by_pattern_mismatch': property 'tags.x-name' is number in the schema but string in the handler's type`]);
  });

  it("must still be required (GT3003)", () => {
    expect(about("by_additional_unrequired")).toEqual([`error GT3003: tool 'by_additional_unrequired': the handler requires property 'tags.name', but the schema does not list it in required`]);
  });
});
