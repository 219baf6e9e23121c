import { describe, expect, it } from "vitest";
import { discoveredFromBaseSource } from "./helpers/declared-base-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// In a declared base's source, read from syntax alone, a let assigned an object that holds gen-tools'
// marks through a spread of the namespace (`{ ...gt }`) or a key computed from a string (`{ ["deco"]:
// gt.tool }`) gets GT2021 at a decorator that reads a mark off it, as one assigned `{ deco: gt.tool }`
// does (see discover-assigned-object-shapes for the app's source), instead of its tool being dropped
// without a word.

const baseWith = (write: string, decorator: string): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredFromBaseSource([`import * as gt from "gen-tools";`, `let marks = {};`, write, `export abstract class Repo {`, `  /** Saves. */ @${decorator} save(): void {}`, `}`, ``].join("\n"));

describe("a let assigned an object of marks in another shape, in a declared base's source", () => {
  it.each([
    [`marks = { ...gt };`, `(marks.tool)()`],
    [`marks = { ["deco"]: gt.tool };`, `(marks.deco)()`],
    ["marks = { [`deco`]: gt.tool };", `(marks.deco)()`],
  ])("is reported (GT2021) for %s", async (write, decorator) => {
    const result = await baseWith(write, decorator);
    expect(result.diagnostics).toEqual([rewritten("packages/shared/src/index.ts:5:17", "a decorator", "tool", "line 2")]);
    expect(result.tools).toEqual([]);
  });

  it("is not reported where the spread holds no mark", async () => {
    const result = await baseWith(`marks = { ...{ deco: 1 } };`, `(marks.deco)()`);
    expect(result.diagnostics.filter((d) => d.includes("GT2021"))).toEqual([]);
  });
});
