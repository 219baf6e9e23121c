import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

// Past 1,000,000 tests of an object's keys against its patterns the keys left are not compared (see
// register-tool-check-many-properties-and-patterns). The keys the handler requires are looked for
// first: each costs one test per pattern, and what is wrong there is an error (GT3002, GT3003), not
// a value left uncompared. With 5,000 patterns, 200 keys fit the budget, and the schema names 201.

const PATTERNS = Array.from({ length: 5000 }, (_, i) => `"^p${i}-": { type: "string" }`).join(", ");
const PROPERTIES = Array.from({ length: 201 }, (_, i) => `k${i}: { type: "string" }`).join(", ");

/** `tags` with the 201 properties and the 5,000 patterns, none required, and `more` keywords. */
const tags = (more = ""): string => objectParameter("tags", `properties: { ${PROPERTIES} }, patternProperties: { ${PATTERNS} }${more}`);

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("unlisted", tags(", additionalProperties: false"), "{ tags: { k200: string; [key: string]: string } }"),
  registered("undefined_key", tags(", additionalProperties: false"), "{ tags: { missing: string; [key: string]: string } }"),
].join("\n");

let about: (tool: string) => string[];

beforeAll(async () => {
  about = await checkDiagnostics(tools);
}, 120_000);

/** The tool's diagnostics but GT3007 (its schema is large). */
const errors = (tool: string): string[] => about(tool).filter((line) => !line.includes("GT3007"));

describe("the registerTool check on the keys a handler requires, beside 201 properties and 5,000 patterns", () => {
  it("reports a required key the schema defines last but does not require (GT3003)", () => {
    expect(errors("unlisted")).toEqual(["error GT3003: tool 'unlisted': the handler requires property 'tags.k200', but the schema does not list it in required"]);
  });

  it("reports a required key the schema does not define (GT3002)", () => {
    expect(errors("undefined_key")).toEqual(["error GT3002: tool 'undefined_key': the handler requires property 'tags.missing', which the schema does not define"]);
  });
});
