import { mkdirSync, rmSync, symlinkSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession, type GenerateResult } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";
import { watchThrough } from "./helpers/watch-through.js";

/** A tool taking a `Point` from the package `shapes`. */
const MOVE = `import { tool } from "gen-tools";\nimport type { Point } from "shapes";\n\n/** An agent. */\nexport class AAgent {\n  /**\n   * Moves.\n   * @param to Where to.\n   */\n  @tool()\n  move(to: Point): string {\n    return String(to);\n  }\n}\n`;

/** Installs `shapes` as npm does: its files, then the file npm writes last. */
function install(p: TempProject): void {
  p.write("node_modules/shapes/package.json", JSON.stringify({ name: "shapes", types: "index.d.ts" }));
  p.write("node_modules/shapes/index.d.ts", "export interface Point { x: number }\n");
  p.write("node_modules/.package-lock.json", "{}\n");
}

/** Whether each run found `shapes`'s `Point` (else GT1015, an import it could not resolve). */
const resolved = (results: GenerateResult[]): boolean[] => results.map((result) => result.tools[0]?.inputSchema.$defs?.Point !== undefined);

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("--watch on a project whose node_modules comes later", () => {
  it("resolves every import again after the first install, into a folder with no node_modules yet", async () => {
    project = tempProject({ "src/a.ts": MOVE });
    const p = project;
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [() => install(p)]);
    expect(resolved(results)).toEqual([true]);
  });

  it("resolves every import again after node_modules is removed and installed anew", async () => {
    project = tempProject({ "src/a.ts": MOVE });
    const p = project;
    install(p);
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
      () => rmSync(join(p.dir, "node_modules"), { recursive: true }),
      () => install(p),
    ]);
    expect(resolved(results)).toEqual([false, true]);
  });

  it("runs once an install into a new node_modules is done, not when it makes the folder", async () => {
    project = tempProject({ "src/a.ts": MOVE });
    const p = project;
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
      () => {
        // As npm does: node_modules first, its packages and the marker a while later. The step is
        // taken as the first run ends, before the watch looks at the folders again: a while after.
        setTimeout(() => mkdirSync(join(p.dir, "node_modules")), 300);
        setTimeout(() => install(p), 900);
      },
    ]);
    expect(resolved(results)).toEqual([true]);
  });

  it("resolves every import again after an install made during a run, whatever time the folder stamps its files with", async () => {
    project = tempProject({ "src/a.ts": MOVE });
    const p = project;
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
      () => {
        // As the first run ends: before the watch looks at the folders again. The marker stamped by
        // a clock a minute behind the watch's (a folder shared from another machine or a VM).
        install(p);
        const behind = new Date(Date.now() - 60_000);
        utimesSync(join(p.dir, "node_modules/.package-lock.json"), behind, behind);
      },
    ]);
    expect(resolved(results)).toEqual([true]);
  });
});

describe("--watch on a project whose node_modules cannot be looked into", () => {
  it("watches for one made in its place: a node_modules that is a link looping to itself, replaced by an install", async () => {
    project = tempProject({ "src/a.ts": MOVE });
    const p = project;
    symlinkSync("node_modules", join(p.dir, "node_modules"));
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
      () => {
        rmSync(join(p.dir, "node_modules"));
        install(p);
      },
    ]);
    expect(resolved(results)).toEqual([true]);
  });
});
