import { describe, expect, it } from "vitest";
import { discoveredFromBaseSource } from "./helpers/declared-base-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// In a declared base's source, read from syntax alone, an object literal that names a key twice
// holds the last value, as JavaScript gives it and as the app's source reads it (see
// discover-assigned-member-last-key): GT2021 at a mark read off a let assigned it goes by that value.

const baseWith = (write: string): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredFromBaseSource([`import * as gt from "gen-tools";`, `let marks: any = {};`, write, `export abstract class Repo {`, `  /** Saves. */ @(marks.deco)() save(): void {}`, `}`, ``].join("\n"));

describe("a key an object literal names twice, in a declared base's source", () => {
  it.each([[`marks = { deco: 1, deco: gt.tool };`], [`const deco = gt.tool; marks = { deco: 1, deco };`]])("gives the let its last value, a mark (GT2021): %s", async (write) => {
    const result = await baseWith(write);
    expect(result.diagnostics).toEqual([rewritten("packages/shared/src/index.ts:5:17", "a decorator", "tool", "line 2")]);
  });

  it.each([[`marks = { deco: gt.tool, deco: 1 };`], [`marks = { deco: gt.tool, ["deco"]: 1 };`]])("is not reported where the last value is no mark: %s", async (write) => {
    const result = await baseWith(write);
    expect(result.diagnostics.filter((d) => d.includes("GT2021"))).toEqual([]);
  });
});
