import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let or var that a `for … of` gives gen-tools' mark (`for (deco of [gt.tool]) {}`) gets GT2021
// where it is used, as one an assignment gives it does: the checker's type of what the loop goes
// over tells whether an element may be the mark.

const withLoop = (declare: string, loop: string): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource([`import * as gt from "gen-tools";`, `import { basename, dirname } from "node:path";`, declare, loop], "deco()", "register") });

describe("a let or var given a mark by a for … of", () => {
  it.each([
    [`let register, deco;`, `for (register of [gt.registerTool]) {} for (deco of new Set([gt.tool])) {}`],
    [`let register, deco;`, `for ([register, deco] of [[gt.registerTool, gt.tool] as const]) {}`],
    [`var register = basename, deco = dirname;`, `for (var register of [gt.registerTool]) {} for (var deco of [gt.tool]) {}`],
  ])("is reported (GT2021) for %s %s", async (declare, loop) => {
    const result = await withLoop(declare, loop);
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:7:3", "a decorator", "tool", "line 3"), rewritten("src/tools.ts:10:22", "a call", "registerTool", "line 3")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it.each([
    [`let register, deco;`, `for (register of [basename]) {} for (deco of new Set([dirname])) {}`],
    [`let register: any = basename, deco: any = dirname;`, `for (register in gt) {} for (deco in gt) {}`],
  ])("is not reported where no element is a mark: %s %s", async (declare, loop) => {
    const result = await withLoop(declare, loop);
    expect(result.diagnostics.filter((d) => d.includes("GT2021") || d.includes("GT2022"))).toEqual([]);
  });
});
