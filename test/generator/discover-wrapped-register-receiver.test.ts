import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A registerTool call through a receiver in parentheses or under an assertion (`(marks.inner).register`,
// `marks.inner!.register`, `(marks.inner as X).register`) is read as one without them: a1d4c1b
// followed the receiver's member reads only, so the call was never walked and its tool was dropped
// without a word.

const withMarks = (head: string[], callee: string): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource([`import * as gt from "gen-tools";`, ...head], "gt.tool()", callee) });

describe("a registerTool call through a wrapped receiver", () => {
  it.each([
    [[`const marks = { inner: gt };`], `(marks.inner).registerTool`],
    [[`const marks = { inner: gt };`], `marks.inner!.registerTool`],
    [[`const marks = { inner: { register: gt.registerTool } };`], `(marks.inner as typeof marks.inner).register`],
    [[`const marks = { inner: { register: gt.registerTool } };`], `(marks satisfies object).inner.register`],
  ])("of a const is discovered: %s %s", async (head, callee) => {
    const result = await withMarks(head, callee);
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["add", "alpha", "first"]);
  });

  it("of a let written again is reported (GT2021)", async () => {
    const result = await withMarks([`let marks = { inner: { register: gt.registerTool } };`, `marks = { inner: { register: gt.registerTool } };`], "(marks.inner)!.register");
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:9:22", "a call", "registerTool", "line 3")]);
    expect(result.tools).toEqual(["add", "alpha"]);
  });
});
