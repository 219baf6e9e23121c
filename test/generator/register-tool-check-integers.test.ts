import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** A registerTool tool with these `parameters`, whose handler takes `{ count: number & Int }`. */
const counting = (name: string, parameters: string): string => registered(name, parameters, "{ count: number & Int }");

/** `parameters` whose one argument, `count`, has this schema. */
const countIs = (schema: string): string => `{ type: "object", properties: { count: { description: "How many.", ${schema} } }, required: ["count"] }`;

/** This repository's type-level tags, `Int` among them, which the temp project imports by path. */
const TAGS = resolve(import.meta.dirname, "../../src/tags.js");

const tools = [
  'import { registerTool } from "gen-tools";',
  `import type { Int } from ${JSON.stringify(TAGS)};`,
  // A number that one definition (or keyword) says is an integer is an integer, whichever comes first.
  counting("integer_in_all_of", countIs('allOf: [{ type: "number" }, { type: "integer" }]')),
  counting("const_beside_number", countIs('type: "number", const: 3')),
  counting(
    "integer_in_second_layer",
    '{ type: "object", properties: { count: { description: "How many.", type: "number" } }, required: ["count"], allOf: [{ properties: { count: { type: "integer" } } }] }',
  ),
  // No definition says so: any number.
  counting("number_in_both", countIs('allOf: [{ type: "number" }, { minimum: 0 }]')),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check takes a number that another definition makes an integer as an integer", () => {
  it("in an allOf, beside a const, or in another layer of the object: no GT3004 against an Int", () => {
    expect(check.about("integer_in_all_of")).toEqual([]);
    expect(check.about("const_beside_number")).toEqual([]);
    expect(check.about("integer_in_second_layer")).toEqual([]);
  });

  it("reports a number no definition narrows to integers (GT3004)", () => {
    expect(check.about("number_in_both")).toEqual([
      `${check.at("number_in_both", "allOf", "[")} - error GT3004: tool 'number_in_both': property 'count' is number in the schema but integer in the handler's type`,
    ]);
  });
});
