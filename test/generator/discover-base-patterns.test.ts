import { afterEach, describe, expect, it } from "vitest";
import { discoveredIn } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";
import { sharedWorkspace } from "./helpers/shared-workspace.js";
import type { TempProject } from "./helpers/temp-project.js";

// A declared base's source is read by its syntax: a pattern there that takes tool from a namespace
// (`const { tool } = gt`, or a let that its file never writes the name of again) is followed, as in
// the program, and a let pattern's name written again is reported (GT2021). Before, the base's
// tools were dropped without a word.

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** The tools of the app, whose class extends `@acme/shared`'s base built from `source` with a declaration map. */
async function toolsOf(source: string) {
  project = sharedWorkspace({ "src/items.ts": `import { Repo } from "@acme/shared";\n\n/** Items. */\nexport class ItemRepo extends Repo {}\n` }, { "src/index.ts": source }, { declarationMap: true });
  return discoveredIn(project.tsconfig);
}

/** The base, with `head` above it, and its `save` and `load` marked by `@save()` and `@load()`. */
const base = (head: string): string =>
  `${head}\n\nexport abstract class Repo {\n  /** Saves. */\n  @save()\n  save(): void {}\n\n  /** Loads. */\n  @load()\n  load(): void {}\n}\n`;

describe("a declared base's source that takes tool from a namespace by a pattern", () => {
  it("is read through a const pattern and a let pattern never written again", async () => {
    const result = await toolsOf(base(`import * as gt from "gen-tools";\nconst { tool: save } = gt;\nlet { tool: load } = gt;`));
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["load", "save"]);
  });

  it("is reported (GT2021) through a let pattern written again", async () => {
    const result = await toolsOf(base(`import * as gt from "gen-tools";\nconst { tool: save } = gt;\nlet { tool: load } = gt;\nload = gt.tool;`));
    expect(result.diagnostics).toEqual([rewritten("packages/shared/src/index.ts:12:3", "a decorator", "tool", "line 4")]);
    expect(result.tools).toEqual(["save"]);
  });
});
