import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `box`, has this schema. */
const boxIs = (schema: string): string => `{ type: "object", properties: { box: { description: "The box.", ${schema} } }, required: ["box"] }`;

const AT_LEAST_ONE = 'type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, anyOf: [{ required: ["a"] }, { required: ["b"] }]';
const SQUARE = '{ type: "object", properties: { kind: { const: "square" }, side: { type: "number" } }, required: ["kind", "side"] }';

const tools = [
  'import { registerTool } from "gen-tools";',
  'type Circle = { kind: "circle"; radius: number };',
  'type Square = { kind: "square"; side: number };',
  registered("at_least_one", boxIs(AT_LEAST_ONE), "{ box: { a?: string; b?: string } }"),
  // A value that meets the second branch may lack a.
  registered("at_least_one_required", boxIs(AT_LEAST_ONE), "{ box: { a: string; b?: string } }"),
  registered("branch_mismatch", boxIs('type: "object", anyOf: [{ properties: { a: { type: "number" } } }, { properties: { b: { type: "string" } } }]'), "{ box: { a?: string; b?: string } }"),
  // The enum beside the anyOf leaves out the second branch's kind: no argument meets it.
  registered(
    "unreached_branch",
    boxIs('type: "object", properties: { kind: { enum: ["a", "b"] } }, required: ["kind"], anyOf: [{ properties: { kind: { const: "a" } } }, { properties: { kind: { const: "c" }, y: { type: "string" } } }]'),
    '{ box: { kind: "a" | "b" } }',
  ),
  // A oneOf's branch a value meets must be the only one: what each admits is more than its values.
  registered("one_of", boxIs('type: "object", oneOf: [{ properties: { a: { type: "number" } } }, { properties: { b: { type: "string" } } }]'), "{ box: { a?: string; b?: string } }"),
  // The circle's anyOf: a radius, or a diameter, which the handler's Circle lacks.
  registered(
    "in_discriminated_branch",
    boxIs(
      `oneOf: [{ type: "object", properties: { kind: { const: "circle" }, radius: { type: "number" } }, required: ["kind"], anyOf: [{ required: ["radius"] }, { properties: { diameter: { type: "number" } }, required: ["diameter"] }] }, ${SQUARE}]`,
    ),
    "{ box: Circle | Square }",
  ),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check compares each branch of an object's anyOf, with what is beside it, with the handler's object type", () => {
  it("gives no diagnostic where each branch's values fit", () => {
    expect(check.about("at_least_one")).toEqual([]);
  });

  it("leaves out a branch no argument meets", () => {
    expect(check.about("unreached_branch")).toEqual([]);
  });

  it("reports a property the handler requires that a branch does not (GT3003)", () => {
    expect(check.about("at_least_one_required")).toEqual([
      `${check.at("at_least_one_required", "properties: { a: ", "{")} - error GT3003: tool 'at_least_one_required': the handler requires property 'box.a', but the schema does not list it in required`,
    ]);
  });

  it("reports a property of the wrong type in a branch (GT3004)", () => {
    expect(check.about("branch_mismatch")).toEqual([`${check.at("branch_mismatch", "a: { type: ", '"number"')} - error GT3004: tool 'branch_mismatch': property 'box.a' is number in the schema but string in the handler's type`]);
  });

  it("does so inside a discriminated union's branch (GT3001, GT3003)", () => {
    expect(check.about("in_discriminated_branch")).toEqual([
      `${check.at("in_discriminated_branch", "radius: ", "{")} - error GT3003: tool 'in_discriminated_branch': the handler requires property 'box.radius', but the schema does not list it in required`,
      `${check.at("in_discriminated_branch", "diameter: ", "{")} - error GT3001: tool 'in_discriminated_branch': the schema defines property 'box.diameter', which the handler's parameter type lacks`,
    ]);
  });

  it("leaves a oneOf's branches uncompared", () => {
    expect(check.about("one_of")).toEqual([]);
  });
});
