import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `shape`, is an `anyOf` or `oneOf` of a circle and a square that require these properties. */
function shapeIs(keyword: "anyOf" | "oneOf", circleRequires: string, squareRequires: string, circleMore = ""): string {
  const circle = `{ type: "object", properties: { kind: { const: "circle" }, radius: { type: "number" } }, required: [${circleRequires}]${circleMore} }`;
  const square = `{ type: "object", properties: { kind: { const: "square" }, side: { type: "number" } }, required: [${squareRequires}] }`;
  return `{ type: "object", properties: { shape: { description: "The shape.", ${keyword}: [${circle}, ${square}] } }, required: ["shape"] }`;
}

const SHAPES = "{ shape: Circle | Square }";

const tools = [
  'import { registerTool } from "gen-tools";',
  'type Circle = { kind: "circle"; radius: number };',
  'type Square = { kind: "square"; side: number };',
  registered("one_of_required", shapeIs("oneOf", '"kind", "radius"', '"kind", "side"'), SHAPES),
  // An object without kind meets both branches, which no argument of a oneOf does: every argument has kind.
  registered("one_of_neither", shapeIs("oneOf", '"radius"', ""), SHAPES),
  // One without kind that meets the circle meets no square, which requires kind: it is an argument.
  registered("one_of_one", shapeIs("oneOf", '"radius"', '"kind", "side"'), SHAPES),
  // The circle refuses side, which the square requires: a circle without kind meets no square.
  registered("one_of_refused", shapeIs("oneOf", '"radius"', '"side"', ", additionalProperties: false"), SHAPES),
  registered("any_of_neither", shapeIs("anyOf", '"radius"', '"side"'), SHAPES),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

/** The GT3003 of `tool`'s `kind` in its circle branch, or its square branch (after the circle's). */
const kindUnrequired = (tool: string, branch: "circle" | "square"): string =>
  `${check.at(tool, ...(branch === "square" ? ['"circle"'] : []), "kind: ", "{")} - error GT3003: tool '${tool}': the handler requires property 'shape.kind', but the schema does not list it in required`;

describe("the registerTool check on a discriminated union whose branches do not require the discriminator", () => {
  it("gives no diagnostic where every branch requires it", () => {
    expect(check.about("one_of_required")).toEqual([]);
  });

  it("reports an anyOf branch that does not require it: a value without it meets the branch (GT3003)", () => {
    expect(check.about("any_of_neither")).toEqual([kindUnrequired("any_of_neither", "circle"), kindUnrequired("any_of_neither", "square")]);
  });

  it("reports a oneOf branch that does not require it where a value without it meets that branch alone: every other requires it, or a key the branch refuses (GT3003)", () => {
    expect(check.about("one_of_one")).toEqual([kindUnrequired("one_of_one", "circle")]);
    expect(check.about("one_of_refused")).toEqual([kindUnrequired("one_of_refused", "circle")]);
  });

  it("stays silent of a oneOf's discriminator where a value without it may meet several branches, but compares the rest", () => {
    expect(check.about("one_of_neither")).toEqual([
      `${check.at("one_of_neither", 'const: "square" }, side: ', "{")} - error GT3003: tool 'one_of_neither': the handler requires property 'shape.side', but the schema does not list it in required`,
    ]);
  });
});
