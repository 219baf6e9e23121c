import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `shape`, has this schema. */
const shapeIs = (schema: string): string => `{ type: "object", properties: { shape: { description: "The shape.", ${schema} } }, required: ["shape"] }`;

const CIRCLE = '{ type: "object", properties: { kind: { const: "circle" }, radius: { type: "number" } }, required: ["kind", "radius"] }';
const SQUARE = '{ type: "object", properties: { kind: { const: "square" }, side: { type: "number" } }, required: ["kind", "side"] }';
const STRING_SQUARE = '{ type: "object", properties: { kind: { const: "square" }, side: { type: "string" } }, required: ["kind", "side"] }';

const tools = [
  'import { registerTool } from "gen-tools";',
  'type Circle = { kind: "circle"; radius: number };',
  'type Square = { kind: "square"; side: number };',
  registered("named", shapeIs(`anyOf: [{ type: "string" }, ${CIRCLE}, ${SQUARE}]`), "{ shape: string | Circle | Square }"),
  registered("any_value", shapeIs('description: "Any JSON value."'), "{ shape: unknown }"),
  registered("named_mismatch", shapeIs(`anyOf: [{ type: "string" }, ${CIRCLE}, ${STRING_SQUARE}]`), "{ shape: string | Circle | Square }"),
  registered("one_object_mismatch", shapeIs(`anyOf: [{ type: "string" }, ${STRING_SQUARE}]`), "{ shape: string | Square }"),
  registered(
    "one_object_extra",
    shapeIs('anyOf: [{ type: "number" }, { type: "object", properties: { kind: { const: "square" }, side: { type: "number" }, color: { type: "string" } }, required: ["kind", "side"] }]'),
    "{ shape: number | Square }",
  ),
  registered("one_object_undefined", shapeIs('type: ["object", "boolean"], properties: { kind: { const: "square" } }, required: ["kind"]'), "{ shape: boolean | Square }"),
  registered("list_or_object", shapeIs('anyOf: [{ type: "array", items: { type: "number" } }, { type: "object", properties: { a: { type: "string" } }, required: ["a"] }]'), "{ shape: string[] | { a: number } }"),
  // The string is compared as before: the handler does not take it.
  registered("untaken_string", shapeIs(`anyOf: [{ type: "string" }, ${CIRCLE}, ${SQUARE}]`), "{ shape: Circle | Square }"),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check compares inside the objects and arrays of a value that may be of other types too", () => {
  it("gives no diagnostic where they match", () => {
    expect(check.about("named")).toEqual([]);
    expect(check.about("any_value")).toEqual([]);
  });

  it("compares a discriminated union's branches beside a string", () => {
    expect(check.about("named_mismatch")).toEqual([
      `${check.at("named_mismatch", 'const: "square" }, side: { type: ', '"string"')} - error GT3004: tool 'named_mismatch': property 'shape.side' is string in the schema but number in the handler's type`,
    ]);
  });

  it("compares the one object branch with the handler's object type (GT3001 to GT3004)", () => {
    expect(check.about("one_object_mismatch")).toEqual([
      `${check.at("one_object_mismatch", "side: { type: ", '"string"')} - error GT3004: tool 'one_object_mismatch': property 'shape.side' is string in the schema but number in the handler's type`,
    ]);
    expect(check.about("one_object_extra")).toEqual([`${check.at("one_object_extra", "color: ", "{")} - error GT3001: tool 'one_object_extra': the schema defines property 'shape.color', which the handler's parameter type lacks`]);
    expect(check.about("one_object_undefined")).toEqual([
      `${check.at("one_object_undefined", "properties: ", "properties: ", "{")} - error GT3002: tool 'one_object_undefined': the handler requires property 'shape.side', which the schema does not define`,
    ]);
  });

  it("compares an array and an object side by side", () => {
    expect(check.about("list_or_object")).toEqual([
      `${check.at("list_or_object", "items: { type: ", '"number"')} - error GT3004: tool 'list_or_object': property 'shape[]' is number in the schema but string in the handler's type`,
      `${check.at("list_or_object", "a: { type: ", '"string"')} - error GT3004: tool 'list_or_object': property 'shape.a' is string in the schema but number in the handler's type`,
    ]);
  });

  it("still reports a type the handler does not take", () => {
    expect(check.about("untaken_string")).toEqual([
      `${check.at("untaken_string", "anyOf: ", "[")} - error GT3004: tool 'untaken_string': property 'shape' is object | string in the schema but object in the handler's type`,
    ]);
  });
});
