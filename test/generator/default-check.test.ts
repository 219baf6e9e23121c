import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "./helpers/run-cli.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("defaults and examples the schema around them refuses (GT3006)", () => {
  it("are warnings at the tool, naming the subschema, the default and why; a default the schema takes says nothing", async () => {
    project = tempProject(
      {
        "src/search.js": [
          "/**",
          " * Searches.",
          " * @param {string} query What to look for.",
          ' * @param {number} [limit="ten"] How many.',
          " * @tool",
          " */",
          "export function search(query, limit) {",
          "  return query + (limit ?? 10);",
          "}",
          "",
        ].join("\n"),
        "src/pages.ts": [
          "export class Pages {",
          "  /**",
          "   * Lists pages.",
          "   * @param page Which page, from 1.",
          "   * @param size How many, from 1.",
          "   * @tool",
          "   */",
          "  list(/** @minimum 1 */ page = 0, /** @minimum 1 @example 10 @example ten */ size = 20): number {",
          "    return page * size;",
          "  }",
          "}",
          "",
        ].join("\n"),
        "src/units.ts": [
          'import { registerTool } from "gen-tools";',
          "export const convert = registerTool(",
          "  {",
          '    name: "convert",',
          '    description: "Converts.",',
          "    parameters: {",
          '      type: "object",',
          '      properties: { unit: { $ref: "#/$defs/Unit", default: "kelvin" }, scale: { type: "array", items: { type: "number" }, default: [1, "2"] } },',
          '      $defs: { Unit: { enum: ["c", "f"] } },',
          "    },",
          "  },",
          "  (args: { unit?: string; scale?: number[] }) => args.unit,",
          ");",
          "",
        ].join("\n"),
      },
      { allowJs: true, checkJs: true },
    );
    const run = await runCli(["--project", project.tsconfig]);
    expect(run.code).toBe(0);
    const warnings = run.stdout.split("\n").filter((line) => line.includes("GT3006"));
    expect(warnings).toEqual([
      "src/pages.ts:8:3 - warning GT3006: tool 'list': input schema /properties/page: default 0 is not a value the schema accepts (must be >= 1)",
      "src/pages.ts:8:3 - warning GT3006: tool 'list': input schema /properties/size: example \"ten\" is not a value the schema accepts (must be number, got string)",
      "src/search.js:7:17 - warning GT3006: tool 'search': input schema /properties/limit: default \"ten\" is not a value the schema accepts (must be number, got string)",
      "src/units.ts:2:14 - warning GT3006: tool 'convert': input schema /properties/unit: default \"kelvin\" is not a value the schema accepts (must be one of: \"c\", \"f\")",
      "src/units.ts:2:14 - warning GT3006: tool 'convert': input schema /properties/scale: default [1,\"2\"] is not a value the schema accepts (/1: must be number, got string)",
    ]);
  });
});
