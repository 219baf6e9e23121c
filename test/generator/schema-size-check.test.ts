import { afterEach, describe, expect, it } from "vitest";
import type { BuiltTool } from "../../generator/pipeline/build-entries.js";
import { schemaSizeDiagnostics } from "../../generator/pipeline/schema-size-check.js";
import { runCli } from "./helpers/run-cli.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** An interface of `count` described properties, as a library's style or model type has. */
function wideInterface(name: string, count: number): string {
  const members = Array.from({ length: count }, (_, i) => `  /** The ${i}th setting, which a library documents at some length for its own readers. */\n  setting${i}?: string | number;`);
  return `export interface ${name} {\n${members.join("\n")}\n}\n`;
}

describe("input schemas too large to send with every request (GT3007)", () => {
  it("is a warning at the tool naming its size and largest $defs; a tool under the limit says nothing", async () => {
    project = tempProject({
      "src/style.ts": wideInterface("Style", 400) + wideInterface("Theme", 40),
      "src/tools.ts": [
        'import type { Style, Theme } from "./style.js";',
        "export class Painter {",
        "  /** Paints. @tool */",
        "  paint(style: Style, theme: Theme): string {",
        "    return String(style) + String(theme);",
        "  }",
        "  /** Paints a little. @tool */",
        "  touch(theme: Theme): string {",
        "    return String(theme);",
        "  }",
        "}",
        "",
      ].join("\n"),
    });
    const run = await runCli(["--project", project.tsconfig]);
    expect(run.code).toBe(0);
    const warnings = run.stdout.split("\n").filter((line) => line.includes("GT3007"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^src\/tools\.ts:4:3 - warning GT3007: tool 'paint': its input schema is \d+(\.\d)? KB of JSON, over 32 KB, and every request to the model carries it; its largest \$defs: Style \(\d+(\.\d)? KB\), Theme \(\d+(\.\d)? KB\): narrow the parameter types/,
    );
  });

  it("counts the bytes a request carries, not characters, with a decimal near the limit", () => {
    // 17 K characters of "é", 34 KB in UTF-8.
    const inputSchema = { type: "object", description: "é".repeat(17 * 1024) };
    const built = [{ tool: { at: { file: "src/a.ts", line: 1, column: 1 } }, entry: { name: "accented", inputSchema } }] as unknown as BuiltTool[];
    expect(schemaSizeDiagnostics(built).map((d) => d.message)).toEqual([expect.stringContaining("its input schema is 34 KB of JSON, over 32 KB")]);
    const over = [{ ...built[0], entry: { name: "just_over", inputSchema: { type: "object", description: "a".repeat(32 * 1024 + 480) } } }] as unknown as BuiltTool[];
    expect(schemaSizeDiagnostics(over).map((d) => d.message)).toEqual([expect.stringContaining("its input schema is 32.5 KB of JSON, over 32 KB")]);
  });
});
