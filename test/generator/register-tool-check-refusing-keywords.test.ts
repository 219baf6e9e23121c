import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

/** `box` defines `a` and `b`, and requires `a`; the handler of each tool below has `a` alone. */
const AB = 'properties: { a: { type: "string" }, b: { type: "number" } }, required: ["a"]';

/** `box`'s `size`, a number or a string, where another keyword makes it a number. */
const SIZE = 'properties: { size: { type: ["number", "string"] }, unit: { type: "string" } }';

const tools = [
  'import { registerTool } from "gen-tools";',
  // No argument has b: a keyword beside the properties refuses it.
  registered("names_enum", objectParameter("box", `${AB}, propertyNames: { enum: ["a"] }`), "{ box: { a: string } }"),
  registered("names_pattern", objectParameter("box", `${AB}, propertyNames: { pattern: "^a$" }`), "{ box: { a: string } }"),
  registered("not_required", objectParameter("box", `${AB}, not: { required: ["b"] }`), "{ box: { a: string } }"),
  registered("max_properties", objectParameter("box", `${AB}, maxProperties: 1`), "{ box: { a: string } }"),
  registered("dependent_false", objectParameter("box", `${AB}, dependentSchemas: { b: false }`), "{ box: { a: string } }"),
  registered("branches_refuse", objectParameter("box", `${AB}, anyOf: [{ propertyNames: { enum: ["a"] } }, { propertyNames: { maxLength: 0 } }]`), "{ box: { a: string } }"),
  // size's values are numbers: another keyword narrows them.
  registered("unevaluated_branch", objectParameter("box", 'properties: { size: { description: "Any value." } }, required: ["size"], allOf: [{ unevaluatedProperties: { type: "number" } }]'), "{ box: { size: number } }"),
  registered("if_then", objectParameter("box", `${SIZE}, if: { required: ["size"] }, then: { properties: { size: { type: "number" } } }`), "{ box: { size?: number; unit?: string } }"),
  registered("dependent_narrows", objectParameter("box", `${SIZE}, dependentSchemas: { unit: { properties: { size: { type: "number" } } } }, required: ["unit"]`), "{ box: { size?: number; unit: string } }"),
  // These keywords leave b to arguments: it is compared as before.
  registered("names_passed", objectParameter("box", `${AB}, propertyNames: { pattern: "^[a-z]$" }`), "{ box: { a: string } }"),
  registered("names_annotated", objectParameter("box", `${AB}, propertyNames: { pattern: "^[a-z]$", contentMediaType: "text/plain" }`), "{ box: { a: string } }"),
  registered("evaluated", objectParameter("box", `${AB}, unevaluatedProperties: false`), "{ box: { a: string } }"),
  registered("not_other", objectParameter("box", `${AB}, not: { required: ["c"] }`), "{ box: { a: string } }"),
  registered("if_other", objectParameter("box", `${AB}, if: { required: ["c"] }, then: { required: ["a"] }`), "{ box: { a: string } }"),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check does not compare a property that a keyword beside the properties may refuse or narrow", () => {
  it("does not report a property the handler lacks that propertyNames, not, maxProperties or dependentSchemas may refuse (no argument need have it)", () => {
    for (const tool of ["names_enum", "names_pattern", "not_required", "max_properties", "dependent_false", "branches_refuse"]) expect(check.about(tool), tool).toEqual([]);
  });

  it("does not compare a property's types where unevaluatedProperties, an if's then or dependentSchemas may narrow them", () => {
    for (const tool of ["unevaluated_branch", "if_then", "dependent_narrows"]) expect(check.about(tool), tool).toEqual([]);
  });

  it("reports a property the handler lacks where the keyword beside it lets arguments have it (GT3001)", () => {
    for (const tool of ["names_passed", "names_annotated", "evaluated", "not_other", "if_other"]) {
      expect(check.about(tool), tool).toEqual([
        `${check.at(tool, "b: ", "{ type: \"number\" }")} - error GT3001: tool '${tool}': the schema defines property 'box.b', which the handler's parameter type lacks`,
      ]);
    }
  });
});
