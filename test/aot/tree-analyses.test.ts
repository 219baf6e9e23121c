import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { generateValidatorModule, TreeAnalyses, ValidatorSchemaError, type ValidatorTool } from "../../generator/aot/index.js";
import type { TreeAnalysis } from "../../generator/aot/tree-analysis.js";

const address: JsonSchemaObject = {
  type: "object",
  properties: { street: { type: "string", minLength: 1 }, zip: { type: "string", pattern: "^[0-9]{5}$" } },
  required: ["street"],
  additionalProperties: false,
};
const tree: JsonSchemaObject = {
  $defs: { node: { type: "object", properties: { children: { type: "array", items: { $ref: "#/$defs/node" } } } } },
  $ref: "#/$defs/node",
};
const union: JsonSchemaObject = { anyOf: [address, { type: "object", properties: { kind: { const: "po-box" } }, required: ["kind"] }] };
const tool = (name: string, schema: JsonSchemaObject): ValidatorTool => ({ name, schema });

/** The tool lists of a watch session's runs: tools added, changed, removed, and a schema shared by two tools. */
const runs: ValidatorTool[][] = [
  [tool("a.ship", address), tool("a.tree", tree), tool("a.pick", union)],
  [tool("a.ship", address), tool("a.tree", tree), tool("a.pick", union), tool("b.copy", address), tool("b.tree", tree), tool("b.pick", union)],
  [tool("a.ship", { ...address, required: ["street", "zip"] }), tool("a.pick", union), tool("b.copy", address)],
  [tool("a.tree", tree), tool("a.ship", address), tool("c.tree", tree)],
];

/** Records the texts of the schemas it analyses. */
class CountingAnalyses extends TreeAnalyses {
  readonly made: string[] = [];

  override of(text: string, analyse: () => TreeAnalysis): TreeAnalysis {
    return super.of(text, () => {
      this.made.push(text);
      return analyse();
    });
  }
}

describe("TreeAnalyses, kept between the modules of a watch session", () => {
  it("make each module exactly as a module made from scratch", () => {
    const analyses = new TreeAnalyses();
    for (const tools of runs) expect(generateValidatorModule(tools, {}, analyses)).toBe(generateValidatorModule(tools));
  });

  it("analyse each schema text once, within a module and across the session's modules", () => {
    const analyses = new CountingAnalyses();
    generateValidatorModule(runs[1]!, {}, analyses);
    expect(analyses.made).toEqual([address, tree, union].map((schema) => JSON.stringify(schema)));
    analyses.made.length = 0;
    generateValidatorModule(runs[3]!, {}, analyses);
    expect(analyses.made).toEqual([]);
  });

  it("keep making modules as from scratch after a run whose schema was refused", () => {
    const analyses = new TreeAnalyses();
    generateValidatorModule(runs[0]!, {}, analyses);
    const refused = [tool("a.ship", address), tool("c.bad", { type: "object", properties: { x: { $ref: "#/nowhere" } } })];
    expect(() => generateValidatorModule(refused, {}, analyses)).toThrow(ValidatorSchemaError);
    for (const tools of runs) expect(generateValidatorModule(tools, {}, analyses)).toBe(generateValidatorModule(tools));
  });
});
