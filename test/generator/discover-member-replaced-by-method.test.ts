import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";

// A method or accessor written after a key that held gen-tools' mark replaces its value, as
// JavaScript gives it (as 2fd37b5 does for a declared base's source): a name a pattern takes from
// such a literal, or the member of it read off a let assigned it, names no mark.

const discovered = (head: string[], decorator: string): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource([`import * as gt from "gen-tools";`, ...head], decorator, "((..._: unknown[]) => 1)") });

describe("a key whose mark a later method or accessor replaces", () => {
  it.each([
    [[`const { deco } = { deco: gt.tool, deco() { return (() => {}) as any; } } as any;`], "deco()"],
    [[`let marks: any = {};`, `marks = { deco: gt.tool, get deco() { return () => () => {}; } };`], "marks.deco()"],
  ])("names no mark for %s", async (head, decorator) => {
    const result = await discovered(head, decorator);
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha"]);
  });
});
