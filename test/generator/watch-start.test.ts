import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { openWhenGood } from "../../generator/cli/watch-start.js";
import type { ConfigError } from "../../generator/config/config-error.js";
import { GenToolsSession } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("--watch started on a bad configuration", () => {
  it("reports it and waits, opening the session once the files are mended", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]), "gen-tools.config.json": '{ "nameStyle": "bogus" }' });
    const p = project;
    const errors: ConfigError[] = [];
    const good = readFileSync(p.tsconfig, "utf8");
    const opened = openWhenGood(() => GenToolsSession.open({ project: p.tsconfig }), { cwd: p.dir, project: p.tsconfig }, (error) => {
      errors.push(error);
      // Mended in two edits, each made once the wait is watching (the report comes before): the
      // tsconfig made bad, then the config and the tsconfig mended.
      setTimeout(() => {
        if (errors.length === 1) p.write("tsconfig.json", "{ bad");
        else if (errors.length === 2) {
          p.write("gen-tools.config.json", "{}");
          p.write("tsconfig.json", good);
        }
      });
    }, new AbortController().signal);
    const session = await opened;
    expect(errors.map((e) => e.diagnostic.code)).toEqual(["GT4005", "GT4003"]);
    expect((await session?.run())?.tools.map((t) => t.name)).toEqual(["alpha"]);
  });

  it("ends the wait, with no session, when it is stopped", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]), "gen-tools.config.json": "{ bad" });
    const stop = new AbortController();
    const opened = openWhenGood(() => GenToolsSession.open({ cwd: (project as TempProject).dir }), { cwd: project.dir }, () => stop.abort(), stop.signal);
    expect(await opened).toBeUndefined();
  });
});
