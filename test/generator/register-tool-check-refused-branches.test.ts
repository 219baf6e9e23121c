import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

/** `box` defines `size` and `label`, and an anyOf whose second branch requires `color`. */
const SIZE_OR_COLOR = 'properties: { size: { type: "number" }, label: { type: "string" } }, anyOf: [{ required: ["size"] }, { required: ["color"] }]';
const HANDLER = "{ box: { size: number; label?: string } }";

/** Three shapes, told apart by their kind. */
const CIRCLE = '{ properties: { kind: { const: "circle" }, radius: { type: "number" } }, required: ["kind", "radius"] }';
const SQUARE = '{ properties: { kind: { const: "square" }, side: { type: "number" } }, required: ["kind", "side"] }';
const TRIANGLE = '{ properties: { kind: { const: "triangle" }, corners: { type: "number" } }, required: ["kind", "corners"] }';

const tools = [
  'import { registerTool } from "gen-tools";',
  // No argument has color, so none meets the second branch: each has size.
  registered("names_refuse", objectParameter("box", `${SIZE_OR_COLOR}, propertyNames: { enum: ["size", "label"] }`), HANDLER),
  registered("not_refuses", objectParameter("box", `${SIZE_OR_COLOR}, not: { required: ["color"] }`), HANDLER),
  // color is a name propertyNames lets through: an argument with color and no size meets the second branch.
  registered("names_pass", objectParameter("box", `${SIZE_OR_COLOR}, propertyNames: { enum: ["size", "label", "color"] }`), HANDLER),
  // A discriminated union's triangle requires corners, which propertyNames refuses: no argument is a triangle.
  'type Circle = { kind: "circle"; radius: number };',
  'type Square = { kind: "square"; side: number };',
  registered("no_triangle", objectParameter("box", `anyOf: [${CIRCLE}, ${SQUARE}, ${TRIANGLE}], propertyNames: { enum: ["kind", "radius", "side"] }`), "{ box: Circle | Square }"),
  registered("triangle", objectParameter("box", `anyOf: [${CIRCLE}, ${SQUARE}, ${TRIANGLE}]`), "{ box: Circle | Square }"),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check leaves out an anyOf branch that requires a key a keyword beside it may refuse", () => {
  it("does not compare a branch requiring a key propertyNames or not refuses, which no argument meets", () => {
    for (const tool of ["names_refuse", "not_refuses"]) expect(check.about(tool), tool).toEqual([]);
  });

  it("does not report a discriminated union's branch whose value the handler does not take where it requires a key propertyNames refuses", () => {
    expect(check.about("no_triangle")).toEqual([]);
    expect(check.about("triangle")).toEqual([
      `${check.at("triangle", 'kind: { const: ', '"triangle"')} - error GT3004: tool 'triangle': property 'box.kind' is "triangle" in the schema but "circle" | "square" in the handler's type, which does not take "triangle"`,
    ]);
  });

  it("compares it where the keyword lets the key through (GT3003)", () => {
    expect(check.about("names_pass")).toEqual([
      `${check.at("names_pass", "size: ", '{ type: "number" }')} - error GT3003: tool 'names_pass': the handler requires property 'box.size', but the schema does not list it in required`,
    ]);
  });
});
