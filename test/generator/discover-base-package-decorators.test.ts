import { rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { discoveredIn, type Discovered } from "./helpers/beside-leading-mark.js";
import { sharedWorkspace } from "./helpers/shared-workspace.js";
import type { TempProject } from "./helpers/temp-project.js";
import { buildPackage } from "./helpers/workspace-package-build.js";

// A declared base's source is read by its syntax. A decorator there that another package made by a
// call of tool (`import { readOnly } from "@acme/marks"`, whose built `.d.ts` declares it
// `ToolDecorator`) marks a tool, as it does in the program: its call is read from that package's
// source or the JavaScript emitted beside its `.d.ts`. Before, the base's tool was dropped without a
// word, since another package's import was not followed at all.

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** `@acme/marks`, which depends on gen-tools: a decorator made by a call of tool, and one that is not gen-tools'. */
const MARKS = `import { tool } from "gen-tools";\n\nexport const readOnly = tool({ idempotent: true });\n\nexport function logged(): MethodDecorator {\n  return () => {};\n}\n`;

/** `@acme/shared`'s base: `save` marked by `@acme/marks`' readOnly, `load` by its logged() only. */
const BASE = `import { logged, readOnly } from "@acme/marks";\n\nexport abstract class Repo {\n  /** Saves. */\n  @readOnly\n  save(): void {}\n\n  /** Loads. */\n  @logged()\n  load(): void {}\n}\n`;

/**
 * The app's run: its class extends `@acme/shared`'s base, built with a declaration map (or without
 * one, and then its source removed); `@acme/marks` is built as asked, then its files in `removed` deleted.
 */
async function toolsOf(marksBuild: { declarationMap: boolean }, removed: readonly string[] = [], base = { declarationMap: true }): Promise<Discovered> {
  project = sharedWorkspace(
    {
      "src/items.ts": `import { Repo } from "@acme/shared";\n\n/** Items. */\nexport class ItemRepo extends Repo {}\n`,
      "packages/marks/package.json": JSON.stringify({ name: "@acme/marks", type: "module", exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } }, peerDependencies: { "gen-tools": "*" } }),
      "packages/marks/src/index.ts": MARKS,
    },
    { "src/index.ts": BASE },
    base,
  );
  if (!base.declarationMap) rmSync(join(project.dir, "packages/shared/src"), { recursive: true });
  const marks = join(project.dir, "packages/marks");
  buildPackage(join(marks, "src/index.ts"), marksBuild);
  symlinkSync(marks, join(project.dir, "node_modules/@acme/marks"), "dir");
  for (const path of removed) rmSync(join(marks, path), { recursive: true });
  return discoveredIn(project.tsconfig);
}

describe("a declared base's source whose decorator another package made by a call of tool", () => {
  it.each([
    ["that package's source", true, []],
    ["the JavaScript emitted beside that package's .d.ts", false, ["src"]],
  ])("is read with the call's options from %s", async (_, declarationMap, removed) => {
    const result = await toolsOf({ declarationMap }, removed);
    expect(result.diagnostics).toEqual([]);
    expect(result.entries.map((entry) => [entry.name, entry.idempotent])).toEqual([["save", true]]);
  });

  it("is read without options, and GT2022 warns, where neither that package's source nor its emitted JavaScript is found", async () => {
    const result = await toolsOf({ declarationMap: false }, ["src", "dist/index.js"]);
    expect(result.diagnostics).toEqual([
      `packages/shared/src/index.ts:5:3 - warning GT2022: this decorator marks a tool by its type (ToolDecorator), so the tool is read, but without the options of the tool() call that made the decorator: it is declared in node_modules/@acme/marks/dist/index.d.ts, and gen-tools finds neither that file's source (through a declaration map, or in its package's src/) nor the JavaScript emitted beside it. Build that package with "declarationMap": true, or write @tool({ ... }) on this method`,
    ]);
    expect(result.entries.map((entry) => [entry.name, entry.idempotent])).toEqual([["save", false]]);
  });

  it.each([
    ["found", []],
    ["known by its type alone", ["src", "dist/index.js"]],
  ])("is reported (GT2018) where the base has no source and its emitted JavaScript decorates with it (its call %s)", async (_, removed) => {
    const result = await toolsOf({ declarationMap: false }, removed, { declarationMap: false });
    expect(result.diagnostics).toEqual([
      `src/items.ts:4:31 - warning GT2018: base class 'Repo' is read from its declaration file packages/shared/dist/index.d.ts, which tsc writes without decorators, and gen-tools finds no source of it (through a declaration map, or in its package's src/): its @tool() method 'save' is not a tool here. Mark it with the JSDoc @tool tag, or build its package with "declarationMap": true`,
    ]);
  });
});
