import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { generate, GenToolsSession } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** tools.gen.ts as a fresh run writes it for the project as it is now, beside the watched outputs. */
async function freshModule(p: TempProject): Promise<string> {
  const result = await generate({ project: p.tsconfig, out: join(p.dir, "fresh") });
  expect(result.ok).toBe(true);
  return readFileSync(join(p.dir, "fresh", "tools.gen.ts"), "utf8");
}

describe("tools.gen.ts in watch mode", () => {
  it("is what a fresh run writes after edits that re-render some tools' types, and after ones that move tools", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha", "beta"]), "src/b.ts": agentSource("BAgent", ["gamma"]) });
    const p = project;
    const session = GenToolsSession.open({ project: p.tsconfig });
    const watched = (): string => readFileSync(join(p.dir, "generated", "tools.gen.ts"), "utf8");
    const edit = async (path: string, text: string): Promise<void> => {
      p.write(path, text);
      session.refresh([join(p.dir, path)]);
      expect((await session.run()).ok).toBe(true);
    };
    await session.run();

    // Same tools, same handlers: only alpha's entry changes (its summary and its parameter's name).
    await edit("src/a.ts", agentSource("AAgent", ["alpha", "beta"]).replace("Does alpha.", "Does alpha well.").replace(/alpha\(text: string\)/, "alpha(words: string)"));
    expect(watched()).toContain("Does alpha well.");
    expect(watched()).toContain("words: Parameters<AAgent[\"alpha\"]>[0];");
    expect(watched()).toBe(await freshModule(p));

    // A tool renamed: names and the ToolArgs map change.
    await edit("src/b.ts", agentSource("BAgent", ["delta"]));
    expect(watched()).not.toContain("gamma");
    expect(watched()).toBe(await freshModule(p));
  });
});
