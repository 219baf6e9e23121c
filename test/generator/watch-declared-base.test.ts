import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { buildPackage } from "./helpers/workspace-package-build.js";
import { watchThrough } from "./helpers/watch-through.js";
import { DECLARE_API } from "./helpers/temp-project.js";

/** `@acme/shared`'s base class: one decorated method, and one a later edit decorates. */
const BASE = `import { tool } from "gen-tools";

export abstract class Repo {
  /**
   * Saves an item.
   * @param id The item.
   */
  @tool()
  save(id: string): boolean {
    return !!id;
  }

  /**
   * Counts the items.
   * @param kind Which.
   */
  count(kind: string): number {
    return kind.length;
  }
}
`;

const APP = `import { Repo } from "@acme/shared";\n\n/** Items. */\nexport class ItemRepo extends Repo {}\n`;

let root: string | undefined;
afterEach(() => {
  if (root !== undefined) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/**
 * An npm workspace: `packages/tools` (the project, or the root's tsconfig with `atRoot`, whose
 * watched folder then holds the shared package too) uses `@acme/shared`, linked into the root's
 * `node_modules` and built by the compiler into dist/ (with a declaration map when `declarationMap`),
 * through its declaration file. Gives the tsconfig and a writer of files by their path in the workspace.
 */
function workspace(atRoot: boolean, declarationMap: boolean): { tsconfig: string; write: (path: string, text: string) => void } {
  const dir = mkdtempSync(join(tmpdir(), "gen-tools-test-"));
  root = dir;
  const write = (path: string, text: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const shared = join(dir, "packages/shared");
  write("packages/shared/src/index.ts", BASE);
  write("packages/shared/package.json", JSON.stringify({ name: "@acme/shared", type: "module", exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } } }));
  write("packages/tools/package.json", JSON.stringify({ name: "@acme/tools", type: "module" }));
  write("packages/tools/src/items.ts", APP);
  const options = { target: "ES2022", module: "NodeNext", strict: true, skipLibCheck: true, noEmit: true, types: [], paths: { "gen-tools": [DECLARE_API] } };
  const tsconfig = atRoot ? "tsconfig.json" : "packages/tools/tsconfig.json";
  write(tsconfig, JSON.stringify({ compilerOptions: options, include: [atRoot ? "packages/tools/src" : "src"] }));
  buildPackage(join(shared, "src/index.ts"), { declarationMap });
  mkdirSync(join(dir, "node_modules/@acme"), { recursive: true });
  symlinkSync("../../packages/shared", join(dir, "node_modules/@acme/shared"), "dir");
  return { tsconfig: join(dir, tsconfig), write };
}

describe("--watch on a tool class whose base is read from a workspace package's declaration file", () => {
  for (const atRoot of [false, true]) {
    for (const declarationMap of [true, false]) {
      const layout = `${atRoot ? "the tsconfig in the root, whose folder is watched whole" : "the tsconfig in the tools package"}, ${declarationMap ? "found through the declaration map" : "found by the package's layout"}`;
      it(`runs again with the tool a @tool() added to the base's source makes (${layout})`, async () => {
        const w = workspace(atRoot, declarationMap);
        const results = await watchThrough(GenToolsSession.open({ project: w.tsconfig }), [
          () => w.write("packages/shared/src/index.ts", BASE.replace("   */\n  count(", "   */\n  @tool()\n  count(")),
          // Then as the project read anew sees it: the next edit is followed too.
          () => w.write("packages/shared/src/index.ts", BASE.replace("   */\n  count(", "   */\n  @tool()\n  count(").replace("   */\n  @tool()\n  save(", "   */\n  save(")),
        ]);
        expect(results.map((result) => result.diagnostics)).toEqual([[], []]);
        expect(results.map((result) => result.tools.map((t) => t.name))).toEqual([["count", "save"], ["count"]]);
      });
    }
  }

  it("runs again when the JavaScript beside the declaration file changes, with no source found, under the watched folder", async () => {
    const w = workspace(true, false);
    const dir = dirname(w.tsconfig);
    // The source where the package's layout does not lead (lib/, not src/): GT2018 is read from the emitted JavaScript.
    rmSync(join(dir, "packages/shared/src"), { recursive: true });
    w.write("packages/shared/lib/index.ts", BASE);
    buildPackage(join(dir, "packages/shared/lib/index.ts"), { declarationMap: false });
    // The same package with count decorated too, built aside: its JavaScript is copied over the first's in the step.
    w.write("packages/rebuilt/lib/index.ts", BASE.replace("   */\n  count(", "   */\n  @tool()\n  count("));
    buildPackage(join(dir, "packages/rebuilt/lib/index.ts"), { declarationMap: false });
    const results = await watchThrough(GenToolsSession.open({ project: w.tsconfig }), [
      () => copyFileSync(join(dir, "packages/rebuilt/dist/index.js"), join(dir, "packages/shared/dist/index.js")),
    ]);
    expect(results.map((result) => result.diagnostics.map((d) => d.code === "GT2018" && /methods 'save', 'count'/.test(d.message)))).toEqual([[true]]);
  });
});
