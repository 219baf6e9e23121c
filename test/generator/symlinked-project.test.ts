import { readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
let link: string | undefined;
afterEach(() => {
  if (link !== undefined) rmSync(link, { force: true });
  project?.remove();
});

// A shell's $PWD keeps a symbolic link that Node's process.cwd() resolves: a Makefile or CI script
// passing `-p "$PWD/tsconfig.json" -o generated` names the project one way and the output the other.
describe("a project reached through a symbolic link", () => {
  it("writes tools.gen.ts importing the sources by the same relative path however the project is named, and --check agrees", async () => {
    project = tempProject({ "src/agent.ts": agentSource("Agent", ["echo"]) });
    link = `${project.dir}-link`;
    symlinkSync(project.dir, link);
    const out = "generated";

    const run = await GenToolsSession.open({ project: join(link, "tsconfig.json"), out, cwd: project.dir }).run();
    expect(run.ok).toBe(true);
    const genModule = readFileSync(join(project.dir, out, "tools.gen.ts"), "utf8");
    expect(genModule).toContain('from "../src/agent.js"');

    const check = await GenToolsSession.open({ project: "tsconfig.json", out, cwd: project.dir }).run({ check: true });
    expect(check.stale).toEqual([]);
    const linkedCwd = await GenToolsSession.open({ project: "tsconfig.json", out, cwd: link }).run({ check: true });
    expect(linkedCwd.stale).toEqual([]);
  });
});
