import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let declared by an array pattern from an array literal that holds gen-tools' mark
// (let [deco] = [gt.tool]), then written again, holds the mark by its first value: a decorator or
// registerTool call through it gets GT2021 at the let, as one declared `let deco = gt.tool` does.

const withLets = (head: string[]): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource([`import * as gt from "gen-tools";`, ...head], "deco()", "register") });

describe("a let declared by an array pattern from an array literal holding a mark, written again", () => {
  it.each([
    [[`let [deco, register] = [gt.tool, gt.registerTool];`, `deco = (() => () => {}) as any; register = (() => 1) as any;`]],
    [[`let [, [deco], { r: register }] = [0, [gt.tool], { r: gt.registerTool }] as const;`, `deco = (() => () => {}) as any; register = (() => 1) as any;`]],
  ])("is reported (GT2021) for %s", async (head) => {
    const result = await withLets(head);
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:6:3", "a decorator", "tool", "line 3"), rewritten("src/tools.ts:9:22", "a call", "registerTool", "line 3")]);
    expect(result.tools).toEqual(["alpha"]);
  });
});
