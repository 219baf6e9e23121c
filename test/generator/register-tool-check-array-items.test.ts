import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

// An array schema that says nothing of (some of) its items admits any value there: the handler's
// item type must take it. A tuple position of the handler's is compared with the schema's items.

/** Parameters whose one required argument, `list`, has this schema (the keywords inside its braces). */
const list = (schema: string): string => `{ type: "object", properties: { list: { description: "The list.", ${schema} } }, required: ["list"] }`;

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("no_items", list(`type: "array"`), "{ list: string[] }"),
  registered("prefix_only", list(`type: "array", prefixItems: [{ type: "string" }]`), "{ list: string[] }"),
  registered("nullable_no_items", list(`type: ["array", "null"]`), "{ list: number[] | null }"),
  registered("items_for_tuple", list(`type: "array", items: { type: "string" }, minItems: 2, maxItems: 2`), "{ list: [string, number] }"),
  registered("unknown_items", list(`type: "array"`), "{ list: unknown[] }"),
  registered("items_in_branches", list(`type: "array", anyOf: [{ items: { type: "string" } }, { items: { type: "string", minLength: 1 } }]`), "{ list: string[] }"),
  registered("items_beside_not", list(`type: "array", not: { contains: { type: "number" } }`), "{ list: string[] }"),
  registered("closed_tuple", list(`type: "array", prefixItems: [{ type: "string" }], items: false`), "{ list: string[] }"),
].join("\n");

let check: LocatedCheck;
beforeAll(async () => {
  check = await locatedCheck(tools);
}, 60_000);

describe("the registerTool check of an array's items that the schema leaves open", () => {
  it("reports an array schema with no items against a handler's string[] (GT3004 at its type), where it was silent", () => {
    expect(check.about("no_items")).toEqual([`${check.at("no_items", "list: ", "type: ", '"array"')} - error GT3004: tool 'no_items': property 'list[]' admits any JSON value in the schema but only string in the handler's type`]);
  });

  it("reports the items past a schema's prefixItems, and those of a nullable array", () => {
    expect(check.about("prefix_only")).toEqual([`${check.at("prefix_only", "list: ", "type: ", '"array"')} - error GT3004: tool 'prefix_only': property 'list[]' admits any JSON value in the schema but only string in the handler's type`]);
    expect(check.about("nullable_no_items")).toEqual([
      `${check.at("nullable_no_items", "list: ", "type: ", "[")} - error GT3004: tool 'nullable_no_items': property 'list[]' admits any JSON value in the schema but only number in the handler's type`,
    ]);
  });

  it("compares each of a handler's tuple positions with the schema's items", () => {
    expect(check.about("items_for_tuple")).toEqual([
      `${check.at("items_for_tuple", "items: { type: ", '"string"')} - error GT3004: tool 'items_for_tuple': property 'list[1]' is string in the schema but number in the handler's type`,
    ]);
  });

  it("says nothing where the handler takes any item, union branches or another keyword may narrow them, or items: false admits none past prefixItems", () => {
    for (const tool of ["unknown_items", "items_in_branches", "items_beside_not", "closed_tuple"]) expect(check.about(tool)).toEqual([]);
  });
});
