import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

// A pattern the validator refuses is named once, by its JSON Pointer, whose long token is cut short,
// or, for a pattern keyword, in the message, cut short alike: V8's own message, which quotes the
// pattern whole, gives its reason only.

const LONG = "a".repeat(40_000);
const SHOWN = "a".repeat(100);

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("too_large", objectParameter("tags", `patternProperties: { "${LONG}": { type: "string" } }`), "{ tags: Record<string, string> }"),
  registered("invalid_key", objectParameter("tags", `patternProperties: { "${LONG}\\\\-": { type: "string" } }`), "{ tags: Record<string, string> }"),
  registered("invalid_pattern", `{ type: "object", properties: { code: { type: "string", description: "The code.", pattern: "${LONG}\\\\-" } }, required: ["code"] }`, "{ code: string }"),
].join("\n");

let about: (tool: string) => string[];

beforeAll(async () => {
  about = await checkDiagnostics(tools);
}, 60_000);

/** The tool's GT3005 diagnostics. */
const refusals = (tool: string): string[] => about(tool).filter((line) => line.includes("GT3005"));

describe("GT3005 for a 40,000-character pattern", () => {
  it("names a patternProperties key V8 cannot run by its pointer, cut short, once", () => {
    expect(refusals("too_large")).toEqual([
      `error GT3005: tool 'too_large': input schema /properties/tags/patternProperties/${SHOWN}…: patternProperties key cannot be run by JavaScript's regular expression engine: Regular expression too large`,
    ]);
  });

  it("names a patternProperties key that is no regular expression by its pointer, cut short, once", () => {
    expect(refusals("invalid_key")).toEqual([
      `error GT3005: tool 'invalid_key': input schema /properties/tags/patternProperties/${SHOWN}…: patternProperties key is not a valid regular expression with the u flag: Invalid escape`,
    ]);
  });

  it("quotes a pattern keyword's pattern, which its pointer does not name, cut short as a pointer's token is", () => {
    expect(refusals("invalid_pattern")).toEqual([`error GT3005: tool 'invalid_pattern': input schema /properties/code/pattern: pattern '${SHOWN}…' is not a valid regular expression with the u flag: Invalid escape`]);
  });

  it("keeps each diagnostic under a few hundred characters", () => {
    for (const tool of ["too_large", "invalid_key", "invalid_pattern"]) for (const line of about(tool)) expect(line.length).toBeLessThan(300);
  });
});
