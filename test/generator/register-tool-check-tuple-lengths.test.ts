import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { registered } from "./helpers/register-tool-source.js";

// A schema's prefixItems without minItems (or without maxItems or items: false) admits arrays shorter
// (or longer) than the handler's tuple, which the model may send: the check says which to add.

/** Parameters whose one required argument, `pair`, has this schema (the keywords inside its braces). */
const pair = (schema: string): string => `{ type: "object", properties: { pair: { description: "The pair.", ${schema} } }, required: ["pair"] }`;
const PREFIX = `prefixItems: [{ type: "string" }, { type: "number" }]`;

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("prefix_alone", pair(`type: "array", ${PREFIX}`), "{ pair: [string, number] }"),
  registered("closed_no_min", pair(`type: "array", ${PREFIX}, items: false`), "{ pair: [string, number] }"),
  registered("min_no_max", pair(`type: "array", ${PREFIX}, minItems: 2`), "{ pair: [string, number] }"),
  registered("nullable", pair(`type: ["array", "null"], ${PREFIX}`), "{ pair: [string, number] | null }"),
  registered("exact", pair(`type: "array", ${PREFIX}, minItems: 2, items: false`), "{ pair: [string, number] }"),
  registered("bounded", pair(`type: "array", ${PREFIX}, minItems: 2, maxItems: 2`), "{ pair: [string, number] }"),
  registered("optional_second", pair(`type: "array", ${PREFIX}, minItems: 1, items: false`), "{ pair: [string, number?] }"),
  registered("rest", pair(`type: "array", prefixItems: [{ type: "string" }], items: { type: "number" }, minItems: 1`), "{ pair: [string, ...number[]] }"),
  registered("in_branches", pair(`type: "array", ${PREFIX}, anyOf: [{ minItems: 2, maxItems: 2 }, { minItems: 2, items: false }]`), "{ pair: [string, number] }"),
  registered("array_for_list", pair(`type: "array", items: { type: "string" }`), "{ pair: string[] }"),
].join("\n");

let about: (tool: string) => string[];
beforeAll(async () => {
  about = await checkDiagnostics(tools);
}, 60_000);

describe("the registerTool check of an array's length against the handler's tuple", () => {
  it("reports prefixItems without minItems (GT3004), where it was silent", () => {
    expect(about("prefix_alone")).toEqual(["error GT3004: tool 'prefix_alone': property 'pair' is arrays of 0 or more items in the schema but arrays of 2 items in the handler's type: add minItems: 2"]);
    expect(about("closed_no_min")).toEqual(["error GT3004: tool 'closed_no_min': property 'pair' is arrays of 0 to 2 items in the schema but arrays of 2 items in the handler's type: add minItems: 2"]);
    expect(about("nullable")).toEqual(["error GT3004: tool 'nullable': property 'pair' is arrays of 0 or more items in the schema but arrays of 2 items in the handler's type: add minItems: 2"]);
  });

  it("reports a tuple schema that admits more items than the handler's tuple has", () => {
    expect(about("min_no_max")).toEqual(["error GT3004: tool 'min_no_max': property 'pair' is arrays of 2 or more items in the schema but arrays of 2 items in the handler's type: add maxItems: 2"]);
  });

  it("says nothing where the lengths agree (items: false or maxItems, an optional element, a rest element), union branches may bound them, or the handler takes an array", () => {
    for (const tool of ["exact", "bounded", "optional_second", "rest", "in_branches", "array_for_list"]) expect(about(tool)).toEqual([]);
  });
});
