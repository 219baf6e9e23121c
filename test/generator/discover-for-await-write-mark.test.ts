import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let that a `for await … of` gives gen-tools' mark gets GT2021 by what the loop awaits: an async
// iterable's [Symbol.asyncIterator]() yields it, and an array's element may be a promise of it.

const withLoop = (head: string[]): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource([`import * as gt from "gen-tools";`, `let register: any, deco: any;`, ...head], "deco()", "register") });

describe("a let given a mark by a for await … of", () => {
  it.each([
    [[`async function* decos() { yield gt.tool; } async function* registers() { yield gt.registerTool; }`, `async function loop() { for await (deco of decos()) {} for await (register of registers()) {} }`]],
    [[`async function loop() { for await (deco of [Promise.resolve(gt.tool)]) {} }`, `async function again() { for await ([register] of [Promise.resolve([gt.registerTool])]) {} }`]],
    [[`class Decos { async *[Symbol.asyncIterator]() { yield gt.tool; } } const registers = new Set([gt.registerTool]);`, `async function loop() { for await (deco of new Decos()) {} for await (register of registers) {} }`]],
  ])("is reported (GT2021) for %s", async (head) => {
    const result = await withLoop(head);
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:7:3", "a decorator", "tool", "line 2"), rewritten("src/tools.ts:10:22", "a call", "registerTool", "line 2")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is not reported where nothing awaited is a mark", async () => {
    const result = await withLoop([`async function* marks() { yield 1; return gt.tool; }`, `async function loop() { for await (deco of marks()) {} for await (register of [Promise.resolve(2)]) {} }`]);
    expect(result.diagnostics.filter((d) => d.includes("GT2021") || d.includes("GT2022"))).toEqual([]);
  });
});
