import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { runtimeProject } from "./helpers/runtime-project.js";
import { type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** Titles as pydantic writes them, on properties, items and branches; some equal to the module's own names. */
const SOURCE = `import { registerTool, tool } from "gen-tools";

export class Greeter {
  /**
   * Greets.
   * @param name Who.
   */
  @tool()
  greet(name: string): string {
    return name;
  }
}

export const paint = registerTool(
  {
    name: "paint",
    description: "Paints.",
    parameters: {
      type: "object",
      properties: {
        color: { title: "Color", type: "string", enum: ["red", "blue"], description: "The colour." },
        size: { title: "ToolArgs", type: "number", description: "The size." },
        layers: { title: "Layers", type: "array", items: { title: "Greeter", type: "object", properties: { alpha: { title: "BrushArgs", type: "number" } }, required: ["alpha"] }, description: "The layers." },
      },
      required: ["color", "size", "layers"],
      additionalProperties: false,
    },
  },
  (args: { color: "red" | "blue"; size: number; layers: { alpha: number }[] }) => args.color,
);

export const brush = registerTool(
  {
    name: "brush",
    description: "Brushes.",
    parameters: {
      type: "object",
      properties: {
        color: { title: "Color", type: "string", enum: ["green"], description: "The colour." },
        width: { title: "Width", anyOf: [{ title: "Color", type: "integer" }, { type: "null" }], description: "The width." },
      },
      required: ["color"],
      additionalProperties: false,
    },
  },
  (args: { color: "green"; width?: number | null }) => args.color,
);
`;

describe("titles in a registerTool schema", () => {
  it("name no types of their own: each tool's argument type is its own, and every name in tools.gen.ts is declared once", async () => {
    const p = runtimeProject({ "src/tools.ts": SOURCE });
    project = p;
    const result = await GenToolsSession.open({ project: p.tsconfig, validators: false }).run();
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const genModule = readFileSync(join(p.dir, "generated", "tools.gen.ts"), "utf8");

    const declared = [...genModule.matchAll(/^(?:export (?:interface|type|class|enum) |import (?:type )?\{ )(\w+)/gm)].map((m) => m[1]);
    expect(declared).toEqual([...new Set(declared)]);
    expect(genModule).toMatch(/export interface PaintArgs \{\s+\/\*\*\s+\* The colour\.\s+\*\/\s+color: "red" \| "blue";/);
    expect(genModule).toMatch(/export interface BrushArgs \{\s+\/\*\*\s+\* The colour\.\s+\*\/\s+color: "green";/);
    expect(genModule).not.toMatch(/\b(Color|Layers|Width)\b/);
  });
});
