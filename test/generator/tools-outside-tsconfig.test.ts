import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import type { ToolManifest } from "../../src/manifest.js";
import { runCli } from "./helpers/run-cli.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

// gen-tools reads the tsconfig's own files for tools. A file outside them that one of them imports
// is compiled by tsc all the same: its tools must not go missing without a word.
it("is a GT2016 warning at the mark of a file the program reaches only through an import, and the tsconfig's tools are generated", async () => {
  project = tempProject({
    "src/weather.ts": 'import { notes } from "../lib/notes.js";\nimport { format } from "../lib/format.js";\n/**\n * The weather.\n * @tool\n */\nexport function weather(): string {\n  return format(notes.length > 0 ? "sun" : "rain");\n}\n',
    "lib/notes.ts": "export const notes: string[] = [];\nexport class Notes {\n  /**\n   * Adds a note.\n   * @tool\n   */\n  add(text: string): string {\n    return text;\n  }\n}\n",
    // Imported too, but marks nothing (a function of that name declared is no call of gen-tools'): no warning.
    "lib/format.ts": "// Formats what registerToolHook gets.\nexport const format = (text: string): string => text;\nexport function registerTool(name: string): string {\n  return name;\n}\n",
  });
  const run = await runCli(["--project", project.tsconfig]);
  expect(run.code, run.stdout + run.stderr).toBe(0);
  expect(run.stdout).toContain(
    "lib/notes.ts:5:1 - warning GT2016: this file marks a tool (@tool or registerTool), but it is not among the tsconfig's files (the program reaches it through an import), so gen-tools does not read its tools: add it to the tsconfig's include or files",
  );
  expect(run.stdout.match(/GT2016/g)).toHaveLength(1);
  const manifest = JSON.parse(readFileSync(join(project.dir, "generated/tools.manifest.json"), "utf8")) as ToolManifest;
  expect(manifest.tools.map((tool) => tool.name)).toEqual(["weather"]);
});
