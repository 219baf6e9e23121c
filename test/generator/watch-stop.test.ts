import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as halfSaved from "../../generator/cli/half-saved.js";
import { watchProject } from "../../generator/cli/watch.js";
import { GenToolsSession, type GenerateResult } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  project?.remove();
});

describe("--watch asked to stop", () => {
  it("runs the changes still settling before it ends, rather than leaving the outputs stale", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const p = project;
    const session = GenToolsSession.open({ project: p.tsconfig });
    const results: GenerateResult[] = [];
    const stop = new AbortController();
    let firstRun: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (firstRun = resolve));
    const watching = watchProject(session, { regenerate: async () => void (results.push(await session.run()), firstRun()), configError: (error) => stop.abort(error) }, stop.signal);
    await started;
    // The empty new file holds the edit pending (see `halfSaved`): the stop comes once the watch has it.
    const newFile = `${p.dir}/src/b.ts`;
    const original = halfSaved.halfSaved;
    const pending = new Promise<void>((resolve) => {
      vi.spyOn(halfSaved, "halfSaved").mockImplementation((path) => {
        if (path === newFile) resolve();
        return original(path);
      });
    });
    p.write("src/a.ts", agentSource("AAgent", ["alpha", "beta"]));
    p.write("src/b.ts", "");
    await pending;
    stop.abort();
    await watching;
    expect(results.at(-1)?.tools.map((tool) => tool.name)).toEqual(["alpha", "beta"]);
  });

  it("watches nothing more once stopped, though the stop runs a tsconfig change still settling (a watcher left open keeps the process alive)", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const p = project;
    const watchers = (): number => process.getActiveResourcesInfo().filter((kind) => kind === "FSEventWrap").length;
    const before = watchers();
    const session = GenToolsSession.open({ project: p.tsconfig });
    const stop = new AbortController();
    let runs = 0;
    let firstRun: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (firstRun = resolve));
    const watching = watchProject(session, { regenerate: async () => void (await session.run(), runs++, firstRun()), configError: (error) => stop.abort(error) }, stop.signal);
    await started;
    // The tsconfig rewritten, and the stop asked while the run it makes reloads the project, as a task runner's SIGTERM may come.
    const reload = session.reload.bind(session);
    vi.spyOn(session, "reload").mockImplementation(() => {
      reload();
      stop.abort();
    });
    p.write("tsconfig.json", `${readFileSync(p.tsconfig, "utf8")}\n`);
    await watching;
    expect(runs).toBe(2);
    expect(watchers()).toBe(before);
  });
});
