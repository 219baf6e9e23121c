import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `shape`, has this schema (beside `$defs`, if any). */
const shapeIs = (schema: string, defs = ""): string => `{ type: "object", properties: { shape: { description: "The shape.", ${schema} } }, required: ["shape"]${defs} }`;

const CIRCLE = '{ type: "object", properties: { kind: { const: "circle" }, radius: { type: "number" } }, required: ["kind", "radius"] }';
const SQUARE = '{ type: "object", properties: { kind: { const: "square" }, side: { type: "number" } }, required: ["kind", "side"] }';

const tools = [
  'import { registerTool } from "gen-tools";',
  'type Circle = { kind: "circle"; radius: number };',
  'type Square = { kind: "square"; side: number };',
  registered("fit", shapeIs(`oneOf: [${CIRCLE}, ${SQUARE}]`), "{ shape: Circle | Square }"),
  registered(
    "wrong_type",
    shapeIs(`oneOf: [{ type: "object", properties: { kind: { const: "circle" }, radius: { type: "string" } }, required: ["kind", "radius"] }, ${SQUARE}]`),
    "{ shape: Circle | Square }",
  ),
  // The branches in the other order, by $ref, one by a one-value enum; the handler's Square is wrong.
  registered(
    "by_ref",
    shapeIs('anyOf: [{ $ref: "#/$defs/Square" }, { $ref: "#/$defs/Circle" }]', `, $defs: { Circle: ${CIRCLE}, Square: { type: "object", properties: { kind: { enum: ["square"] }, side: { type: "number" } }, required: ["kind", "side"] } }`),
    '{ shape: Circle | { kind: "square"; side: string } }',
  ),
  registered(
    "undefined_property",
    shapeIs(`oneOf: [${CIRCLE}, { type: "object", properties: { kind: { const: "square" } }, required: ["kind"] }]`),
    "{ shape: Circle | Square }",
  ),
  registered(
    "unrequired_property",
    shapeIs(`oneOf: [${CIRCLE}, { type: "object", properties: { kind: { const: "square" }, side: { type: "number" } }, required: ["kind"] }]`),
    "{ shape: Circle | Square }",
  ),
  registered(
    "extra_property",
    shapeIs(`oneOf: [${CIRCLE}, { type: "object", properties: { kind: { const: "square" }, side: { type: "number" }, color: { type: "string" } }, required: ["kind", "side"] }]`),
    "{ shape: Circle | Square }",
  ),
  registered(
    "untaken_kind",
    shapeIs(`oneOf: [${CIRCLE}, ${SQUARE}, { type: "object", properties: { kind: { const: "triangle" }, base: { type: "number" } }, required: ["kind", "base"] }]`),
    "{ shape: Circle | Square }",
  ),
  // The union's own `kind` admits both values, and its `name` each branch has; the branches say the rest.
  registered(
    "common_properties",
    shapeIs(
      'type: "object", properties: { kind: { enum: ["circle", "square"] }, name: { type: "string" } }, required: ["kind", "name"], oneOf: [{ properties: { kind: { const: "circle" }, radius: { type: "number" } }, required: ["radius"] }, { properties: { kind: { const: "square" }, side: { type: "number" } }, required: ["side"] }]',
    ),
    "{ shape: (Circle | Square) & { name: string } }",
  ),
  // The union defines every branch's properties; each branch fixes its kind and requires its own.
  registered(
    "shared_properties",
    shapeIs(
      'type: "object", properties: { kind: { enum: ["circle", "square"] }, radius: { type: "number" }, side: { type: "number" } }, required: ["kind"], oneOf: [{ properties: { kind: { const: "circle" } }, required: ["radius"] }, { properties: { kind: { const: "square" } }, required: ["side"] }]',
    ),
    "{ shape: Circle | Square }",
  ),
  registered(
    "shared_extra",
    shapeIs(
      'type: "object", properties: { kind: { enum: ["circle", "square"] }, radius: { type: "number" }, side: { type: "number" }, color: { type: "string" } }, required: ["kind"], oneOf: [{ properties: { kind: { const: "circle" } }, required: ["radius"] }, { properties: { kind: { const: "square" } }, required: ["side"] }]',
    ),
    "{ shape: Circle | Square }",
  ),
  registered(
    "common_mismatch",
    shapeIs(`type: "object", properties: { name: { type: "number" } }, required: ["name"], oneOf: [${CIRCLE}, ${SQUARE}]`),
    "{ shape: (Circle | Square) & { name: string } }",
  ),
  registered("nullable", shapeIs('anyOf: [{ $ref: "#/$defs/Circle" }, { $ref: "#/$defs/Square" }, { type: "null" }]', `, $defs: { Circle: ${CIRCLE}, Square: ${SQUARE} }`), '{ shape: Circle | { kind: "square"; side: boolean } | null }'),
  registered("arguments", `{ type: "object", oneOf: [${CIRCLE}, ${SQUARE}] }`, '{ kind: "circle"; radius: string } | Square'),
  // No property tells the branches apart: the check cannot pair them, and says nothing of them.
  registered(
    "undiscriminated",
    shapeIs('oneOf: [{ type: "object", properties: { radius: { type: "string" } }, required: ["radius"] }, { type: "object", properties: { side: { type: "string" } }, required: ["side"] }]'),
    "{ shape: { radius: number } | { side: number } }",
  ),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check compares each branch of a discriminated union with the handler's branch of the same discriminator value", () => {
  it("gives no diagnostic where each branch matches its handler branch", () => {
    expect(check.about("fit")).toEqual([]);
    expect(check.about("common_properties")).toEqual([]);
    expect(check.about("shared_properties")).toEqual([]);
  });

  it("reports a property of the wrong type inside a branch (GT3004 at its type)", () => {
    expect(check.about("wrong_type")).toEqual([`${check.at("wrong_type", "radius: { type: ", '"string"')} - error GT3004: tool 'wrong_type': property 'shape.radius' is string in the schema but number in the handler's type`]);
    expect(check.about("by_ref")).toEqual([`${check.at("by_ref", "side: { type: ", '"number"')} - error GT3004: tool 'by_ref': property 'shape.side' is number in the schema but string in the handler's type`]);
    expect(check.about("nullable")).toEqual([`${check.at("nullable", "side: { type: ", '"number"')} - error GT3004: tool 'nullable': property 'shape.side' is number in the schema but boolean in the handler's type`]);
    expect(check.about("arguments")).toEqual([`${check.at("arguments", "radius: { type: ", '"number"')} - error GT3004: tool 'arguments': property 'radius' is number in the schema but string in the handler's type`]);
  });

  it("reports a property the handler's branch requires that the schema's does not define (GT3002 at its properties) or require (GT3003)", () => {
    expect(check.about("undefined_property")).toEqual([
      `${check.at("undefined_property", '"radius"] }, { type: "object", properties: ', "{")} - error GT3002: tool 'undefined_property': the handler requires property 'shape.side', which the schema does not define`,
    ]);
    expect(check.about("unrequired_property")).toEqual([
      `${check.at("unrequired_property", 'const: "square" }, side: ', "{")} - error GT3003: tool 'unrequired_property': the handler requires property 'shape.side', but the schema does not list it in required`,
    ]);
  });

  it("reports a property of a branch that the handler's branch lacks, and one of the union that every handler branch lacks (GT3001)", () => {
    expect(check.about("extra_property")).toEqual([`${check.at("extra_property", "color: ", "{")} - error GT3001: tool 'extra_property': the schema defines property 'shape.color', which the handler's parameter type lacks`]);
    expect(check.about("shared_extra")).toEqual([`${check.at("shared_extra", "color: ", "{")} - error GT3001: tool 'shared_extra': the schema defines property 'shape.color', which the handler's parameter type lacks`]);
  });

  it("reports a branch whose discriminator value no handler branch takes (GT3004 at the value)", () => {
    expect(check.about("untaken_kind")).toEqual([
      `${check.at("untaken_kind", "kind: { const: ", '"triangle"')} - error GT3004: tool 'untaken_kind': property 'shape.kind' is "triangle" in the schema but "circle" | "square" in the handler's type, which does not take "triangle"`,
    ]);
  });

  it("reports a mismatch of the union's own properties, once, though each handler branch has them", () => {
    expect(check.about("common_mismatch")).toEqual([`${check.at("common_mismatch", "name: { type: ", '"number"')} - error GT3004: tool 'common_mismatch': property 'shape.name' is number in the schema but string in the handler's type`]);
  });

  it("stays silent where no discriminator pairs the branches", () => {
    expect(check.about("undiscriminated")).toEqual([]);
  });
});
