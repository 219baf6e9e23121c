import { describe, expect, it } from "vitest";
import type { Discovered } from "./helpers/beside-leading-mark.js";
import { discoveredFromBaseSource } from "./helpers/declared-base-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// In a declared base's source, read from syntax alone, a let that a later assignment sets to tool
// gets GT2021 at a decorator that names it (see discover-later-write-mark), where the assignment
// names a const declared below the let too; an assignment that reads a function's own `gt` (its
// parameter) gives the let nothing of gen-tools', and is not reported.

/** Stands for a value of gen-tools' type that is not gen-tools' own. */
const lookalike = `(() => 1) as never as typeof gt.tool`;

/** The diagnostics and tools of an app whose class extends `Repo` of the shared package's source `lines`. */
const discoveredFromBase = (lines: string[]): Promise<Discovered> => discoveredFromBaseSource([...lines, ``].join("\n"));

describe("a declared base's source with a let assigned later", () => {
  it("reports (GT2021) a let assigned a const declared below it", async () => {
    const result = await discoveredFromBase([
      `import * as gt from "gen-tools";`,
      `let t = ${lookalike};`,
      `const mark = gt.tool;`,
      `t = mark;`,
      `export abstract class Repo {`,
      `  /** Saves. */ @t() save(): void {}`,
      `  /** Loads. */ @mark() load(): void {}`,
      `}`,
    ]);
    expect(result.diagnostics).toEqual([rewritten("packages/shared/src/index.ts:6:17", "a decorator", "tool", "line 2")]);
    expect(result.tools).toEqual(["load"]);
  });

  it("does not report a let assigned a member of a function's own parameter named as the namespace", async () => {
    const result = await discoveredFromBase([
      `import * as gt from "gen-tools";`,
      `let t = ${lookalike};`,
      `export function setUp(gt: { tool: typeof t }): void {`,
      `  t = gt.tool;`,
      `}`,
      `export abstract class Repo {`,
      `  /** Saves. */ @t() save(): void {}`,
      `  /** Loads. */ @gt.tool() load(): void {}`,
      `}`,
    ]);
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["load"]);
  });
});
