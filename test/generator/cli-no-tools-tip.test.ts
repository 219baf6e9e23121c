import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";
import { runCli } from "./helpers/run-cli.js";

let made: TempProject | undefined;
afterEach(() => made?.remove());

function project(files: Record<string, string>): TempProject {
  made = tempProject(files);
  return made;
}

const HOW_TO_MARK =
  "and finds @tool() on a public method of an exported class, a /** @tool */ tag on a method or an exported function, and export const name = registerTool({ … }, handler).";

describe("a run that finds no tool says where it looked", () => {
  it("a tool class only imported from outside the tsconfig's include is not read, and the report says so", async () => {
    // The tsconfig includes src/ only; lib/weather.ts is in the program through the import alone (GT2016 at its mark).
    const p = project({
      "lib/weather.ts": agentSource("WeatherAgent", ["getForecast"]),
      "src/main.ts": 'import { WeatherAgent } from "../lib/weather.js";\nexport const agent = new WeatherAgent();\n',
    });
    const run = await runCli(["--project", p.tsconfig]);
    expect(run.code).toBe(0);
    const [warning, blank, summary, ...rest] = run.stdout.split("\n");
    expect([warning?.split(" - ")[0], warning?.includes("warning GT2016"), blank]).toEqual(["lib/weather.ts:9:1", true, ""]);
    expect(summary).toMatch(/^0 tools, wrote .* in \d+ ms\. Found 1 warning\.$/);
    expect(rest).toEqual([`Tip: the 1 file read marks no tool. gen-tools reads the tsconfig's own files, not others they import, ${HOW_TO_MARK}`, ""]);
  });

  it("an include that matches none of the tsconfig's files is an error, GT2024, and the outputs it would empty are not written", async () => {
    const p = project({ "src/weather.ts": agentSource("WeatherAgent", ["getForecast"]) });
    expect((await runCli(["--project", p.tsconfig])).code).toBe(0);
    const manifest = readFileSync(join(p.dir, "generated/tools.manifest.json"), "utf8");
    p.write("gen-tools.config.json", JSON.stringify({ include: ["src/tool/**"] }));
    const run = await runCli(["--project", p.tsconfig]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `error GT2024: the configuration's include ("src/tool/**") matches none of the tsconfig's files, so no file would be read for tools and the outputs would list none: correct the globs (relative to the project's folder, the tsconfig's)`,
    );
    expect(run.stdout).not.toContain("Tip:");
    expect(readFileSync(join(p.dir, "generated/tools.manifest.json"), "utf8")).toBe(manifest);
  });

  it("an include whose files mark no tool names them as the files read", async () => {
    const p = project({ "src/a.ts": "export const a = 1;\n", "src/b.ts": "export const b = 2;\n", "gen-tools.config.json": JSON.stringify({ include: ["src/*.ts"] }) });
    const run = await runCli(["--project", p.tsconfig]);
    expect(run.stdout.trimEnd().split("\n").at(-1)).toBe(`Tip: the 2 files read mark no tool. gen-tools reads the tsconfig's files that "include" names, not others they import, ${HOW_TO_MARK}`);
  });

  it("a run that finds tools has no such tip", async () => {
    const p = project({ "src/weather.ts": agentSource("WeatherAgent", ["getForecast"]) });
    const run = await runCli(["--project", p.tsconfig]);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain("Tip:");
  });
});
