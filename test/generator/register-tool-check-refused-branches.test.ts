import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `box`, is an object with this schema; its handler requires `size`. */
const boxIs = (schema: string): string => `{ type: "object", properties: { box: { description: "A box.", type: "object", ${schema} } }, required: ["box"] }`;

/** `box` defines `size` and `label`, and an anyOf whose second branch requires `color`. */
const SIZE_OR_COLOR = 'properties: { size: { type: "number" }, label: { type: "string" } }, anyOf: [{ required: ["size"] }, { required: ["color"] }]';
const HANDLER = "{ box: { size: number; label?: string } }";

const tools = [
  'import { registerTool } from "gen-tools";',
  // No argument has color, so none meets the second branch: each has size.
  registered("names_refuse", boxIs(`${SIZE_OR_COLOR}, propertyNames: { enum: ["size", "label"] }`), HANDLER),
  registered("not_refuses", boxIs(`${SIZE_OR_COLOR}, not: { required: ["color"] }`), HANDLER),
  // color is a name propertyNames lets through: an argument with color and no size meets the second branch.
  registered("names_pass", boxIs(`${SIZE_OR_COLOR}, propertyNames: { enum: ["size", "label", "color"] }`), HANDLER),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check leaves out an anyOf branch that requires a key a keyword beside it may refuse", () => {
  it("does not compare a branch requiring a key propertyNames or not refuses, which no argument meets", () => {
    for (const tool of ["names_refuse", "not_refuses"]) expect(check.about(tool), tool).toEqual([]);
  });

  it("compares it where the keyword lets the key through (GT3003)", () => {
    expect(check.about("names_pass")).toEqual([
      `${check.at("names_pass", "size: ", '{ type: "number" }')} - error GT3003: tool 'names_pass': the handler requires property 'box.size', but the schema does not list it in required`,
    ]);
  });
});
