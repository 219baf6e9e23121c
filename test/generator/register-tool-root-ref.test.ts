import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** gen-tools' errors, by line and column, for a registerTool tool whose properties are all behind a root `$ref`, and whose handler takes `type`. */
async function errors(type: string): Promise<string[]> {
  const source = `import { registerTool } from "gen-tools";
export const set = registerTool(
  {
    name: "set",
    description: "Sets a setting.",
    parameters: {
      type: "object",
      $ref: "#/$defs/Args",
      $defs: { Args: { type: "object", properties: { value: { type: "string", description: "The value." } }, required: ["value"], additionalProperties: false } },
    },
  },
  (args: ${type}) => args.value,
);
`;
  const p = tempProject({ "package.json": JSON.stringify({ type: "module" }), "src/tools.ts": source });
  project = p;
  const result = await GenToolsSession.open({ project: p.tsconfig, validators: false }).run();
  return result.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.line}:${d.column}: ${d.code} ${d.message}`);
}

describe("a registerTool schema whose properties are behind a root $ref", () => {
  it("is compared with the handler through it", async () => {
    expect(await errors("{ value: string }")).toEqual([]);
    expect(await errors("{ value: string; other: number }")).toEqual([
      "9:52: GT3002 tool 'set': the handler requires property 'other', which the schema does not define",
    ]);
  });
});
