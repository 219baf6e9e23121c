import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "./helpers/run-cli.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("an enum value the handler does not take, behind a percent-encoded $ref in a union (GT3004)", () => {
  it("is reported at that value, where the decoded pointer leads", async () => {
    project = tempProject({
      "src/units.ts": [
        'import { registerTool } from "gen-tools";',
        "export const convert = registerTool(",
        "  {",
        '    name: "convert",',
        '    description: "Converts.",',
        "    parameters: {",
        '      type: "object",',
        '      properties: { unit: { description: "The unit.", anyOf: [{ $ref: "#/$defs/Unit%20kind" }] } },',
        '      required: ["unit"],',
        "      $defs: {",
        '        "Unit kind": {',
        '          enum: ["c",',
        '            "k"],',
        "        },",
        "      },",
        "    },",
        "  },",
        '  (args: { unit: "c" | "f" }) => args.unit,',
        ");",
        "",
      ].join("\n"),
    });
    const run = await runCli(["--project", project.tsconfig, "--check"]);
    const errors = run.stdout.split("\n").filter((line) => line.includes("GT3004"));
    // Line 13 holds "k"; the fragment's spelling (/$defs/Unit%20kind) named no place, and the error stood at $defs.
    expect(errors).toEqual([
      `src/units.ts:13:13 - error GT3004: tool 'convert': property 'unit' is "c" | "k" in the schema but "c" | "f" in the handler's type, which does not take "k"`,
    ]);
  });
});
