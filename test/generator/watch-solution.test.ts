import { readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConfigError } from "../../generator/config/config-error.js";
import { Project } from "../../generator/project/project.js";
import { GenToolsSession } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";
import { watchThrough } from "./helpers/watch-through.js";

let project: TempProject | undefined;
/** A project elsewhere, linked into `project`. */
let outside: TempProject | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  project?.remove();
  outside?.remove();
  outside = undefined;
});

const solution = (...references: string[]): string => JSON.stringify({ files: [], references: references.map((path) => ({ path })) });

/** A solution referencing `app` (tools in app/src) and `lib` (none, in lib/src), each a project of its own folder, as in a monorepo. */
function monorepo(): TempProject {
  const p = tempProject({ "app/src/weather.ts": agentSource("WeatherAgent", ["getForecast"]), "lib/src/units.ts": "export const CELSIUS = 1;\n" });
  const options = (JSON.parse(readFileSync(p.tsconfig, "utf8")) as { compilerOptions: object }).compilerOptions;
  p.write("app/tsconfig.json", JSON.stringify({ compilerOptions: options, include: ["src"] }));
  p.write("lib/tsconfig.json", JSON.stringify({ compilerOptions: options, include: ["src"] }));
  p.write("tsconfig.json", solution("./app", "./lib"));
  return p;
}

/** The codes of the configuration errors the watch reported, one per step. */
async function configErrorsThrough(p: TempProject, steps: (() => void)[]): Promise<string[]> {
  const errors: ConfigError[] = [];
  await watchThrough(GenToolsSession.open({ project: p.tsconfig }), steps, errors);
  return errors.map((error) => error.diagnostic.code);
}

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

  it("chooses again when a tool is added to a project it did not choose, in a folder of its own: two declare tools (GT4008)", async () => {
    project = monorepo();
    const p = project;
    expect(await configErrorsThrough(p, [() => p.write("lib/src/units.ts", agentSource("UnitAgent", ["convert"]))])).toEqual(["GT4008"]);
  });

  it("chooses again when a new file of a project it did not choose declares a tool, beside the chosen one's (as Vite lays them out)", async () => {
    project = tempProject({ "src/weather.ts": agentSource("WeatherAgent", ["getForecast"]), "admin/users.ts": "export const USERS = [];\n" });
    const p = project;
    const app = JSON.parse(readFileSync(p.tsconfig, "utf8")) as object;
    p.write("tsconfig.app.json", JSON.stringify(app));
    p.write("tsconfig.admin.json", JSON.stringify({ ...app, include: ["admin"] }));
    p.write("tsconfig.json", solution("./tsconfig.app.json", "./tsconfig.admin.json"));
    expect(await configErrorsThrough(p, [() => p.write("admin/roles.ts", agentSource("RoleAgent", ["listRoles"]))])).toEqual(["GT4008"]);
  });

  it("chooses again when the chosen project loses its last tool: none declares tools (GT4008), as a full run says", async () => {
    project = monorepo();
    const p = project;
    const errors: ConfigError[] = [];
    const tool = agentSource("WeatherAgent", ["getForecast"]);
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [() => p.write("app/src/weather.ts", "export const FORECAST = 1;\n"), () => p.write("app/src/weather.ts", tool)], errors);
    expect(errors.map((error) => error.diagnostic.code)).toEqual(["GT4008"]);
    // The tool put back, the project is chosen again.
    expect(results.map((result) => result.tools.map((t) => t.name))).toEqual([["get_forecast"]]);
  });

  it("goes on with the chosen project when one of its tool files loses its tools and another keeps them", async () => {
    project = monorepo();
    const p = project;
    p.write("app/src/alerts.ts", agentSource("AlertAgent", ["listAlerts"]));
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [() => p.write("app/src/weather.ts", "export const FORECAST = 1;\n")]);
    expect(results.map((result) => result.tools.map((t) => t.name))).toEqual([["list_alerts"]]);
  });

  it("runs nothing for an edit in a project it did not choose that adds no tool there (no report of no tool changes)", async () => {
    project = monorepo();
    const p = project;
    const session = GenToolsSession.open({ project: p.tsconfig });
    const libFile = join(p.dir, "lib/src/units.ts");
    // Once the watch has had the edit in lib, the chosen project's tool file is edited: the one run then is its.
    const choosesAgain = session.choosesAgain.bind(session);
    const libEditSeen = new Promise<void>((resolve) =>
      vi.spyOn(session, "choosesAgain").mockImplementation((paths) => {
        if (paths.includes(libFile)) resolve();
        return choosesAgain(paths);
      }),
    );
    const editLibThenApp = (): void => {
      p.write("lib/src/units.ts", "export const CELSIUS = 2;\n");
      void libEditSeen.then(() => p.write("app/src/weather.ts", agentSource("WeatherAgent", ["getForecast", "getAlerts"])));
    };
    const results = await watchThrough(session, [editLibThenApp]);
    expect(results.map((result) => result.changes)).toEqual([{ added: ["get_alerts"], removed: [], changed: [] }]);
  });

  it("runs for an edit in a project it did not choose that the chosen one imports", async () => {
    project = monorepo();
    const p = project;
    const importer = `import { CELSIUS } from "../../lib/src/units.js";\n\nexport const UNIT = CELSIUS;\n`;
    p.write("app/src/unit.ts", importer);
    const session = GenToolsSession.open({ project: p.tsconfig });
    const results = await watchThrough(session, [() => p.write("lib/src/units.ts", "export const CELSIUS = 2;\n")]);
    expect(results).toHaveLength(1);
  });

  it("chooses again when a tool is added to a project it did not choose that is a link to a folder elsewhere, edited there", async () => {
    project = tempProject({ "app/src/weather.ts": agentSource("WeatherAgent", ["getForecast"]) });
    const p = project;
    const options = (JSON.parse(readFileSync(p.tsconfig, "utf8")) as { compilerOptions: object }).compilerOptions;
    p.write("app/tsconfig.json", JSON.stringify({ compilerOptions: options, include: ["src"] }));
    const lib = tempProject({ "src/units.ts": "export const CELSIUS = 1;\n" });
    outside = lib;
    symlinkSync(lib.dir, join(p.dir, "lib"), "dir");
    p.write("tsconfig.json", solution("./app", "./lib"));
    expect(await configErrorsThrough(p, [() => lib.write("src/units.ts", agentSource("UnitAgent", ["convert"]))])).toEqual(["GT4008"]);
  });

  it("chooses again when the tsconfig of a project it did not choose changes", async () => {
    project = monorepo();
    const p = project;
    p.write("lib/tools/units.ts", agentSource("UnitAgent", ["convert"]));
    const lib = JSON.parse(readFileSync(join(p.dir, "lib/tsconfig.json"), "utf8")) as object;
    expect(await configErrorsThrough(p, [() => p.write("lib/tsconfig.json", JSON.stringify({ ...lib, include: ["src", "tools"] }))])).toEqual(["GT4008"]);
  });
});
