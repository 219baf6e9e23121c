import { afterEach, describe, expect, it } from "vitest";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";
import { runCli } from "./helpers/run-cli.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** A project of 201 files, over the count above which a run prints its progress line even when stderr is no terminal. */
function largeProject(): TempProject {
  const files: Record<string, string> = { "src/weather.ts": agentSource("WeatherAgent", ["getForecast", "getAlerts"]) };
  for (let i = 0; i < 200; i++) files[`src/filler${i}.ts`] = `export const filler${i} = ${i};\n`;
  return tempProject(files);
}

describe("the CLI's progress line", () => {
  it("is printed once per run, when the tools are found: a second line after the outputs were rendered said the same again", async () => {
    project = largeProject();
    for (const args of [[], ["--check"], ["--json"]]) {
      const run = await runCli(["--project", project.tsconfig, ...args]);
      expect(run.code).toBe(0);
      expect(run.stderr).toMatch(/^gen-tools: 201 files scanned, 2 tools found \(\d+ ms\)\n$/);
    }
  });
});
