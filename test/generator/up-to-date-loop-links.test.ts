import { mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";
import { age } from "./helpers/aged-project.js";
import { runCliProcess, type CliProcessRun } from "./helpers/cli-process.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** `gen-tools --cache` run from `cwd`, in a process of its own: the record is kept by the folder it runs from. */
function cachedRun(cwd: string, args: readonly string[] = []): CliProcessRun {
  return runCliProcess(["--cache", ...args], { cwd });
}

const UNCHANGED = /^1 tool, outputs unchanged in \d+ ms\.\n$/;
const REPLAYED = /^1 tool, outputs up to date: no input changed since the last run/;

describe("gen-tools --cache where a node_modules is a link that loops", () => {
  it("takes one in the folder it runs from as no node_modules to keep its record in, and runs", () => {
    project = tempProject({ "src/weather.ts": agentSource("WeatherAgent", ["getForecast"]) });
    symlinkSync("node_modules", join(project.dir, "node_modules"));
    const run = cachedRun(project.dir);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toMatch(/^1 tool \(\+get_forecast\), wrote generated\/tools\.manifest\.json/);
  }, 120_000);

  it("makes every run while the project's is one, as where it leads cannot be recorded; replays once it is a folder", () => {
    project = tempProject({ "app/src/weather.ts": agentSource("WeatherAgent", ["getForecast"]) });
    const p = project;
    p.write("app/tsconfig.json", readFileSync(p.tsconfig, "utf8"));
    // The record is kept in the node_modules of the folder it runs from, above the project's.
    mkdirSync(join(p.dir, "node_modules"));
    symlinkSync("node_modules", join(p.dir, "app/node_modules"));
    const run = (): CliProcessRun => cachedRun(p.dir, ["--project", "app"]);
    expect(run()).toMatchObject({ code: 0, stderr: "" });
    age(p.dir);
    const runs = [run(), run()];
    expect(runs.map((r) => r.code)).toEqual([0, 0]);
    for (const made of runs) expect(made.stdout).toMatch(UNCHANGED);
    rmSync(join(p.dir, "app/node_modules"));
    mkdirSync(join(p.dir, "app/node_modules"));
    age(p.dir);
    expect(run().stdout).toMatch(UNCHANGED);
    expect(run().stdout).toMatch(REPLAYED);
  }, 120_000);
});
