import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `box`, has this schema (beside `$defs`, if any). */
const boxIs = (schema: string, defs = ""): string => `{ type: "object", properties: { box: { description: "The box.", ${schema} } }, required: ["box"]${defs} }`;

const tools = [
  'import { registerTool } from "gen-tools";',
  // Each branch narrows `a` to a string: the `{ description }` beside them says less than a value has.
  registered(
    "narrowed_property",
    boxIs('type: "object", properties: { a: { description: "A." } }, anyOf: [{ properties: { a: { type: "string" } } }, { properties: { a: { type: "string", minLength: 1 } }, required: ["a"] }]'),
    "{ box: { a?: string } }",
  ),
  registered(
    "narrowed_values",
    boxIs('type: "object", additionalProperties: { description: "Any value." }, anyOf: [{ additionalProperties: { type: "string" } }, { additionalProperties: { type: "string" }, minProperties: 1 }]'),
    "{ box: Record<string, string> }",
  ),
  // The second branch leaves `a` alone: a value that meets it has a number there.
  registered("one_branch_leaves_it", boxIs('type: "object", properties: { a: { type: "number" } }, anyOf: [{ properties: { a: { type: "number", minimum: 1 } } }, { required: ["b"] }]'), "{ box: { a?: string; b?: string } }"),
  registered("values_left", boxIs('type: "object", additionalProperties: { type: "number" }, anyOf: [{ required: ["a"] }, { required: ["b"] }]'), "{ box: Record<string, string> }"),
  // A branch leads to a union whose first branch leads back to it (a $ref cycle, GT3005).
  registered(
    "recursive",
    '{ type: "object", properties: { a: { type: "number", description: "A." } }, anyOf: [{ $ref: "#/$defs/Loop" }, { required: ["b"] }], $defs: { Loop: { anyOf: [{ $ref: "#/$defs/Loop" }, { required: ["c"] }] } } }',
    "{ a?: string; b?: string; c?: string }",
  ),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check leaves a value that each branch of a union beside it may narrow uncompared", () => {
  it("gives no diagnostic where every branch narrows a property", () => {
    expect(check.about("narrowed_property")).toEqual([]);
  });

  it("gives no diagnostic where every branch narrows the values of the other keys", () => {
    expect(check.about("narrowed_values")).toEqual([]);
  });

  it("compares it where a branch leaves it alone (GT3004)", () => {
    expect(check.about("one_branch_leaves_it")).toEqual([
      `${check.at("one_branch_leaves_it", "a: { type: ", '"number"')} - error GT3004: tool 'one_branch_leaves_it': property 'box.a' is number in the schema but string in the handler's type`,
    ]);
    expect(check.about("values_left")).toEqual([
      `${check.at("values_left", "additionalProperties: { type: ", '"number"')} - error GT3004: tool 'values_left': property 'box.*' is number in the schema but string in the handler's type`,
    ]);
  });

  it("ends where a union's branch leads back to it", () => {
    expect(check.about("recursive")).toEqual([
      `${check.at("recursive", "a: { type: ", '"number"')} - error GT3004: tool 'recursive': property 'a' is number in the schema but string in the handler's type`,
      `${check.at("recursive", "Loop: { anyOf: [{ $ref: ", '"#/$defs/Loop"')} - error GT3005: tool 'recursive': input schema /$defs/Loop/anyOf/0/$ref: $ref cycle that never moves into the value (validation would never end): #/$defs/Loop -> #/$defs/Loop/anyOf/0 -> #/$defs/Loop`,
    ]);
  });
});
