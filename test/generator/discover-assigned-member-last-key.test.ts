import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let assigned an object literal that names a key twice holds the last value, as JavaScript
// gives it (`{ deco: a, deco: b }.deco` is b): GT2021 at a mark read off it goes by that value,
// not by the first.

const withMarks = (marks: string): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredBesideLeadingMark({
    "src/tools.js": [
      `// @ts-nocheck`,
      `import * as gt from "gen-tools";`,
      `import { basename, dirname } from "node:path";`,
      `let marks = { deco: basename, register: basename };`,
      `marks = ${marks};`,
      `/** An agent. */`,
      `export class A {`,
      `  /** Does beta. */`,
      `  @marks.deco()`,
      `  beta() { return "x"; }`,
      `}`,
      `export const first = marks.register${defineTool("first")};`,
      ``,
    ].join("\n"),
  });

describe("a key an assigned object literal names twice", () => {
  it("gives the let its last value, a mark (GT2021)", async () => {
    const result = await withMarks(`{ deco: dirname, deco: gt.tool, register: dirname, register: gt.registerTool }`);
    expect(result.diagnostics).toEqual([rewritten("src/tools.js:9:3", "a decorator", "tool", "line 4"), rewritten("src/tools.js:12:22", "a call", "registerTool", "line 4")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("gives the let its last value, which is no mark", async () => {
    const result = await withMarks(`{ deco: gt.tool, deco: dirname, register: gt.registerTool, register: dirname }`);
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha"]);
  });
});
