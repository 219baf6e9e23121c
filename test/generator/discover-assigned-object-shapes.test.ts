import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let assigned an object that holds gen-tools' marks in a shape discovery does not read by name
// (a spread, a computed key, a nested object, a destructuring write) gets GT2021 at a decorator or
// registerTool call that reads a mark off it, as one assigned `{ deco: gt.tool }` does: the
// checker's type of the assigned object tells whether the member read may be the mark.

const withMarks = (write: string, decorator: string, callee: string): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredBesideLeadingMark({
    "src/tools.ts": markedNotesSource([`import * as gt from "gen-tools";`, `import { basename, dirname } from "node:path";`, `let marks: any = {};`, write], decorator, callee),
  });

const DECORATOR = rewritten("src/tools.ts:7:3", "a decorator", "tool", "line 3");
const CALL = rewritten("src/tools.ts:10:22", "a call", "registerTool", "line 3");

describe("a let assigned an object of marks in another shape", () => {
  it.each([
    [`marks = { ...gt };`, `marks.tool()`, `marks.registerTool`, [DECORATOR, CALL]],
    [`marks = { ["deco"]: gt.tool, [\`register\`]: gt.registerTool };`, `marks.deco()`, `marks.register`, [DECORATOR, CALL]],
    [`marks = { inner: { deco: gt.tool } };`, `marks.inner.deco()`, `basename`, [DECORATOR]],
    [`({ marks } = { marks: gt });`, `marks.tool()`, `marks.registerTool`, [DECORATOR, CALL]],
  ])("is reported (GT2021) for %s", async (write, decorator, callee, expected) => {
    const result = await withMarks(write, decorator, callee);
    expect(result.diagnostics).toEqual(expected);
    expect(result.tools).toEqual(["alpha"]);
  });

  it.each([[`marks = { ...{ deco: dirname, register: basename } };`], [`marks = { ["deco"]: dirname, ["register"]: basename };`]])("is not reported where no member is a mark: %s", async (write) => {
    const result = await withMarks(write, "marks.deco()", "marks.register");
    expect(result.diagnostics.filter((d) => d.includes("GT2021") || d.includes("GT2022"))).toEqual([]);
  });
});
