import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { registered } from "./helpers/register-tool-source.js";

/** An object property `p` (described) of this schema. */
const prop = (p: string, schema: string): string => `${p}: { description: "${p}", ${schema} }`;

const tools = [
  'import { registerTool } from "gen-tools";',
  // JSON Schema compiles patterns in unicode mode, where `\-` is no escape: the schema's own check says so.
  registered("escaped_dash", `{ type: "object", properties: { ${prop("name", 'type: "string"')} }, patternProperties: { "^x\\\\-": { type: "string" } }, required: ["name"] }`, "{ name: string }"),
].join("\n");

let about: (tool: string) => string[];

beforeAll(async () => {
  about = await checkDiagnostics(tools);
});

describe("the registerTool check gives no error where every argument the schema admits is one the handler takes", () => {
  it("reports a pattern that is no regular expression in unicode mode as the schema's own error (GT3005), not as a failure of gen-tools (GT9001)", () => {
    expect(about("escaped_dash")).toEqual([
      "error GT3005: tool 'escaped_dash': input schema /patternProperties/^x\\-: patternProperties key '^x\\-' is not a valid regular expression with the u flag: Invalid regular expression: /^x\\-/u: Invalid escape",
    ]);
  });
});
