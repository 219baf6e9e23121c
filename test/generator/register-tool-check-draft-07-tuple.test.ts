import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { registered } from "./helpers/register-tool-source.js";

// A draft-07 tuple (items: [...], as zod-to-json-schema writes one by default) is refused (GT3005,
// use prefixItems): the check of the handler's tuple, which reads items as one schema, adds nothing
// beside it, neither "admits any JSON value" at each position nor a minItems or maxItems to add.

/** Parameters whose one required argument, `pair`, has this schema (the keywords inside its braces). */
const pair = (schema: string): string => `{ type: "object", properties: { pair: { description: "The pair.", ${schema} } }, required: ["pair"] }`;
const DRAFT_07_ITEMS = `items: [{ type: "string" }, { type: "number" }]`;
const REFUSED = "error GT3005: tool '{0}': input schema /properties/pair/items: items must be a schema; for a tuple, use prefixItems (draft 2020-12)";

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("zod_tuple", pair(`type: "array", ${DRAFT_07_ITEMS}, minItems: 2, maxItems: 2`), "{ pair: [string, number] }"),
  registered("open_tuple", pair(`type: "array", ${DRAFT_07_ITEMS}`), "{ pair: [string, number] }"),
  registered("list", pair(`type: "array", items: [{ type: "string" }]`), "{ pair: string[] }"),
].join("\n");

let about: (tool: string) => string[];
beforeAll(async () => {
  about = await checkDiagnostics(tools);
}, 60_000);

describe("the registerTool check of a draft-07 tuple schema", () => {
  it("reports the refused items alone (GT3005), not the items or lengths it cannot read (GT3004)", () => {
    for (const tool of ["zod_tuple", "open_tuple", "list"]) expect(about(tool)).toEqual([REFUSED.replace("{0}", tool)]);
  });
});
