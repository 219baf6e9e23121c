import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { discoveredIn, type Discovered } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";
import { sharedWorkspace } from "./helpers/shared-workspace.js";
import type { TempProject } from "./helpers/temp-project.js";

// A tool class whose base comes from a workspace package's declaration file has the base's
// `@tool()` decorators read from the package's source, by its syntax. A decorator there that names
// tool through a let or var its file writes again is not followed, as in the program: GT2021 warns at
// it, rather than the base's tool being dropped without a word.

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** The package's base class, whose `save` is marked by `decorator`, after `head` (its imports and variables). */
const baseSource = (head: string, decorator: string): string =>
  `${head}\n\nexport abstract class Repo {\n  /**\n   * Saves an item.\n   * @param id The item.\n   */\n  @${decorator}\n  save(id: string): string {\n    return id;\n  }\n}\n`;

/**
 * The app, whose class extends the base of `@acme/shared`, built from `files` (its src/index.ts and
 * the modules it imports) with a declaration map, or without one and then its source removed.
 */
async function toolsOf(files: Record<string, string>, withSource = true): Promise<Discovered> {
  project = sharedWorkspace({ "src/items.ts": `import { Repo } from "@acme/shared";\n\n/** Items. */\nexport class ItemRepo extends Repo {}\n` }, files, { declarationMap: withSource });
  if (!withSource) rmSync(join(project.dir, "packages/shared/src"), { recursive: true });
  return discoveredIn(project.tsconfig);
}

describe("a declared base's source that names tool through a let written again", () => {
  it("is reported (GT2021) at the decorator in the source, for tool, a decorator it made, and a const of such a let", async () => {
    const head = [
      `import { tool } from "gen-tools";`,
      `let mark = tool;`,
      `mark = tool;`,
      `let ro = tool({ idempotent: true });`,
      `ro = tool({});`,
      `const same = mark;`,
    ].join("\n");
    const index = baseSource(head, "mark()").replace("  /**", "  /** Loads. */\n  @ro\n  load(): void {}\n\n  /** Lists. */\n  @same()\n  list(): void {}\n\n  /**");
    const result = await toolsOf({ "src/index.ts": index });
    expect(result.diagnostics).toEqual([
      rewritten("packages/shared/src/index.ts:10:3", "a decorator", "tool", "line 5"),
      rewritten("packages/shared/src/index.ts:14:3", "a decorator", "tool", "line 3"),
      rewritten("packages/shared/src/index.ts:21:3", "a decorator", "tool", "line 3"),
    ]);
    expect(result.tools).toEqual([]);
  });

  it("is reported with the file of the write where the let is in a module of the package", async () => {
    const result = await toolsOf({
      "src/marks.ts": `import { tool } from "gen-tools";\nexport let mark = tool;\nmark = tool;\n`,
      "src/index.ts": baseSource(`import { mark } from "./marks.js";`, "mark()"),
    });
    expect(result.diagnostics).toEqual([rewritten("packages/shared/src/index.ts:8:3", "a decorator", "tool", "packages/shared/src/marks.ts, line 3")]);
    expect(result.tools).toEqual([]);
  });

  it("is not reported where the let leads to no mark, and is read where the let is never written again", async () => {
    const head = [
      `import { tool } from "gen-tools";`,
      `import { logged } from "./logged.js";`,
      `let mark = tool;`,
      `let trace = logged;`,
      `trace = logged;`,
    ].join("\n");
    const result = await toolsOf({
      "src/logged.ts": `export function logged(): MethodDecorator {\n  return () => {};\n}\n`,
      "src/index.ts": baseSource(head, "trace()\n  @mark()"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["save"]);
  });

  it("is reported (GT2018) where no source is found and the emitted JavaScript decorates through such a let", async () => {
    const result = await toolsOf({ "src/index.ts": baseSource(`import { tool } from "gen-tools";\nlet mark = tool;\nmark = tool;`, "mark()") }, false);
    expect(result.diagnostics).toEqual([
      `src/items.ts:4:31 - warning GT2018: base class 'Repo' is read from its declaration file packages/shared/dist/index.d.ts, which tsc writes without decorators, and gen-tools finds no source of it (through a declaration map, or in its package's src/): its @tool() method 'save' is not a tool here. Mark it with the JSDoc @tool tag, or build its package with "declarationMap": true`,
    ]);
  });
});
