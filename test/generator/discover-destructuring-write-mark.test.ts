import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let that only a destructuring assignment gives gen-tools' mark (`[register] = [gt.registerTool]`,
// `({ deco } = { deco: gt.tool })`) gets GT2021 where it is used, as one a plain assignment gives it
// does, instead of its tool being dropped without a word.

const withWrite = (write: string): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredBesideLeadingMark({
    "src/tools.ts": [
      `import * as gt from "gen-tools";`,
      `import { basename } from "node:path";`,
      `let register = basename as unknown as typeof gt.registerTool;`,
      `let deco = basename as unknown as typeof gt.tool;`,
      write,
      `/** An agent. */`,
      `export class A {`,
      `  /** Does beta. */`,
      `  @deco()`,
      `  beta(): string { return "x"; }`,
      `}`,
      `export const first = register${defineTool("first")};`,
      ``,
    ].join("\n"),
  });

describe("a let given a mark by a destructuring assignment", () => {
  it.each([
    [`[register, deco] = [gt.registerTool, gt.tool];`],
    [`({ register, deco } = { register: gt.registerTool, deco: gt.tool });`],
    [`({ r: register, d: [deco] } = { d: [gt.tool], r: gt.registerTool });`],
  ])("is reported (GT2021) for %s", async (write) => {
    const result = await withWrite(write);
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:9:3", "a decorator", "tool", "line 4"), rewritten("src/tools.ts:12:22", "a call", "registerTool", "line 3")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is not reported where the source gives it no mark", async () => {
    const result = await withWrite(`[register] = [basename as never];`);
    expect(result.diagnostics.filter((d) => d.includes("GT2021"))).toEqual([]);
  });
});
