import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LinkTargets } from "../../generator/cli/watch-links.js";

let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("LinkTargets", () => {
  it("follows a '..' in a link's text from the folder a link before it leads to, as the system does", () => {
    dir = mkdtempSync(join(tmpdir(), "gen-tools-test-"));
    mkdirSync(join(dir, "releases/a"), { recursive: true });
    mkdirSync(join(dir, "releases/b"), { recursive: true });
    writeFileSync(join(dir, "releases/b/agent.ts"), "export {};\n");
    symlinkSync("releases/a", join(dir, "current"));
    // current/.. is releases, not the folder that holds current.
    symlinkSync("current/../b/agent.ts", join(dir, "agent.ts"));
    const links = new LinkTargets();
    links.update([join(dir, "agent.ts")]);
    expect(links.targets().sort()).toEqual([join(dir, "current"), join(dir, "releases/b/agent.ts")]);
    expect(links.linksTo(join(dir, "releases/b/agent.ts"))).toEqual([join(dir, "agent.ts")]);
  });
});
