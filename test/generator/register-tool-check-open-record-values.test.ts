import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

// An object schema that says nothing of its other keys' values (no additionalProperties) admits any
// value there: a handler's index signature must take it.

/** Parameters whose one required argument, `stock`, has this schema (the keywords inside its braces). */
const stock = (schema: string): string => `{ type: "object", properties: { stock: { description: "The stock.", ${schema} } }, required: ["stock"] }`;

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("bare_object", stock(`type: "object"`), "{ stock: Record<string, number> }"),
  registered("with_properties", stock(`type: "object", properties: { apples: { type: "number" } }`), "{ stock: { apples?: number; [fruit: string]: number | undefined } }"),
  registered("unknown_values", stock(`type: "object"`), "{ stock: Record<string, unknown> }"),
  registered("names_refused", stock(`type: "object", propertyNames: { enum: ["apples"] }, properties: { apples: { type: "number" } }`), "{ stock: Record<string, number> }"),
  registered("pattern_for_all", stock(`type: "object", patternProperties: { "": { type: "number" } }`), "{ stock: Record<string, number> }"),
  registered("no_index_signature", stock(`type: "object", properties: { apples: { type: "number" } }`), "{ stock: { apples?: number } }"),
].join("\n");

let check: LocatedCheck;
beforeAll(async () => {
  check = await locatedCheck(tools);
}, 60_000);

describe("the registerTool check of an object's other keys that the schema leaves open", () => {
  it("reports type: \"object\" alone against Record<string, number> (GT3004 at its type), where it was silent", () => {
    expect(check.about("bare_object")).toEqual([
      `${check.at("bare_object", "stock: ", "type: ", '"object"')} - error GT3004: tool 'bare_object': property 'stock.*' admits any JSON value in the schema but only number in the handler's type`,
    ]);
    expect(check.about("with_properties")).toEqual([
      `${check.at("with_properties", "stock: ", "type: ", '"object"')} - error GT3004: tool 'with_properties': property 'stock.*' admits any JSON value in the schema but only number in the handler's type`,
    ]);
  });

  it("says nothing where the handler takes any value, no other key passes propertyNames, a pattern matches every key, or the handler has no index signature", () => {
    for (const tool of ["unknown_values", "names_refused", "pattern_for_all", "no_index_signature"]) expect(check.about(tool)).toEqual([]);
  });
});
