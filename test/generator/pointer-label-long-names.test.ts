import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

// A diagnostic at the tool names a subschema by its JSON Pointer. Names the converter composes for a
// generic's instantiations (`Paginated_OrganizationMembershipRoleAssignmentDraft`) and property names
// run past 40 characters and differ only after them: each is shown whole, so that two problems in
// two of them are two diagnostics, each naming its own.

const DRAFT = "Paginated_OrganizationMembershipRoleAssignmentDraft";
const FINAL = "Paginated_OrganizationMembershipRoleAssignmentFinal";

/** A `$defs` entry whose default its own `minimum` refuses (GT3006). */
const refusedDefault = '{ type: "integer", minimum: 1, default: 0 }';

const parameters = `{ type: "object", properties: { draft: { $ref: "#/$defs/${DRAFT}" }, final: { $ref: "#/$defs/${FINAL}" } }, $defs: { ${DRAFT}: ${refusedDefault}, ${FINAL}: ${refusedDefault} } }`;

/** A pattern the validator refuses (GT3005) whose 100th character is a `/`, which its pointer writes `~1`. */
const SLASHED = `${"a".repeat(99)}/\\\\-`;

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("pages", parameters, "{ draft?: number; final?: number }"),
  registered("slashed", objectParameter("tags", `patternProperties: { "${SLASHED}": { type: "string" } }`), "{ tags: Record<string, string> }"),
].join("\n");

let about: (tool: string) => string[];

beforeAll(async () => {
  about = await checkDiagnostics(tools);
}, 60_000);

describe("a JSON Pointer in a diagnostic, with tokens of some 50 characters", () => {
  it("shows each token whole: two defaults refused in two $defs are two warnings, each naming its entry", () => {
    const warning = (name: string): string => `warning GT3006: tool 'pages': input schema /$defs/${name}: default 0 is not a value the schema accepts (must be >= 1)`;
    expect(about("pages").filter((line) => line.includes("GT3006"))).toEqual([warning(DRAFT), warning(FINAL)]);
  });

  it("cuts a longer token short after a whole ~1 escape, not inside it", () => {
    expect(about("slashed").filter((line) => line.includes("GT3005"))).toEqual([
      `error GT3005: tool 'slashed': input schema /properties/tags/patternProperties/${"a".repeat(99)}~1…: patternProperties key is not a valid regular expression with the u flag: Invalid escape`,
    ]);
  });
});
