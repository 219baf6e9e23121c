import { afterEach, describe, expect, it } from "vitest";
import { discoveredIn, type Discovered } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";
import { sharedWorkspace } from "./helpers/shared-workspace.js";
import type { TempProject } from "./helpers/temp-project.js";

// A declared base's source is read by its syntax. A variable there that its file writes again is
// not followed, as in the program, whatever it holds: the module a require gives, a member of one,
// an object of marks; a var declared again with a value is written again too. A decorator that
// names one gets GT2021, where before the first two were followed as if never written, and the
// others dropped the base's tool without a word.

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** The tools and diagnostics of an app whose class extends `@acme/shared`'s base, built from `files` (src/index.ts and its modules) with a declaration map. */
async function toolsOf(files: Record<string, string>): Promise<Discovered> {
  project = sharedWorkspace({ "src/items.ts": `import { Repo } from "@acme/shared";\n\n/** Items. */\nexport class ItemRepo extends Repo {}\n` }, files, { declarationMap: true });
  return discoveredIn(project.tsconfig);
}

/** The base, after `head` (its lines 1 to n), with `save` marked by `@<save>` on line n + 4 and `load` by `@<load>` on line n + 8. */
const base = (head: string[], save: string, load: string): string =>
  [...head, ``, `export abstract class Repo {`, `  /** Saves. */`, `  @${save}`, `  save(): void {}`, ``, `  /** Loads. */`, `  @${load}`, `  load(): void {}`, `}`, ``].join("\n");

describe("a declared base's source with a variable that its file writes again", () => {
  it("reports (GT2021) a let that a require of gen-tools gives, whole or a member of it", async () => {
    const head = [`import * as gt from "gen-tools";`, `let ns = require("gen-tools");`, `let t = require("gen-tools").tool;`, `ns = gt;`, `t = gt.tool;`];
    const result = await toolsOf({ "src/index.ts": base(head, "ns.tool()", "t()") });
    expect(result.diagnostics).toEqual([
      rewritten("packages/shared/src/index.ts:9:3", "a decorator", "tool", "line 4"),
      rewritten("packages/shared/src/index.ts:13:3", "a decorator", "tool", "line 5"),
    ]);
    expect(result.tools).toEqual([]);
  });

  it("reports (GT2021) a let object of marks, tool and a decorator a call of it made, and reads a const one", async () => {
    const head = [`import * as gt from "gen-tools";`, `let marks = { deco: gt.tool, ro: gt.tool({ idempotent: true }) };`, `marks = { ...marks };`];
    const written = await toolsOf({ "src/index.ts": base(head, "marks.deco()", "marks.ro") });
    expect(written.diagnostics).toEqual([
      rewritten("packages/shared/src/index.ts:7:3", "a decorator", "tool", "line 3"),
      rewritten("packages/shared/src/index.ts:11:3", "a decorator", "tool", "line 3"),
    ]);
    expect(written.tools).toEqual([]);
    project?.remove();
    const fixed = await toolsOf({
      "src/marks.ts": `import { tool } from "gen-tools";\nexport const marks = { ro: tool({ idempotent: true }) };\n`,
      "src/index.ts": base([`import * as gt from "gen-tools";`, `import { marks } from "./marks.js";`, `const own = { deco: gt.tool };`], "own.deco()", "marks.ro"),
    });
    expect(fixed.diagnostics).toEqual([]);
    expect(fixed.entries.map((entry) => [entry.name, entry.idempotent])).toEqual([
      ["load", true],
      ["save", false],
    ]);
  });

  it("reports (GT2021) a var declared again with a value, at that declaration", async () => {
    const head = [`import * as gt from "gen-tools";`, `var t = gt.tool;`, `var t = gt.tool;`, `var u = gt.tool;`, `var u;`];
    const result = await toolsOf({ "src/index.ts": base(head, "t()", "u()") });
    expect(result.diagnostics).toEqual([rewritten("packages/shared/src/index.ts:9:3", "a decorator", "tool", "line 3")]);
    expect(result.tools).toEqual(["load"]);
  });
});

describe("a declared base's source with a decorator made by a call of tool", () => {
  it("reads the call's options through a type assertion (const ro = tool({ ... }) as ToolDecorator), as the program does", async () => {
    const head = [`import * as gt from "gen-tools";`, `const ro = gt.tool({ idempotent: true }) as gt.ToolDecorator;`, `const plain = (gt.tool({ idempotent: true }));`];
    const result = await toolsOf({ "src/index.ts": base(head, "ro", "plain") });
    expect(result.diagnostics).toEqual([]);
    expect(result.entries.map((entry) => [entry.name, entry.idempotent])).toEqual([
      ["load", true],
      ["save", true],
    ]);
  });
});
