import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let that a destructuring assignment from a source not written as literals gives gen-tools'
// mark (`[register] = marks`, `({ tool: deco } = gt)`) gets GT2021 where it is used, as one a
// plain assignment gives it does: what such a write gives, the checker's type of the source tells.

const HEAD = [
  `import * as gt from "gen-tools";`,
  `import { basename, dirname } from "node:path";`,
  `let register;`,
  `let deco;`,
  `const marks = [gt.registerTool, gt.tool] as const;`,
  `const decos = [gt.tool] as const;`,
  `const others = { registerTool: basename, tool: dirname };`,
];

const withWrite = (write: string): Promise<{ diagnostics: string[]; tools: string[] }> => discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource([...HEAD, write], "deco()", "register") });

describe("a let given a mark by a destructuring assignment from a name", () => {
  it.each([
    [`[register, deco] = marks;`],
    [`({ registerTool: register, tool: deco } = gt);`],
    [`({ r: register, d: [deco] } = { r: gt.registerTool, d: decos });`],
    [`({ registerTool: register = basename, tool: (deco) } = gt);`],
  ])("is reported (GT2021) for %s", async (write) => {
    const result = await withWrite(write);
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:11:3", "a decorator", "tool", "line 4"), rewritten("src/tools.ts:14:22", "a call", "registerTool", "line 3")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it.each([[`({ registerTool: register, tool: deco } = others);`], [`[register, deco] = [basename, dirname].reverse();`], [`deco = dirname; register = basename;`]])("is not reported where the source's type holds no mark: %s", async (write) => {
    const result = await withWrite(write);
    expect(result.diagnostics.filter((d) => d.includes("GT2021") || d.includes("GT2022"))).toEqual([]);
  });
});
