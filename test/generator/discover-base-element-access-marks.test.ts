import { describe, expect, it } from "vitest";
import { discoveredFromBaseSource } from "./helpers/declared-base-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// In a declared base's source, read from syntax alone, a mark read by a string key (`@(gt["tool"])()`,
// `@(marks["deco"])()`) is read as `@gt.tool()` and `@marks.deco()` are (see
// discover-element-access-marks for the app's source), and one read off a let written again gets GT2021.

const baseWith = (head: string[], decorator: string): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredFromBaseSource([...head, `export abstract class Repo {`, `  /** Saves. */ @${decorator} save(): void {}`, `}`, ``].join("\n"));

describe("a mark read by a string key in a declared base's source", () => {
  it.each([
    [[`import * as gt from "gen-tools";`], `(gt["tool"])()`],
    [[`import * as gt from "gen-tools";`, `const marks = { deco: gt.tool };`], `(marks["deco"])()`],
    [[`import * as gt from "gen-tools";`, `const marks = { deco: gt.tool };`], "(marks[`deco`])()"],
  ])("marks a tool: %s @%s", async (head, decorator) => {
    const result = await baseWith(head, decorator);
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["save"]);
  });

  it("is reported (GT2021) off a let written again", async () => {
    const result = await baseWith([`import * as gt from "gen-tools";`, `let marks = { deco: gt.tool };`, `marks = { deco: gt.tool };`], `(marks["deco"])()`);
    expect(result.diagnostics).toEqual([rewritten("packages/shared/src/index.ts:5:17", "a decorator", "tool", "line 3")]);
    expect(result.tools).toEqual([]);
  });
});
