import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let that a `for … of` over an iterable other than an array gives gen-tools' mark gets GT2021 by
// what the iterable yields, not by its first type argument: a Map yields [key, value] pairs, and a
// class of its own may have no type argument at all.

const withLoop = (head: string[]): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource([`import * as gt from "gen-tools";`, `let register: any, deco: any;`, ...head], "deco()", "register") });

describe("a let given a mark by a for … of over an iterable", () => {
  it.each([
    [[`for ([, register] of new Map([["a", gt.registerTool]])) {}`, `for ([, deco] of new Map([["a", gt.tool]])) {}`]],
    [[`class Decos { *[Symbol.iterator]() { yield gt.tool; } } class Registers { *[Symbol.iterator]() { yield gt.registerTool; } }`, `for (register of new Registers()) {} for (deco of new Decos()) {}`]],
  ])("is reported (GT2021) for %s", async (head) => {
    const result = await withLoop(head);
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:7:3", "a decorator", "tool", "line 2"), rewritten("src/tools.ts:10:22", "a call", "registerTool", "line 2")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it.each([
    [[`for (register of new Map([[gt.registerTool, 1]]).values()) {}`, `for (deco of new Map([[gt.tool, 1]]).values()) {}`]],
    [[`function* marks() { yield 1; return gt.tool; }`, `for (deco of marks()) {} for (register of marks()) {}`]],
  ])("is not reported where nothing yielded is a mark: %s", async (head) => {
    const result = await withLoop(head);
    expect(result.diagnostics.filter((d) => d.includes("GT2021") || d.includes("GT2022"))).toEqual([]);
  });
});
