import { describe, expect, it } from "vitest";
import { discoveredFromBaseSource } from "./helpers/declared-base-source.js";

// In a declared base's source, read from syntax alone, a method or accessor written after a key
// replaces its value, as a later property does since 7dcc1c5: `{ deco: gt.tool, deco() {} }` holds
// no mark at deco, and a let assigned it gets no GT2021 at @(marks.deco)().

const baseWith = (write: string): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredFromBaseSource([`import * as gt from "gen-tools";`, `let marks: any = {};`, write, `export abstract class Repo {`, `  /** Saves. */ @(marks.deco)() save(): void {}`, `}`, ``].join("\n"));

describe("a key an object literal gives a method or accessor after a mark, in a declared base's source", () => {
  it.each([[`marks = { deco: gt.tool, deco() { return () => {}; } };`], [`marks = { deco: gt.tool, get deco() { return () => () => {}; } };`], [`marks = { deco: gt.tool, set deco(v: unknown) {} };`]])("holds no mark (no GT2021): %s", async (write) => {
    const result = await baseWith(write);
    expect(result.diagnostics.filter((d) => d.includes("GT2021"))).toEqual([]);
  });
});
