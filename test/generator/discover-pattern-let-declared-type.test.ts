import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let declared by a pattern whose value discovery does not read down to its name (a rest's array,
// a literal past a spread) and whose type is gen-tools' mark gets GT2021 where its file writes it
// again, by that type, as a later write of that shape does (see laterTypes).

const withLets = (head: string[]): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource([`import * as gt from "gen-tools";`, ...head], "deco()", "register") });

describe("a pattern let declared with a mark its literal does not spell out, written again", () => {
  it.each([
    [[`const rest = [gt.tool, gt.registerTool] as const; let [deco, register] = rest;`, `deco = (() => () => {}) as any; register = (() => 1) as any;`]],
    [[`const marks = [gt.tool] as const; let [deco, register] = [...marks, gt.registerTool] as const;`, `deco = (() => () => {}) as any; register = (() => 1) as any;`]],
  ])("is reported (GT2021) for %s", async (head) => {
    const result = await withLets(head);
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:6:3", "a decorator", "tool", "line 3"), rewritten("src/tools.ts:9:22", "a call", "registerTool", "line 3")]);
    expect(result.tools).toEqual(["alpha"]);
  });
});
