import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `value`, is an object with this schema. */
const valueIs = (schema: string): string => `{ type: "object", properties: { value: { description: "A value.", type: "object", ${schema} } }, required: ["value"] }`;

/** Two branches that require kind, each of its own value: no value meets both. */
const KINDS = 'oneOf: [{ properties: { kind: { const: "a" }, x: { type: "string" } }, required: ["kind"] }, { properties: { kind: { const: "b" }, x: { type: "number" } }, required: ["kind"] }]';

/** A string x meets both branches, so only a number x is an argument's. */
const OVERLAPPING = '{ properties: { x: { type: "string" } }, required: ["x"] }, { properties: { x: { type: ["string", "number"] } }, required: ["x"] }';

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("kinds_fit", valueIs(KINDS), '{ value: { kind: "a" | "b"; x?: string | number } }'),
  registered("kinds_mismatch", valueIs(KINDS), '{ value: { kind: "a" | "b"; x?: string } }'),
  registered(
    "kinds_unrequired",
    valueIs('oneOf: [{ properties: { kind: { const: "a" }, x: { type: "string" } }, required: ["kind"] }, { properties: { kind: { const: "b" } }, required: ["kind"] }]'),
    '{ value: { kind: "a" | "b"; x: string } }',
  ),
  registered("overlapping", valueIs(`oneOf: [${OVERLAPPING}]`), "{ value: { x: number } }"),
  // The third branch refuses x, which the others require: its values meet no other branch.
  registered(
    "one_apart",
    valueIs(`oneOf: [${OVERLAPPING}, { properties: { y: { type: "boolean" } }, required: ["y"], additionalProperties: false }]`),
    "{ value: { x?: number; y?: string } }",
  ),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check compares a oneOf's branch whose values meet no other branch with the handler's one object type", () => {
  it("gives no diagnostic where the handler takes what each branch admits", () => {
    expect(check.about("kinds_fit")).toEqual([]);
  });

  it("reports a branch's property of a type the handler does not take (GT3004)", () => {
    expect(check.about("kinds_mismatch")).toEqual([
      `${check.at("kinds_mismatch", '"b" }, x: { type: ', '"number"')} - error GT3004: tool 'kinds_mismatch': property 'value.x' is number in the schema but string in the handler's type`,
    ]);
  });

  it("reports a property the handler requires that a branch does not require (GT3003) or define (GT3002)", () => {
    expect(check.about("kinds_unrequired")).toEqual([
      `${check.at("kinds_unrequired", '"a" }, x: ', "{")} - error GT3003: tool 'kinds_unrequired': the handler requires property 'value.x', but the schema does not list it in required`,
      `${check.at("kinds_unrequired", 'required: ["kind"] }, { properties: ', "{")} - error GT3002: tool 'kinds_unrequired': the handler requires property 'value.x', which the schema does not define`,
    ]);
  });

  it("compares such a branch where others overlap, and of those the keywords beside them only", () => {
    expect(check.about("one_apart")).toEqual([
      `${check.at("one_apart", "y: { type: ", '"boolean"')} - error GT3004: tool 'one_apart': property 'value.y' is boolean in the schema but string in the handler's type`,
    ]);
  });

  it("stays silent of branches whose values may meet another branch", () => {
    expect(check.about("overlapping")).toEqual([]);
  });
});
