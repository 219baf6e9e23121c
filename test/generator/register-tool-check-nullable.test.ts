import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { tempProject } from "./helpers/temp-project.js";

/** A registerTool tool whose `parameters` have these `properties` (all required) and `$defs`, and whose handler takes `args`. */
function registered(name: string, properties: string, args: string, defs = "{}"): string {
  return `export const ${name} = registerTool(
  {
    name: "${name}",
    description: "Packs.",
    parameters: {
      type: "object",
      properties: {
${properties}
      },
      required: ["box"],
      $defs: ${defs},
    },
  },
  (args: ${args}) => args,
);
`;
}

/** `box`, described, with the rest of its schema on lines of their own. */
const box = (...keywords: string[]): string => ["        box: {", '          description: "A box.",', ...keywords.map((line) => `          ${line}`), "        },"].join("\n");

const COUNT_AS_STRING = '{ Box: { type: "object", properties: { count: { type: "string" } }, required: ["count"] } }';

const source = [
  'import { registerTool } from "gen-tools";',
  "type Box = { count: number };",
  "type Other = { size: number };",
  registered("type_list", box('type: ["object", "null"],', 'properties: { count: { type: "string" } },', 'required: ["count"],'), "{ box: Box | null }"),
  registered("any_of_ref", box('anyOf: [{ $ref: "#/$defs/Box" }, { type: "null" }],'), "{ box: Box | null }", COUNT_AS_STRING),
  registered("any_of_unrequired", box("anyOf: [", '  { type: "object", properties: { count: { type: "number" } } },', '  { type: "null" },', "],"), "{ box: Box | null }"),
  registered("one_of_undefined", box("oneOf: [", '  { type: "null" },', '  { type: "object", properties: { size: { type: "number" } } },', "],"), "{ box: Box | null }"),
  registered("array_items", box('type: ["array", "null"],', 'items: { type: "string" },'), "{ box: number[] | null }"),
  registered(
    "array_of_objects",
    box("anyOf: [", '  { type: "null" },', '  { type: "array", items: { $ref: "#/$defs/Box" } },', "],"),
    "{ box: Box[] | null }",
    COUNT_AS_STRING,
  ),
  registered(
    "matching",
    box("anyOf: [", '  { $ref: "#/$defs/Box" },', '  { type: "null" },', "],", 'required: ["count"],'),
    "{ box: Box | null }",
    '{ Box: { type: "object", properties: { count: { type: "number" } } } }',
  ),
  // Box's count, a string, would be GT3004 against the handler's Box, but a value that meets Other too is
  // refused (oneOf), and which values meet Box alone the check does not work out. (An anyOf's branches are
  // compared: see register-tool-check-any-of-branches.test.ts.)
  registered(
    "two_objects",
    box('oneOf: [{ $ref: "#/$defs/Box" }, { $ref: "#/$defs/Other" }, { type: "null" }],'),
    "{ box: Box | null }",
    '{ Box: { type: "object", properties: { count: { type: "string" } } }, Other: { type: "object", properties: { size: { type: "number" } } } }',
  ),
  // The branch only requires: a property the handler requires goes in the properties beside it.
  registered(
    "required_in_branch",
    box('type: ["object", "null"],', 'properties: { size: { type: "number" } },', 'anyOf: [{ required: ["size"] }, { type: "null" }],'),
    "{ box: Box | null }",
  ),
  registered("one_branch", box('anyOf: [{ type: "object", properties: { count: { type: "number" } }, required: ["count"] }],'), "{ box: Box }"),
  // Each branch requires count, so the schema does: a check that does not read the branches must not say it does not (GT3003).
  registered(
    "two_objects_beside",
    box('type: "object",', 'properties: { count: { type: "string" } },', 'oneOf: [{ required: ["count"] }, { required: ["count", "size"] }],'),
    "{ box: Box }",
  ),
].join("\n");

const lines = source.split("\n");

let errors: string[];
let remove: () => void;

