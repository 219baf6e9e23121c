import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { projectTypeErrors } from "./helpers/project-type-errors.js";
import { runtimeProject } from "./helpers/runtime-project.js";
import { type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** A registerTool tool whose name has a letter after a digit, which json-schema-to-typescript capitalises in a type name. */
const TOOLS = `import { registerTool } from "gen-tools";

export const plot = registerTool(
  {
    name: "plot_2d",
    description: "Plots.",
    parameters: {
      type: "object",
      $defs: { "3d_point": { type: "object", properties: { x: { type: "number" } }, required: ["x"] } },
      properties: { at: { $ref: "#/$defs/3d_point" } },
      required: ["at"],
    },
  },
  (args: { at: { x: number } }) => args.at.x,
);
`;

const USES = `import type { Plot2DArgs, ToolArgs } from "../generated/tools.gen.js";

export const args: ToolArgs["plot_2d"] = { at: { x: 1 } };
export const same: Plot2DArgs = args;
`;

describe("a registerTool tool's argument type", () => {
  it("is declared by the name tools.gen.ts refers to it by, though its tool's name has a letter after a digit", async () => {
    const p = runtimeProject({ "src/tools.ts": TOOLS, "src/uses.ts": USES });
    project = p;
    const result = await GenToolsSession.open({ project: p.tsconfig, validators: false }).run();
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(projectTypeErrors(p, [join(p.dir, "generated", "tools.gen.ts")])).toEqual([]);
  });
});
