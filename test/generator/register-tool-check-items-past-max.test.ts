import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { registered } from "./helpers/register-tool-source.js";

// An array schema whose maxItems admits no item past its prefixItems (maxItems: 0 has none at all)
// never applies its items, written or left open: the check compares them with the handler's items
// only where an argument may have such an item.

/** Parameters whose one required argument, `list`, has this schema (the keywords inside its braces). */
const list = (schema: string): string => `{ type: "object", properties: { list: { description: "The list.", ${schema} } }, required: ["list"] }`;

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("always_empty", list(`type: "array", maxItems: 0`), "{ list: string[] }"),
  registered("closed_by_max", list(`type: "array", prefixItems: [{ type: "string" }, { type: "string" }], items: { type: "integer" }, maxItems: 2`), "{ list: string[] }"),
  registered("open_past_prefix", list(`type: "array", prefixItems: [{ type: "string" }], maxItems: 2`), "{ list: string[] }"),
].join("\n");

let about: (tool: string) => string[];
beforeAll(async () => {
  about = await checkDiagnostics(tools);
}, 60_000);

describe("the registerTool check of items past an array schema's maxItems", () => {
  it("says nothing of items the schema admits no array to have", () => {
    expect(about("always_empty")).toEqual([]);
    expect(about("closed_by_max")).toEqual([]);
  });

  it("still compares the items an array may have past its prefixItems", () => {
    expect(about("open_past_prefix")).toEqual(["error GT3004: tool 'open_past_prefix': property 'list[]' admits any JSON value in the schema but only string in the handler's type"]);
  });
});
