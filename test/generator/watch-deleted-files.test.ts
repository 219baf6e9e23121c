import { renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { generate, GenToolsSession, type GenerateResult } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";
import { watchThrough } from "./helpers/watch-through.js";

/** A tool whose parameter's type is `Extra`, imported from `./extra.js`. */
const TOOL = `import { tool } from "gen-tools";\nimport type { Extra } from "./extra.js";\n\n/** An agent. */\nexport class AAgent {\n  /**\n   * Notes.\n   * @param extra What to note.\n   */\n  @tool()\n  note(extra: Extra): string {\n    return String(extra);\n  }\n}\n`;
const EXTRA = "export interface Extra {\n  note: string;\n}\n";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** What a run says, as the watcher's and a fresh run's are compared: whether it passed, its diagnostics and its tools. */
const outcome = (result: GenerateResult | undefined): unknown => ({
  ok: result?.ok,
  diagnostics: result?.diagnostics.map((d) => `${d.code} ${d.file ?? ""}:${d.line ?? ""}`),
  tools: result?.tools,
});

describe("--watch on a file gone that a tool's types came from", () => {
  for (const [how, away] of [
    ["deleted", (path: string) => rmSync(path)],
    ["renamed away", (path: string) => renameSync(path, `${path}.bak`)],
  ] as const) {
    it(`gives what a fresh run gives once a file made during the session is ${how}: the import it served is broken`, async () => {
      project = tempProject({ "src/a.ts": TOOL.replace("./extra.js", "./types.js"), "src/types.ts": EXTRA });
      const p = project;
      const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
        () => {
          p.write("src/extra.ts", EXTRA);
          p.write("src/a.ts", TOOL);
        },
        () => away(join(p.dir, "src/extra.ts")),
      ]);
      expect(results[0]?.ok).toBe(true);
      const fresh = await generate({ project: p.tsconfig, check: true });
      expect(fresh.diagnostics.map((d) => d.code)).toContain("GT1015");
      expect(outcome(results[1])).toEqual(outcome(fresh));
    });
  }

  it("does so for a file there from the start, reached through an import() type", async () => {
    project = tempProject({ "src/a.ts": TOOL.replace('import type { Extra } from "./extra.js";\n', "").replace("extra: Extra", 'extra: import("./extra.js").Extra'), "src/extra.ts": EXTRA });
    const p = project;
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [() => rmSync(join(p.dir, "src/extra.ts"))]);
    const fresh = await generate({ project: p.tsconfig, check: true });
    expect(fresh.ok).toBe(false);
    expect(outcome(results[0])).toEqual(outcome(fresh));
  });

  it("does so for a package of TypeScript sources uninstalled, its files removed as the install is marked done", async () => {
    project = tempProject({
      "src/a.ts": TOOL.replace("./extra.js", "extras"),
      "node_modules/extras/package.json": JSON.stringify({ name: "extras", types: "index.ts" }),
      "node_modules/extras/index.ts": EXTRA,
    });
    const p = project;
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
      () => {
        rmSync(join(p.dir, "node_modules/extras"), { recursive: true });
        p.write("node_modules/.package-lock.json", "{}\n");
      },
    ]);
    const fresh = await generate({ project: p.tsconfig, check: true });
    expect(fresh.diagnostics.map((d) => d.code)).toContain("GT1015");
    expect(outcome(results.at(-1))).toEqual(outcome(fresh));
  });
});
