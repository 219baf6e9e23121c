import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `v`, has this schema, beside these keywords. */
const valueIs = (schema: string, beside = ""): string => `{ type: "object", properties: { v: { description: "The value.", ${schema} } }, required: ["v"]${beside} }`;
/** An object property `p` (described) of this schema. */
const prop = (p: string, schema: string): string => `${p}: { description: "${p}", ${schema} }`;

const NULLABLE_UNIT = 'type: "string", enum: ["c", "f", null]';
const CIRCLE = `{ properties: { kind: { const: "circle" }, ${prop("radius", 'type: "number"')} }, required: ["radius"] }`;
const SQUARE = `{ properties: { kind: { const: "square" }, ${prop("side", 'type: "number"')} }, required: ["side"] }`;

const tools = [
  'import { registerTool } from "gen-tools";',
  'type Circle = { kind: "circle"; radius: number };',
  'type Square = { kind: "square"; side: number };',
  'type Expr = number | { op: "add"; args: Expr[] } | { op: "neg"; arg: Expr };',
  // JSON Schema compiles patterns in unicode mode, where `\-` is no escape: the schema's own check says so.
  registered("escaped_dash", `{ type: "object", properties: { ${prop("name", 'type: "string"')} }, patternProperties: { "^x\\\\-": { type: "string" } }, required: ["name"] }`, "{ name: string }"),
  // OpenAPI 3.0's nullable enum, without its `nullable: true`: the type leaves null out.
  registered("enum_beside_type", valueIs(NULLABLE_UNIT), '{ v: "c" | "f" }'),
  registered("enum_beside_type_untaken", valueIs(NULLABLE_UNIT), '{ v: "c" }'),
  registered("enum_behind_ref", valueIs('type: "string", $ref: "#/$defs/Unit"', ', $defs: { Unit: { enum: ["c", "f", null] } }'), '{ v: "c" | "f" }'),
  // The second branch's n is an integer where the schema beside it makes it a string: no argument meets it.
  registered(
    "any_of_branch_of_no_type",
    `{ type: "object", properties: { ${prop("n", 'type: "string"')} }, required: ["n"], anyOf: [{ properties: { ${prop("s", 'type: "string"')} }, required: ["s"] }, { properties: { n: { type: "integer" }, ${prop("i", 'type: "number"')} }, required: ["i"] }] }`,
    "{ n: string; s: string }",
  ),
  // Likewise the triangle, whose size is a string where the schema beside the union makes it a number.
  registered(
    "one_of_branch_of_no_type",
    `{ type: "object", properties: { kind: { description: "kind", enum: ["circle", "square", "triangle"] }, ${prop("size", 'type: "number"')} }, required: ["kind", "size"], oneOf: [${CIRCLE}, ${SQUARE}, { properties: { kind: { const: "triangle" }, size: { type: "string" } } }] }`,
    "(Circle | Square) & { size: number }",
  ),
  registered("object_const", valueIs('const: { a: 1, b: 2 }, enum: [{ b: 2, a: 1 }, { a: 1, b: 2 }]'), "{ v: { a: number; b: number } }"),
  // Each anyOf branch fixes mode, which the schema beside them says is a string.
  registered(
    "modes",
    `{ type: "object", properties: { ${prop("mode", 'type: "string"')}, ${prop("x", 'type: "string"')}, ${prop("y", 'type: "number"')} }, required: ["mode"], anyOf: [{ properties: { mode: { const: "x" } }, required: ["x"] }, { properties: { mode: { const: "y" } }, required: ["y"] }] }`,
    '{ mode: "x" | "y"; x?: string; y?: number }',
  ),
  registered(
    "recursive_union",
    valueIs('$ref: "#/$defs/Expr"', ', $defs: { Expr: { anyOf: [{ type: "number" }, { type: "object", properties: { op: { const: "add" }, args: { type: "array", items: { $ref: "#/$defs/Expr" } } }, required: ["op", "args"] }, { type: "object", properties: { op: { const: "neg" }, arg: { $ref: "#/$defs/Expr" } }, required: ["op", "arg"] }] } }'),
    "{ v: Expr }",
  ),
].join("\n");

let about: (tool: string) => string[];

beforeAll(async () => {
  about = await checkDiagnostics(tools);
});

describe("the registerTool check gives no error where every argument the schema admits is one the handler takes", () => {
  it("reports a pattern that is no regular expression in unicode mode as the schema's own error (GT3005), not as a failure of gen-tools (GT9001)", () => {
    expect(about("escaped_dash")).toEqual([
      "error GT3005: tool 'escaped_dash': input schema /patternProperties/^x\\-: patternProperties key is not a valid regular expression with the u flag: Invalid escape",
    ]);
  });

  it("leaves out the enum values whose type the schema's type, or a schema beside it, does not admit", () => {
    expect(about("enum_beside_type")).toEqual([]);
    expect(about("enum_behind_ref")).toEqual([]);
    expect(about("enum_beside_type_untaken")).toEqual([`error GT3004: tool 'enum_beside_type_untaken': property 'v' is "c" | "f" in the schema but "c" in the handler's type, which does not take "f"`]);
  });

  it("leaves out an anyOf or oneOf branch whose required property no value of any JSON type meets", () => {
    expect(about("any_of_branch_of_no_type")).toEqual([]);
    expect(about("one_of_branch_of_no_type")).toEqual([]);
  });

  it("does not look for properties in an object literal", () => {
    expect(about("object_const")).toEqual([]);
  });

  it("compares anyOf branches that fix a property beside its type, and a recursive union, without a diagnostic", () => {
    expect(about("modes")).toEqual([]);
    expect(about("recursive_union")).toEqual([]);
  });
});
