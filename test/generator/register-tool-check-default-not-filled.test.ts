import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

const HANDLER = "{ box: { a: string; unit: string } }";

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("defaulted", objectParameter("box", 'properties: { a: { type: "string" }, unit: { type: "string", default: "celsius" } }, required: ["a"]'), HANDLER),
  registered("defaulted_by_ref", `{ type: "object", properties: { box: { description: "The box.", type: "object", properties: { a: { type: "string" }, unit: { $ref: "#/$defs/unit" } }, required: ["a"] } }, required: ["box"], $defs: { unit: { type: "string", default: "celsius" } } }`, HANDLER),
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
    expect(check.about("plain")).toEqual([
      `${check.at("plain", "unit: ", '{ type: "string" }')} - error GT3003: tool 'plain': the handler requires property 'box.unit', but the schema does not list it in required`,
    ]);
  });
});
