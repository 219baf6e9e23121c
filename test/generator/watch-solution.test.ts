import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Project } from "../../generator/project/project.js";
import { GenToolsSession } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";
import { watchThrough } from "./helpers/watch-through.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

const solution = (reference: string): string => JSON.stringify({ files: [], references: [{ path: reference }] });

describe("--watch on a solution-style tsconfig (as Vite writes it)", () => {
  it("chooses the project again when the solution's references change, and runs with its tools", async () => {
    // tsconfig.app.json's tools are in src/, tsconfig.admin.json's in admin/; the solution references the first.
    project = tempProject({ "src/weather.ts": agentSource("WeatherAgent", ["getForecast"]), "admin/users.ts": agentSource("UserAgent", ["listUsers"]) });
    const p = project;
    const app = JSON.parse(readFileSync(p.tsconfig, "utf8")) as object;
    p.write("tsconfig.app.json", JSON.stringify(app));
    p.write("tsconfig.admin.json", JSON.stringify({ ...app, include: ["admin"] }));
    p.write("tsconfig.json", solution("./tsconfig.app.json"));
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [() => p.write("tsconfig.json", solution("./tsconfig.admin.json"))]);
    expect(results.map((result) => result.tools.map((t) => t.name))).toEqual([["list_users"]]);
  });

  it("keeps the solution's text with the tsconfigs': one edited between the run's read and the watch's is stale", () => {
    project = tempProject({ "src/weather.ts": agentSource("WeatherAgent", ["getForecast"]) });
    const p = project;
    p.write("tsconfig.app.json", readFileSync(p.tsconfig, "utf8"));
    p.write("tsconfig.json", solution("./tsconfig.app.json"));
    const loaded = Project.load(p.tsconfig);
    expect(loaded.tsconfigFiles()).toEqual([p.tsconfig, join(p.dir, "tsconfig.app.json")]);
    expect(loaded.staleFiles([p.tsconfig])).toEqual([]);
    p.write("tsconfig.json", solution("./tsconfig.admin.json"));
    expect(loaded.staleFiles([p.tsconfig])).toEqual([p.tsconfig]);
  });
});
