import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";
import { watchThrough } from "./helpers/watch-through.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("--watch on its output folder", () => {
  it("writes the outputs again when the folder is removed, and again when the folder above it is", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]), "gen-tools.config.json": JSON.stringify({ out: "build/generated" }) });
    const p = project;
    const outDir = join(p.dir, "build", "generated");
    const outputs: string[][] = [];
    const seen = (): void => void outputs.push(readdirSync(outDir).sort());
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
      () => rmSync(outDir, { recursive: true }),
      () => (seen(), rmSync(join(p.dir, "build"), { recursive: true })),
    ]);
    seen();
    const all = ["tools.gen.ts", "tools.manifest.json", "tools.validators", "tools.validators.d.ts", "tools.validators.js"];
    expect(outputs).toEqual([all, all]);
    expect(results.map((r) => r.written.length)).toEqual([5, 5]);
    expect(existsSync(join(outDir, "tools.validators"))).toBe(true);
  });
});
