import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `shape`, has this schema. */
const shapeIs = (schema: string): string => `{ type: "object", properties: { shape: { description: "The shape.", ${schema} } }, required: ["shape"] }`;

const CIRCLE = '{ type: "object", properties: { kind: { const: "circle" }, radius: { type: "number" } }, required: ["kind", "radius"] }';
const SQUARE = '{ type: "object", properties: { kind: { const: "square" }, side: { type: "number" } }, required: ["kind", "side"] }';
const STRING_SQUARE = '{ type: "object", properties: { kind: { const: "square" }, side: { type: "string" } }, required: ["kind", "side"] }';
/** A union beside the shapes', which says nothing of their kind. */
const LABELS = 'anyOf: [{ properties: { color: { type: "string" } } }, { properties: { label: { type: "string" } } }]';

const tools = [
  'import { registerTool } from "gen-tools";',
  'type Circle = { kind: "circle"; radius: number };',
  'type Square = { kind: "square"; side: number };',
  "type Labels = { color?: string; label?: string };",
  registered("fit", shapeIs(`type: "object", allOf: [{ oneOf: [${CIRCLE}, ${SQUARE}] }, { ${LABELS} }]`), "{ shape: (Circle | Square) & Labels }"),
  registered("mismatch", shapeIs(`type: "object", allOf: [{ ${LABELS} }, { oneOf: [${CIRCLE}, ${STRING_SQUARE}] }]`), "{ shape: (Circle | Square) & Labels }"),
  // The other union fixes the kind too: which values reach each branch depends on it.
  registered(
    "kind_beside",
    shapeIs(`type: "object", oneOf: [${CIRCLE}, ${STRING_SQUARE}], anyOf: [{ properties: { kind: { const: "circle" } } }, { properties: { kind: { const: "square" } } }]`),
    "{ shape: Circle | Square }",
  ),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check pairs a discriminated union's branches with the handler's beside another union", () => {
  it("gives no diagnostic where they match", () => {
    expect(check.about("fit")).toEqual([]);
  });

  it("reports a property of the wrong type inside a branch (GT3004)", () => {
    expect(check.about("mismatch")).toEqual([`${check.at("mismatch", 'const: "square" }, side: { type: ', '"string"')} - error GT3004: tool 'mismatch': property 'shape.side' is string in the schema but number in the handler's type`]);
  });

  it("stays silent where the other union narrows the discriminator", () => {
    expect(check.about("kind_beside")).toEqual([]);
  });
});
