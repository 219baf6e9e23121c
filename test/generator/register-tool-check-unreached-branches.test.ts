import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `shape`, has this schema. */
const shapeIs = (schema: string): string => `{ type: "object", properties: { shape: { description: "The shape.", ${schema} } }, required: ["shape"] }`;

const CIRCLE = '{ properties: { kind: { const: "circle" }, radius: { type: "number" } }, required: ["radius"] }';
const SQUARE = '{ properties: { kind: { const: "square" }, side: { type: "number" } }, required: ["side"] }';
const TRIANGLE = '{ properties: { kind: { const: "triangle" }, base: { type: "string" } }, required: ["base"] }';

const tools = [
  'import { registerTool } from "gen-tools";',
  'type Circle = { kind: "circle"; radius: number };',
  'type Square = { kind: "square"; side: number };',
  // The union's own enum leaves out "triangle": no argument meets that branch.
  registered("by_enum", shapeIs(`type: "object", properties: { kind: { enum: ["circle", "square"] } }, required: ["kind"], oneOf: [${CIRCLE}, ${SQUARE}, ${TRIANGLE}]`), "{ shape: Circle | Square }"),
  registered("by_const", shapeIs(`type: "object", properties: { kind: { const: "circle" } }, required: ["kind"], anyOf: [${CIRCLE}, ${TRIANGLE}]`), "{ shape: Circle | Square }"),
  // The branches still reached are compared.
  registered(
    "reached_mismatch",
    shapeIs(`type: "object", properties: { kind: { enum: ["circle", "square"] } }, required: ["kind"], oneOf: [${CIRCLE}, { properties: { kind: { const: "square" }, side: { type: "string" } }, required: ["side"] }, ${TRIANGLE}]`),
    "{ shape: Circle | Square }",
  ),
  // The union's enum admits "triangle", which the handler does not take.
  registered(
    "reached_untaken",
    shapeIs(`type: "object", properties: { kind: { enum: ["circle", "square", "triangle"] } }, required: ["kind"], oneOf: [${CIRCLE}, ${SQUARE}, ${TRIANGLE}]`),
    "{ shape: Circle | Square }",
  ),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check leaves out a discriminated union's branch whose value the keywords beside the union exclude", () => {
  it("gives no diagnostic for a branch no argument meets", () => {
    expect(check.about("by_enum")).toEqual([]);
    expect(check.about("by_const")).toEqual([]);
  });

  it("compares the branches arguments still meet", () => {
    expect(check.about("reached_mismatch")).toEqual([
      `${check.at("reached_mismatch", 'const: "square" }, side: { type: ', '"string"')} - error GT3004: tool 'reached_mismatch': property 'shape.side' is string in the schema but number in the handler's type`,
    ]);
    expect(check.about("reached_untaken")).toEqual([
      `${check.at("reached_untaken", "oneOf: [", 'const: "square"', "const: ", '"triangle"')} - error GT3004: tool 'reached_untaken': property 'shape.kind' is "triangle" in the schema but "circle" | "square" in the handler's type, which does not take "triangle"`,
    ]);
  });
});
