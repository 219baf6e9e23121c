import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";

/** A registerTool tool whose one argument, `tags`, has this schema, and whose handler takes `args`. */
function registered(name: string, tags: string, args: string): string {
  return `export const ${name} = registerTool(
  { name: "${name}", description: "Tags.", parameters: { type: "object", properties: { tags: { description: "Tags.", ${tags} } }, required: ["tags"] } },
  (args: ${args}) => args,
);
`;
}

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("by_additional", 'type: "object", additionalProperties: { type: "string" }, required: ["name"]', "{ tags: { name: string; [key: string]: string } }"),
  registered("by_pattern", 'type: "object", patternProperties: { "^x-": { type: "string" } }, required: ["x-name"]', '{ tags: { "x-name": string } }'),
  registered("by_pattern_mismatch", 'type: "object", patternProperties: { "^x-": { type: "number" } }, required: ["x-name"]', '{ tags: { "x-name": string } }'),
  registered("by_additional_unrequired", 'type: "object", additionalProperties: { type: "string" }', "{ tags: { name: string; [key: string]: string } }"),
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

  it("is compared with the handler's property there (GT3004)", () => {
    expect(about("by_pattern_mismatch")).toEqual([`error GT3004: tool 'by_pattern_mismatch': property 'tags.x-name' is number in the schema but string in the handler's type`]);
  });

  it("must still be required (GT3003)", () => {
    expect(about("by_additional_unrequired")).toEqual([`error GT3003: tool 'by_additional_unrequired': the handler requires property 'tags.name', but the schema does not list it in required`]);
  });
});
