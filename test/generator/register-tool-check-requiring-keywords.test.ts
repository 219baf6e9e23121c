import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

/** `box` defines `a` and `b`, and requires `a`; the handler of each tool below requires both. */
const AB = 'properties: { a: { type: "string" }, b: { type: "number" } }, required: ["a"]';
const HANDLER = "{ box: { a: string; b: number } }";

const tools = [
  'import { registerTool } from "gen-tools";',
  // Every argument has b: a keyword beside required requires it wherever a is.
  registered("dependent_required", objectParameter("box", `${AB}, dependentRequired: { a: ["b"] }`), HANDLER),
  registered("if_then", objectParameter("box", `${AB}, if: { required: ["a"] }, then: { required: ["b"] }`), HANDLER),
  registered("dependent_schemas", objectParameter("box", `${AB}, dependentSchemas: { a: { required: ["b"] } }`), HANDLER),
  // These keywords do not require b: arguments may lack it.
  registered("dependent_other", objectParameter("box", `${AB}, dependentRequired: { a: ["c"] }`), HANDLER),
  registered("if_other", objectParameter("box", `${AB}, if: { required: ["a"] }, then: { required: ["c"] }`), HANDLER),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check leaves a handler's required property to a keyword beside required that may require it", () => {
  it("does not report GT3003 where dependentRequired, an if's then or dependentSchemas may require the property", () => {
    for (const tool of ["dependent_required", "if_then", "dependent_schemas"]) expect(check.about(tool), tool).toEqual([]);
  });

  it("reports GT3003 where those keywords require other keys", () => {
    for (const tool of ["dependent_other", "if_other"]) {
      expect(check.about(tool), tool).toEqual([
        `${check.at(tool, "b: ", '{ type: "number" }')} - error GT3003: tool '${tool}': the handler requires property 'box.b', but the schema does not list it in required`,
      ]);
    }
  });
});