beforeAll(async () => {
  const project = tempProject({ "package.json": JSON.stringify({ type: "module" }), "src/tools.ts": source });
  remove = project.remove;
  const result = await GenToolsSession.open({ project: project.tsconfig, validators: false }).run();
  // Each error with the line it points to, `^` at its column.
  errors = result.diagnostics.filter((d) => d.severity === "error").map((d) => {
    const line = lines[d.line! - 1]!;
    return `${d.code} ${d.message} @ ${`${line.slice(0, d.column! - 1)}^${line.slice(d.column! - 1)}`.trim()}`;
  });
});
afterAll(() => remove());

/** The errors about a tool. */
const about = (tool: string): string[] => errors.filter((e) => e.includes(`tool '${tool}'`));

describe("the registerTool check compares a nullable object or array with the handler's", () => {
  it("in the type list form: a property of the wrong type is GT3004, at its type", () => {
    expect(about("type_list")).toEqual([
      `GT3004 tool 'type_list': property 'box.count' is string in the schema but number in the handler's type @ properties: { count: { type: ^"string" } },`,
    ]);
  });

  it("in the anyOf form, through a $ref: GT3004 in the $ref's target", () => {
    expect(about("any_of_ref")).toEqual([
      `GT3004 tool 'any_of_ref': property 'box.count' is string in the schema but number in the handler's type @ $defs: { Box: { type: "object", properties: { count: { type: ^"string" } }, required: ["count"] } },`,
    ]);
  });

  it("in the anyOf form: a property the handler requires and the branch does not is GT3003, at the branch's property", () => {
    expect(about("any_of_unrequired")).toEqual([
      `GT3003 tool 'any_of_unrequired': the handler requires property 'box.count', but the schema does not list it in required @ { type: "object", properties: { count: ^{ type: "number" } } },`,
    ]);
  });

  it("in the oneOf form: a property the branch does not define is GT3002, at the branch's properties", () => {
    expect(about("one_of_undefined")).toEqual([
      `GT3002 tool 'one_of_undefined': the handler requires property 'box.count', which the schema does not define @ { type: "object", properties: ^{ size: { type: "number" } } },`,
      `GT3001 tool 'one_of_undefined': the schema defines property 'box.size', which the handler's parameter type lacks @ { type: "object", properties: { size: ^{ type: "number" } } },`,
    ]);
  });

  it("inside a nullable array's items", () => {
    expect(about("array_items")).toEqual([
      `GT3004 tool 'array_items': property 'box[]' is string in the schema but number in the handler's type @ items: { type: ^"string" },`,
    ]);
    expect(about("array_of_objects")).toEqual([
      `GT3004 tool 'array_of_objects': property 'box[].count' is string in the schema but number in the handler's type @ $defs: { Box: { type: "object", properties: { count: { type: ^"string" } }, required: ["count"] } },`,
    ]);
  });

  it("reports a property the schema does not define at the properties beside a branch that has none (GT3002)", () => {
    expect(about("required_in_branch")).toEqual([
      `GT3002 tool 'required_in_branch': the handler requires property 'box.count', which the schema does not define @ properties: ^{ size: { type: "number" } },`,
      `GT3001 tool 'required_in_branch': the schema defines property 'box.size', which the handler's parameter type lacks @ properties: { size: ^{ type: "number" } },`,
    ]);
  });

  it("says nothing of a matching one, required beside the anyOf", () => {
    expect(about("matching")).toEqual([]);
  });

  it("leaves one whose object branches are several uncompared", () => {
    expect(about("two_objects")).toEqual([]);
  });

  it("reads an object's one anyOf branch even when not nullable: its properties are the object's (no GT3002)", () => {
    expect(about("one_branch")).toEqual([]);
  });

  it("compares the properties beside several branches, but not what the handler requires, which the branches may define and require", () => {
    expect(about("two_objects_beside")).toEqual([
      `GT3004 tool 'two_objects_beside': property 'box.count' is string in the schema but number in the handler's type @ properties: { count: { type: ^"string" } },`,
    ]);
  });
});
