import { lstatSync, mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";
import { runCli } from "./helpers/run-cli.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("an output file's place taken by a link that loops", () => {
  it("is no output there: --check says it is missing, and a run writes the file in its place", async () => {
    project = tempProject({ "src/weather.ts": agentSource("WeatherAgent", ["getForecast"]) });
    const manifest = join(project.dir, "generated/tools.manifest.json");
    mkdirSync(join(project.dir, "generated"));
    symlinkSync("tools.manifest.json", manifest);
    const check = await runCli(["--project", project.tsconfig, "--check"]);
    expect(check).toMatchObject({ code: 1, stderr: "" });
    expect(check.stdout).toContain("generated/tools.manifest.json: missing, which a run writes");
    expect(await runCli(["--project", project.tsconfig])).toMatchObject({ code: 0, stderr: "" });
    expect(lstatSync(manifest).isFile()).toBe(true);
    expect((await runCli(["--project", project.tsconfig, "--check"])).code).toBe(0);
  });
});
