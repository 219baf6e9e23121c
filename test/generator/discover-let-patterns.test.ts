import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let pattern that takes a mark from a namespace (`let { tool: t } = gt`) is followed as a const
// pattern where its file never writes the name again, as a let of one name is; one that is written
// again is reported (GT2021) at the decorator or call. Before, both were dropped without a word.

describe("a mark a let pattern takes from a namespace", () => {
  it("is followed where its file never writes the name again", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `let { tool: t, registerTool: r } = gt;`,
        `export class Notes {`,
        `  /** Lists. */`,
        `  @t({ name: "list_notes" })`,
        `  list(): void {}`,
        `}`,
        `export const first = r${defineTool("first")};`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha", "first", "list_notes"]);
  });

  it("is reported (GT2021) where its file writes the name again, and a name that takes no mark is not", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/logged.ts": `export function logged(): MethodDecorator {\n  return () => {};\n}\n`,
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `import * as helpers from "./logged.js";`,
        `let { tool: t, registerTool: r } = gt;`,
        `let { logged: l } = helpers;`,
        `t = gt.tool;`,
        `r = gt.registerTool;`,
        `l = helpers.logged;`,
        `export class Notes {`,
        `  /** Lists. */`,
        `  @t()`,
        `  @l()`,
        `  list(): void {}`,
        `}`,
        `export const first = r${defineTool("first")};`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([
      rewritten("src/tools.ts:10:3", "a decorator", "tool", "line 5"),
      rewritten("src/tools.ts:14:22", "a call", "registerTool", "line 6"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });
});
