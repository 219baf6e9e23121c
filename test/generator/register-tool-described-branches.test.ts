import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { registerToolSource } from "./helpers/register-tool-source.js";

/** `$defs` of a described `Box` and a `Tree` that refers to itself. */
const DEFS =
  '{ Box: { type: "object", description: "The box to store.", properties: { size: { type: "number", description: "Its size." } } }, Tree: { anyOf: [{ $ref: "#/$defs/Tree" }, { type: "null" }] } }';

/** A registerTool tool of one optional argument `box`, with this schema for it, whose handler takes it as `handlerType`. */
const boxTool = (name: string, box: string, handlerType: string): string =>
  registerToolSource(name, "Stores a box.", `{ type: "object", properties: { box: ${box} }, $defs: ${DEFS} }`, `{ box?: ${handlerType} }`);

const tools = [
  'import { registerTool } from "gen-tools";',
  "type Box = { size?: number };",
  boxTool("nullable_ref", '{ anyOf: [{ $ref: "#/$defs/Box" }, { type: "null" }] }', "Box | null"),
  boxTool("nullable_one_of", '{ oneOf: [{ type: "null" }, { $ref: "#/$defs/Box" }] }', "Box | null"),
  boxTool("nullable_undescribed", '{ anyOf: [{ type: "string" }, { type: "null" }] }', "string | null"),
  boxTool("one_branch_undescribed", '{ anyOf: [{ $ref: "#/$defs/Box" }, { type: "string" }] }', "Box | string"),
  boxTool("self_referring", '{ $ref: "#/$defs/Tree" }', "null"),
  boxTool("all_of_ref", '{ allOf: [{ $ref: "#/$defs/Box" }] }', "Box"),
  registerToolSource(
    "described_in_arguments_all_of",
    "Stores a box.",
    '{ type: "object", properties: { box: { type: "object" } }, allOf: [{ $ref: "#/$defs/Described" }], $defs: { Described: { properties: { box: { description: "The box to store." } } } } }',
    "{ box?: Box }",
  ),
  registerToolSource(
    "arguments_behind_ref",
    "Counts.",
    '{ type: "object", $ref: "#/$defs/Args", $defs: { Args: { type: "object", properties: { n: { type: "number" } } } } }',
    "{ n?: number }",
  ),
  registerToolSource(
    "argument_in_all_of",
    "Counts.",
    '{ type: "object", properties: { m: { type: "number", description: "M." } }, allOf: [{ properties: { n: { type: "number" } } }] }',
    "{ m?: number; n?: number }",
  ),
].join("\n");

let about: (tool: string) => string[];
beforeAll(async () => {
  const all = await checkDiagnostics(tools);
  about = (tool) => all(tool).filter((line) => line.includes("GT1100"));
});

describe("GT1100 for a registerTool argument whose schema is a union", () => {
  it("counts an argument described on each branch that is not null (a nullable $ref) as described", () => {
    expect(about("nullable_ref")).toEqual([]);
    expect(about("nullable_one_of")).toEqual([]);
  });

  it("counts an argument described on an allOf branch ({ allOf: [{ $ref }] }) as described", () => {
    expect(about("all_of_ref")).toEqual([]);
  });

  it("counts an argument described where an allOf branch of the arguments defines it again as described", () => {
    expect(about("described_in_arguments_all_of")).toEqual([]);
  });

  it("warns for an argument defined only behind the arguments' $ref or in their allOf, undescribed", () => {
    const warning = (tool: string): string => `warning GT1100: tool '${tool}': parameter 'n' has no description (add "description" to its schema)`;
    expect(about("arguments_behind_ref")).toEqual([warning("arguments_behind_ref")]);
    expect(about("argument_in_all_of")).toEqual([warning("argument_in_all_of")]);
  });

  it("warns where a branch that is not null has no description", () => {
    const warning = `warning GT1100: tool '{0}': parameter 'box' has no description (add "description" to its schema)`;
    expect(about("nullable_undescribed")).toEqual([warning.replace("{0}", "nullable_undescribed")]);
    expect(about("one_branch_undescribed")).toEqual([warning.replace("{0}", "one_branch_undescribed")]);
    expect(about("self_referring")).toEqual([warning.replace("{0}", "self_referring")]);
  });
});
