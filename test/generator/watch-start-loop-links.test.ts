import { readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openWhenGood } from "../../generator/cli/watch-start.js";
import type { ConfigError } from "../../generator/config/config-error.js";
import { GenToolsSession } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("--watch started with --project naming a link that loops", () => {
  it("reports no project there and waits, opening the session once a tsconfig is put in its place", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const p = project;
    const tsconfig = join(p.dir, "tools.tsconfig.json");
    symlinkSync("tools.tsconfig.json", tsconfig);
    const errors: ConfigError[] = [];
    const session = await openWhenGood(() => GenToolsSession.open({ project: tsconfig }), { cwd: p.dir, project: tsconfig }, (error) => {
      errors.push(error);
      // Once the wait is watching (the report comes before).
      setTimeout(() => {
        rmSync(tsconfig);
        writeFileSync(tsconfig, readFileSync(p.tsconfig, "utf8"));
      });
    }, new AbortController().signal);
    expect(errors.map((e) => e.diagnostic.code)).toEqual(["GT4001"]);
    expect((await session?.run())?.tools.map((t) => t.name)).toEqual(["alpha"]);
  });
});
