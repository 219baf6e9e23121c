import { beforeAll, describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `box` refuses the keys its `properties` do not name: `b`, which the object beside it defines. */
const CLOSED: JsonSchemaObject = { $dynamicAnchor: "closed", properties: { a: {} }, additionalProperties: false };

/**
 * `parameters` whose argument `box`, in its own resource, defines `a` and `b`, beside a `$dynamicRef`
 * to its `closed` anchor, `target`; `others` are more resources beside it.
 */
const boxBeside = (target: JsonSchemaObject, others: Record<string, JsonSchemaObject>): string =>
  JSON.stringify({
    type: "object",
    properties: { box: { description: "A box.", $ref: "box" } },
    required: ["box"],
    $defs: {
      box: { $id: "box", type: "object", properties: { a: { type: "string" }, b: { type: "number" } }, required: ["a"], $dynamicRef: "#closed", $defs: { closed: target } },
      ...others,
    },
  });

const tools = [
  'import { registerTool } from "gen-tools";',
  // Another resource has a closed anchor too, and the root none: where the $dynamicRef goes, this check cannot tell.
  registered("uncertain", boxBeside(CLOSED, { other: { $id: "other", ...CLOSED } }), "{ box: { a: string } }"),
  // One anchor of that name: the $dynamicRef goes there, which leaves b to arguments.
  registered("certain_open", boxBeside({ $dynamicAnchor: "closed", properties: { a: {} } }, {}), "{ box: { a: string } }"),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check does not compare an object's properties beside a schema it cannot follow", () => {
  it("does not report a property the handler lacks beside a $dynamicRef whose target is not certain, which may refuse it", () => {
    expect(check.about("uncertain")).toEqual([]);
  });

  it("reports it beside a $dynamicRef whose target is certain and leaves it to arguments (GT3001)", () => {
    expect(check.about("certain_open")).toEqual([
      `${check.at("certain_open", '"b":', '{"type":"number"}')} - error GT3001: tool 'certain_open': the schema defines property 'box.b', which the handler's parameter type lacks`,
    ]);
  });
});
