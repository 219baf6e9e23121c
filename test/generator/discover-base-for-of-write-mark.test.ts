import { describe, expect, it } from "vitest";
import { discoveredFromBaseSource } from "./helpers/declared-base-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// In a declared base's source, read from syntax alone, a let that a `for … of` over an array
// literal gives gen-tools' mark (`for (t of [gt.tool]) {}`) gets GT2021 at a decorator that names
// it, as in the app's source (see discover-for-of-write-mark), instead of its tool being dropped
// without a word.

const baseWith = (loop: string, decorator: string): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredFromBaseSource([`import * as gt from "gen-tools";`, `let t: any = {};`, loop, `export abstract class Repo {`, `  /** Saves. */ @${decorator} save(): void {}`, `}`, ``].join("\n"));

describe("a let given a mark by a for … of, in a declared base's source", () => {
  it.each([
    [`for (t of [gt.tool]) {}`, `t()`],
    [`for (t of [1, gt]) {}`, `t.tool()`],
  ])("is reported (GT2021) for %s", async (loop, decorator) => {
    const result = await baseWith(loop, decorator);
    expect(result.diagnostics).toEqual([rewritten("packages/shared/src/index.ts:5:17", "a decorator", "tool", "line 2")]);
    expect(result.tools).toEqual([]);
  });

  it("is not reported where no element is a mark", async () => {
    const result = await baseWith(`for (t of [1, 2]) {}`, `t()`);
    expect(result.diagnostics.filter((d) => d.includes("GT2021"))).toEqual([]);
  });
});
