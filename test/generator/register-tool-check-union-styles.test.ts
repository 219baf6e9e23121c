import { beforeAll, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { registered } from "./helpers/register-tool-source.js";
import { tempProject } from "./helpers/temp-project.js";

/** `parameters` whose one argument, `shape`, has this schema (beside `$defs`, if any). */
const shapeIs = (schema: string, defs = ""): string => `{ type: "object", properties: { shape: { description: "The shape.", ${schema} } }, required: ["shape"]${defs} }`;

/** A circle and a square as users write them: `kind` by const, or by a one-value enum beside its type, first or last. */
const CIRCLE = '{ type: "object", properties: { kind: { const: "circle" }, radius: { type: "number" } }, required: ["kind", "radius"] }';
const SQUARE = '{ type: "object", properties: { side: { type: "number" }, kind: { type: "string", enum: ["square"] } }, required: ["side", "kind"], additionalProperties: false }';
const WRONG_SQUARE = '{ type: "object", properties: { kind: { const: "square" }, side: { type: "string" } }, required: ["kind", "side"] }';
const DEFS = `, $defs: { Circle: ${CIRCLE}, Square: ${SQUARE} }`;
const BASE = ', $defs: { Base: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } }';
/** A result told apart by a boolean, and a version told apart by a number. */
const RESULT = 'oneOf: [{ type: "object", properties: { ok: { const: true }, value: { type: "string" } }, required: ["ok", "value"] }, { type: "object", properties: { ok: { const: false }, error: { type: "string" } }, required: ["ok", "error"] }]';
const VERSIONED = 'oneOf: [{ type: "object", properties: { v: { type: "integer", const: 1 }, a: { type: "string" } }, required: ["v", "a"] }, { type: "object", properties: { v: { enum: [2] }, b: { type: "number" } }, required: ["v", "b"] }]';

/** Arguments told apart by their action, each action's own properties defined beside the union and required in its branch. */
const ACTIONS =
  '{ type: "object", properties: { action: { type: "string", enum: ["create", "delete"], description: "What to do." }, id: { type: "string", description: "The id." }, name: { type: "string", description: "The name." }, dryRun: { type: "boolean", description: "Only say." } }, required: ["action"], oneOf: [{ properties: { action: { const: "create" } }, required: ["name"] }, { properties: { action: { const: "delete" } }, required: ["id"] }] }';

const matching = [
  registered("actions", ACTIONS, '{ action: "create"; name: string; dryRun?: boolean } | { action: "delete"; id: string; dryRun?: boolean }'),
  registered("one_of", shapeIs(`oneOf: [${CIRCLE}, ${SQUARE}]`), "{ shape: Circle | Square }"),
  registered("any_of", shapeIs(`anyOf: [${SQUARE}, ${CIRCLE}]`), "{ shape: Circle | Square }"),
  registered("closed", shapeIs(`type: "object", oneOf: [${CIRCLE}, ${SQUARE}], unevaluatedProperties: false`), "{ shape: Circle | Square }"),
  registered("by_ref", shapeIs('oneOf: [{ $ref: "#/$defs/Circle" }, { $ref: "#/$defs/Square" }]', DEFS), "{ shape: Circle | Square }"),
  registered("union_by_ref", shapeIs('$ref: "#/$defs/Shape"', `, $defs: { Shape: { oneOf: [{ $ref: "#/$defs/Circle" }, { $ref: "#/$defs/Square" }] }, Circle: ${CIRCLE}, Square: ${SQUARE} }`), "{ shape: Shape }"),
  registered("interfaces", shapeIs(`oneOf: [${CIRCLE}, ${SQUARE}]`), "{ shape: ICircle | ISquare }"),
  registered("imported", shapeIs(`oneOf: [${CIRCLE}, ${SQUARE}]`), "{ shape: Shape }"),
  registered("imported_arguments", `{ type: "object", oneOf: [${CIRCLE}, ${SQUARE}] }`, "Shape"),
  registered("generic", shapeIs(`oneOf: [${CIRCLE}, ${SQUARE}]`), '{ shape: Tagged<"circle", { radius: number }> | Tagged<"square", { side: number }> }'),
  registered("readonly", shapeIs(`oneOf: [${CIRCLE}, ${SQUARE}]`), "{ shape: Readonly<Circle> | Readonly<Square> }"),
  registered("enum_members", shapeIs(`oneOf: [${CIRCLE}, ${SQUARE}]`), "{ shape: { kind: Kind.Circle; radius: number } | { kind: Kind.Square; side: number } }"),
  registered(
    "kind_beside",
    shapeIs(
      'type: "object", properties: { kind: { type: "string", enum: ["circle", "square"], description: "Which." } }, required: ["kind"], oneOf: [{ properties: { kind: { const: "circle" }, radius: { type: "number" } }, required: ["radius"] }, { properties: { kind: { const: "square" }, side: { type: "number" } }, required: ["side"] }]',
    ),
    "{ shape: Circle | Square }",
  ),
  registered(
    "branches_extend_a_base",
    shapeIs('oneOf: [{ allOf: [{ $ref: "#/$defs/Base" }, { properties: { kind: { const: "circle" }, radius: { type: "number" } }, required: ["kind", "radius"] }] }, { $ref: "#/$defs/Base", properties: { kind: { const: "square" }, side: { type: "number" } }, required: ["kind", "side"] }]', BASE),
    "{ shape: (Circle & Named) | (Square & Named) }",
  ),
  registered("in_items", `{ type: "object", properties: { shapes: { description: "Shapes.", type: "array", items: { oneOf: [${CIRCLE}, ${SQUARE}] } } }, required: ["shapes"] }`, "{ shapes: Shape[] }"),
  registered("in_record", `{ type: "object", properties: { shapes: { description: "Shapes.", type: "object", additionalProperties: { oneOf: [${CIRCLE}, ${SQUARE}] } } }, required: ["shapes"] }`, "{ shapes: Record<string, Circle | Square> }"),
  registered("nullable", shapeIs(`anyOf: [{ oneOf: [${CIRCLE}, ${SQUARE}] }, { type: "null" }]`), "{ shape: Circle | Square | null }"),
  registered("optional", `{ type: "object", properties: { shape: { description: "The shape.", oneOf: [${CIRCLE}, ${SQUARE}] } } }`, "{ shape?: Circle | Square }"),
  registered("with_a_string", shapeIs(`anyOf: [{ type: "string" }, ${CIRCLE}, ${SQUARE}]`), "{ shape: string | Circle | Square }"),
  registered("boolean", shapeIs(RESULT), "{ shape: { ok: true; value: string } | { ok: false; error: string } }"),
  registered("numeric", shapeIs(VERSIONED), "{ shape: { v: 1; a: string } | { v: 2; b: number } }"),
  registered("numeric_enum", shapeIs('oneOf: [{ type: "object", properties: { v: { const: 0 }, a: { type: "string" } }, required: ["v", "a"] }, { type: "object", properties: { v: { const: 1 }, b: { type: "number" } }, required: ["v", "b"] }]'), "{ shape: { v: Level.Low; a: string } | { v: Level.High; b: number } }"),
  // The handler takes more than the schema admits: a third shape, a branch without kind, kind of two values.
  registered("handler_takes_more", shapeIs(`oneOf: [${CIRCLE}, ${SQUARE}]`), '{ shape: Circle | Square | { kind: "triangle"; base: number } }'),
  registered("handler_kind_optional", shapeIs(`oneOf: [${CIRCLE}, ${SQUARE}]`), '{ shape: { kind?: "circle"; radius: number } | Square }'),
  registered("handler_kind_of_two", shapeIs(`oneOf: [${CIRCLE}, ${SQUARE}]`), '{ shape: { kind: "circle" | "disk"; radius: number } | Square }'),
  registered(
    "recursive",
    shapeIs('$ref: "#/$defs/Expr"', ', $defs: { Expr: { oneOf: [{ type: "object", properties: { op: { const: "num" }, value: { type: "number" } }, required: ["op", "value"] }, { type: "object", properties: { op: { const: "add" }, left: { $ref: "#/$defs/Expr" }, right: { $ref: "#/$defs/Expr" } }, required: ["op", "left", "right"] }] } }'),
    "{ shape: Expr }",
  ),
];

const mismatched = [
  registered("wrong_actions", ACTIONS, '{ action: "create"; name: number; dryRun?: boolean } | { action: "delete"; id: string; dryRun?: boolean }'),
  registered("wrong_interfaces", shapeIs(`oneOf: [${CIRCLE}, ${WRONG_SQUARE}]`), "{ shape: ICircle | ISquare }"),
  registered("wrong_imported", shapeIs(`oneOf: [${CIRCLE}, ${WRONG_SQUARE}]`), "{ shape: Shape }"),
  registered("wrong_enum_members", shapeIs(`oneOf: [${CIRCLE}, ${WRONG_SQUARE}]`), "{ shape: { kind: Kind.Circle; radius: number } | { kind: Kind.Square; side: number } }"),
  registered("wrong_in_items", `{ type: "object", properties: { shapes: { description: "Shapes.", type: "array", items: { $ref: "#/$defs/Shape" } } }, required: ["shapes"], $defs: { Shape: { oneOf: [${CIRCLE}, ${WRONG_SQUARE}] } } }`, "{ shapes: Shape[] }"),
  registered("wrong_in_record", `{ type: "object", properties: { shapes: { description: "Shapes.", type: "object", additionalProperties: { oneOf: [${CIRCLE}, ${WRONG_SQUARE}] } } }, required: ["shapes"] }`, "{ shapes: Record<string, Circle | Square> }"),
  registered("wrong_nullable", shapeIs(`anyOf: [{ oneOf: [${CIRCLE}, ${WRONG_SQUARE}] }, { type: "null" }]`), "{ shape: Circle | Square | null }"),
  registered("wrong_boolean", shapeIs(RESULT), "{ shape: { ok: true; value: number } | { ok: false; error: string } }"),
  registered("wrong_numeric", shapeIs(VERSIONED), "{ shape: { v: 1; a: number } | { v: 2; b: number } }"),
];

const source = [
  'import { registerTool } from "gen-tools";',
  'import type { Circle, Square, Shape } from "./shapes.js";',
  'interface ICircle { kind: "circle"; radius: number }',
  'interface ISquare { kind: "square"; side: number }',
  "type Named = { name: string };",
  'enum Kind { Circle = "circle", Square = "square" }',
  "enum Level { Low, High }",
  "type Tagged<K extends string, T> = { kind: K } & T;",
  'type Expr = { op: "num"; value: number } | { op: "add"; left: Expr; right: Expr };',
  ...matching,
  ...mismatched,
].join("\n");

const SHAPES = 'export type Circle = { kind: "circle"; radius: number };\nexport type Square = { kind: "square"; side: number };\nexport type Shape = Circle | Square;\n';

/** Each tool's diagnostics' messages, by its name. */
let messages: (tool: string) => string[];

beforeAll(async () => {
  const project = tempProject({ "src/tools.ts": source, "src/shapes.ts": SHAPES });
  try {
    const { diagnostics } = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
    messages = (tool) => diagnostics.filter((d) => d.message.startsWith(`tool '${tool}':`)).map((d) => `${d.code} ${d.message}`);
  } finally {
    project.remove();
  }
});

describe("the registerTool check on discriminated unions written in the styles users write them", () => {
  it.each(matching.map((tool) => /name: "(\w+)"/.exec(tool)![1]!))("gives no diagnostic where %s matches its handler", (tool) => {
    expect(messages(tool)).toEqual([]);
  });

  it("reports the branch property that does not match, whatever the style", () => {
    const side = (tool: string, path = "shape.side"): string[] => [`GT3004 tool '${tool}': property '${path}' is string in the schema but number in the handler's type`];
    expect(messages("wrong_actions")).toEqual(["GT3004 tool 'wrong_actions': property 'name' is string in the schema but number in the handler's type"]);
    expect(messages("wrong_interfaces")).toEqual(side("wrong_interfaces"));
    expect(messages("wrong_imported")).toEqual(side("wrong_imported"));
    expect(messages("wrong_enum_members")).toEqual(side("wrong_enum_members"));
    expect(messages("wrong_in_items")).toEqual(side("wrong_in_items", "shapes[].side"));
    expect(messages("wrong_in_record")).toEqual(side("wrong_in_record", "shapes.*.side"));
    expect(messages("wrong_nullable")).toEqual(side("wrong_nullable"));
    expect(messages("wrong_boolean")).toEqual(["GT3004 tool 'wrong_boolean': property 'shape.value' is string in the schema but number in the handler's type"]);
    expect(messages("wrong_numeric")).toEqual(["GT3004 tool 'wrong_numeric': property 'shape.a' is string in the schema but number in the handler's type"]);
  });
});
