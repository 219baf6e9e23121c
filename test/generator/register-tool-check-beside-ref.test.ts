import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { registered } from "./helpers/register-tool-source.js";

/** `Box` of the schema, which defines `count` without requiring it. */
const BOX_DEFS = '$defs: { Box: { type: "object", properties: { count: { type: "number" } } } }';

const tools = [
  'import { registerTool } from "gen-tools";',
  "type Box = { count: number };",
  registered(
    "required_beside",
    `{ type: "object", properties: { box: { description: "A box.", $ref: "#/$defs/Box", required: ["count"] } }, required: ["box"], ${BOX_DEFS} }`,
    "{ box: Box }",
  ),
  registered(
    "defined_beside",
    '{ type: "object", properties: { box: { description: "A box.", $ref: "#/$defs/Empty", properties: { count: { type: "number" } }, required: ["count"] } }, required: ["box"], $defs: { Empty: { type: "object" } } }',
    "{ box: Box }",
  ),
  registered(
    "extra_beside",
    `{ type: "object", properties: { box: { description: "A box.", $ref: "#/$defs/Box", properties: { label: { type: "string" } }, required: ["count"] } }, required: ["box"], ${BOX_DEFS} }`,
    "{ box: Box }",
  ),
  registered("root_required_beside", '{ type: "object", $ref: "#/$defs/Args", required: ["count"], $defs: { Args: { type: "object", properties: { count: { description: "The count.", type: "number" } } } } }', "{ count: number }"),
  // `b` reaches Box as `a` does, against the same handler type, but without `a`'s `required`.
  registered(
    "one_target_two_ways",
    `{ type: "object", properties: { a: { description: "A.", $ref: "#/$defs/Box", required: ["count"] }, b: { description: "B.", $ref: "#/$defs/Box" } }, required: ["a", "b"], ${BOX_DEFS} }`,
    "{ a: Box; b: Box }",
  ),
].join("\n");

let about: (tool: string) => string[];

beforeAll(async () => {
  about = await checkDiagnostics(tools);
});

describe("the registerTool check reads properties and required beside a $ref with its target's, as the validator applies both", () => {
  it("a property required beside the $ref is required (no GT3003)", () => {
    expect(about("required_beside")).toEqual([]);
    expect(about("root_required_beside")).toEqual([]);
  });

  it("a property defined beside the $ref is defined (no GT3002)", () => {
    expect(about("defined_beside")).toEqual([]);
  });

  it("a property defined beside the $ref that the handler lacks is GT3001", () => {
    expect(about("extra_beside")).toEqual([`error GT3001: tool 'extra_beside': the schema defines property 'box.label', which the handler's parameter type lacks`]);
  });

  it("the target reached without them is compared on its own (GT3003)", () => {
    expect(about("one_target_two_ways")).toEqual([`error GT3003: tool 'one_target_two_ways': the handler requires property 'b.count', but the schema does not list it in required`]);
  });
});
