import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A const fixed to a let or var that its file writes again (`let a = gt.tool; a = other; const b =
// a`) leads no further than that let: GT2021 warns at the decorator or call that names the const,
// as at one that names the let, rather than the tool being dropped without a word.

describe("a mark named through a const of a let written again", () => {
  it("is reported (GT2021) at the decorator and at the registerTool call, naming the let's write", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `let a = gt.tool;`,
        `let r = gt.registerTool;`,
        `a = gt.tool;`,
        `r = gt.registerTool;`,
        `const b = a;`,
        `const marks = { deco: b };`,
        `const register = r;`,
        `const call = register;`,
        `export class Notes {`,
        `  /** Adds. */`,
        `  @b()`,
        `  add(): void {}`,
        `  /** Lists. */`,
        `  @marks.deco()`,
        `  list(): void {}`,
        `}`,
        `export const first = call${defineTool("first")};`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([
      rewritten("src/tools.ts:12:3", "a decorator", "tool", "line 4"),
      rewritten("src/tools.ts:15:3", "a decorator", "tool", "line 4"),
      rewritten("src/tools.ts:18:22", "a call", "registerTool", "line 5"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is not reported where the let leads to no mark, and is read where the let is never written again", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/logged.ts": `export function logged(): MethodDecorator {\n  return () => {};\n}\n`,
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `import { logged } from "./logged.js";`,
        `let trace = logged;`,
        `trace = logged;`,
        `let kept = gt.tool;`,
        `const traced = trace;`,
        `const mark = kept;`,
        `let register = gt.registerTool;`,
        `const call = register;`,
        `export class Notes {`,
        `  /** Adds. */`,
        `  @traced()`,
        `  @mark()`,
        `  add(): void {}`,
        `}`,
        `export const first = call${defineTool("first")};`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["add", "alpha", "first"]);
  });
});
