import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let declared by a pattern from a value that holds no mark (`let { a: deco } = x`) and given
// gen-tools' mark by a later write (`({ tool: deco } = gt)`, `deco = gt.tool`) gets GT2021 where it
// is used, as a let declared by a plain name does: its tool was dropped without a word.

const withWrite = (write: string): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredBesideLeadingMark({
    "src/tools.ts": markedNotesSource([`import * as gt from "gen-tools";`, `declare const x: { a: any; b: any };`, `let { a: deco, b: register } = x;`, write], "deco()", "register"),
  });

describe("a let declared by a pattern and given a mark later", () => {
  it.each([[`({ tool: deco, registerTool: register } = gt);`], [`[deco, register] = [gt.tool, gt.registerTool] as const;`], [`deco = gt.tool; register = gt.registerTool;`]])(
    "is reported (GT2021) for %s",
    async (write) => {
      const result = await withWrite(write);
      expect(result.diagnostics).toEqual([rewritten("src/tools.ts:7:3", "a decorator", "tool", "line 3"), rewritten("src/tools.ts:10:22", "a call", "registerTool", "line 3")]);
      expect(result.tools).toEqual(["alpha"]);
    },
  );

  it("is not reported where the later value is no mark", async () => {
    const result = await withWrite(`({ a: deco, b: register } = x);`);
    expect(result.diagnostics.filter((d) => d.includes("GT2021") || d.includes("GT2022"))).toEqual([]);
  });
});
