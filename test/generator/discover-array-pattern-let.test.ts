import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let declared by an array pattern, or by an array pattern inside an object pattern, that a later
// write gives gen-tools' mark gets GT2021 at a registerTool call that names it, as one declared by
// a plain name or an object pattern does (0d6546d): registerToolCalls read only those two.

const withLets = (head: string[]): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource([`import * as gt from "gen-tools";`, ...head], "deco()", "register") });

describe("a let declared by an array pattern and given a mark later", () => {
  it.each([
    [[`const marks = [gt.tool, gt.registerTool] as const; let [deco, register] = [1, 2] as any[];`, `[deco, register] = marks;`]],
    [[`let { a: [deco] } = { a: [1 as any] }, { b: [, register] } = { b: [0, 2 as any] };`, `({ tool: deco, registerTool: register } = gt);`]],
  ])("is reported (GT2021) for %s", async (head) => {
    const result = await withLets(head);
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:6:3", "a decorator", "tool", "line 2"), rewritten("src/tools.ts:9:22", "a call", "registerTool", "line 2")]);
    expect(result.tools).toEqual(["alpha"]);
  });
});
