import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

const HANDLER = "{ box: { a: string; unit: string } }";

/** Parameters whose required `box` has `unit` (`schema`) beside a required `a`, and `$defs.unit` (`unit`). */
const boxWithUnit = (schema: string, unit: string): string =>
  `{ type: "object", properties: { box: { description: "The box.", type: "object", properties: { a: { type: "string" }, unit: ${schema} }, required: ["a"] } }, required: ["box"], $defs: { unit: ${unit} } }`;

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("defaulted", objectParameter("box", 'properties: { a: { type: "string" }, unit: { type: "string", default: "celsius" } }, required: ["a"]'), HANDLER),
  registered("defaulted_by_ref", `{ type: "object", properties: { box: { description: "The box.", type: "object", properties: { a: { type: "string" }, unit: { $ref: "#/$defs/unit" } }, required: ["a"] } }, required: ["box"], $defs: { unit: { type: "string", default: "celsius" } } }`, HANDLER),
  // Before 2020-12 a keyword beside a $ref was ignored, so a default was put beside one in an allOf.
  registered("defaulted_in_all_of", boxWithUnit('{ allOf: [{ $ref: "#/$defs/unit" }, { default: "celsius" }] }', '{ type: "string" }'), HANDLER),
  registered("defaulted_in_target_all_of", boxWithUnit('{ $ref: "#/$defs/unit" }', '{ allOf: [{ type: "string" }, { default: "celsius" }] }'), HANDLER),
  // A value may meet the other branch: one branch's default is not the property's.
  registered("defaulted_in_any_of_branch", boxWithUnit('{ anyOf: [{ const: "celsius", default: "celsius" }, { const: "kelvin" }] }', '{ type: "string" }'), HANDLER),
  registered("defaulted_in_one_of_branch", boxWithUnit('{ oneOf: [{ $ref: "#/$defs/unit", default: "celsius" }, { const: "kelvin" }] }', '{ const: "celsius" }'), HANDLER),
  registered("plain", objectParameter("box", 'properties: { a: { type: "string" }, unit: { type: "string" } }, required: ["a"]'), HANDLER),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("GT3003 on a property with a default", () => {
  it("says the runtime does not fill the default in, and what to do", () => {
    expect(check.about("defaulted")).toEqual([
      `${check.at("defaulted", "unit: ", '{ type: "string", default: "celsius" }')} - error GT3003: tool 'defaulted': the handler requires property 'box.unit', but the schema does not list it in required, and the runtime fills in no default, so a call without it reaches the handler without it: list it in required, or make it optional in the handler's type and apply the default there`,
    ]);
    expect(check.about("defaulted_by_ref")).toEqual([
      `${check.at("defaulted_by_ref", "unit: ", '{ $ref: "#/$defs/unit" }')} - error GT3003: tool 'defaulted_by_ref': the handler requires property 'box.unit', but the schema does not list it in required, and the runtime fills in no default, so a call without it reaches the handler without it: list it in required, or make it optional in the handler's type and apply the default there`,
    ]);
  });

  it("sees a default in the property's allOf, beside a $ref (the draft-07 way) or in its target's", () => {
    for (const tool of ["defaulted_in_all_of", "defaulted_in_target_all_of"]) {
      expect(check.about(tool)).toEqual([
        `${check.at(tool, "unit: ", "{ ")} - error GT3003: tool '${tool}': the handler requires property 'box.unit', but the schema does not list it in required, and the runtime fills in no default, so a call without it reaches the handler without it: list it in required, or make it optional in the handler's type and apply the default there`,
      ]);
    }
  });

  it("does not take a default in one anyOf or oneOf branch for the property's", () => {
    for (const tool of ["defaulted_in_any_of_branch", "defaulted_in_one_of_branch"]) {
      expect(check.about(tool)).toEqual([`${check.at(tool, "unit: ", "{ ")} - error GT3003: tool '${tool}': the handler requires property 'box.unit', but the schema does not list it in required`]);
    }
  });

  it("says no more than the key is not required where the schema has no default", () => {
    expect(check.about("plain")).toEqual([
      `${check.at("plain", "unit: ", '{ type: "string" }')} - error GT3003: tool 'plain': the handler requires property 'box.unit', but the schema does not list it in required`,
    ]);
  });
});
