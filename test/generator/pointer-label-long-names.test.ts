import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { registered } from "./helpers/register-tool-source.js";

// A diagnostic at the tool names a subschema by its JSON Pointer. Names the converter composes for a
// generic's instantiations (`Paginated_OrganizationMembershipRoleAssignmentDraft`) and property names
// run past 40 characters and differ only after them: each is shown whole, so that two problems in
// two of them are two diagnostics, each naming its own.

const DRAFT = "Paginated_OrganizationMembershipRoleAssignmentDraft";
const FINAL = "Paginated_OrganizationMembershipRoleAssignmentFinal";

/** A `$defs` entry whose default its own `minimum` refuses (GT3006). */
const refusedDefault = '{ type: "integer", minimum: 1, default: 0 }';

const parameters = `{ type: "object", properties: { draft: { $ref: "#/$defs/${DRAFT}" }, final: { $ref: "#/$defs/${FINAL}" } }, $defs: { ${DRAFT}: ${refusedDefault}, ${FINAL}: ${refusedDefault} } }`;

const tools = ['import { registerTool } from "gen-tools";', registered("pages", parameters, "{ draft?: number; final?: number }")].join("\n");

let about: (tool: string) => string[];

beforeAll(async () => {
  about = await checkDiagnostics(tools);
}, 60_000);

describe("a JSON Pointer in a diagnostic, with tokens of some 50 characters", () => {
  it("shows each token whole: two defaults refused in two $defs are two warnings, each naming its entry", () => {
    const warning = (name: string): string => `warning GT3006: tool 'pages': input schema /$defs/${name}: default 0 is not a value the schema accepts (must be >= 1)`;
    expect(about("pages").filter((line) => line.includes("GT3006"))).toEqual([warning(DRAFT), warning(FINAL)]);
  });
});
