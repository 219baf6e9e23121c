import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let that a later assignment sets to registerTool through a name read after the let (a const
// declared below it, or in the function that assigns it) holds registerTool as one set to it
// directly does (see discover-later-write-mark): its call gets GT2021, not a silent drop.

/** Stands for a value of gen-tools' type that is not gen-tools' own. */
const lookalike = `(() => 1) as never as typeof gt.registerTool`;

/** src/tools.ts: `head` (its lines 1 to n), then a registerTool call through `callee` on line n + 1 (column 22). */
const source = (head: string[], callee: string): string => [...head, `export const first = ${callee}${defineTool("first")};`, ``].join("\n");

describe("a let that an assignment sets to registerTool through a name declared after it", () => {
  it("is reported (GT2021) for a const declared below the let", async () => {
    const head = [`import * as gt from "gen-tools";`, `let register = ${lookalike};`, `const r = gt.registerTool;`, `register = r;`];
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": source(head, "register") });
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:5:22", "a call", "registerTool", "line 2")]);
  });

  it("is reported for a const of the function that assigns it", async () => {
    const head = [`import * as gt from "gen-tools";`, `let register = ${lookalike};`, `export function setUp(): void {`, `  const r = gt.registerTool;`, `  register = r;`, `}`];
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": source(head, "register") });
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:7:22", "a call", "registerTool", "line 2")]);
  });

  it("is reported for a member of an assigned object set to a const declared below", async () => {
    const head = [`import * as gt from "gen-tools";`, `let marks = { register: ${lookalike} };`, `const register = gt.registerTool;`, `marks = { register };`];
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": source(head, "marks.register") });
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:5:22", "a call", "registerTool", "line 2")]);
  });
});

describe("a let that a chain of assignments sets to gen-tools' mark", () => {
  it("is reported (GT2021) at the decorator and the registerTool call", async () => {
    const head = [
      `import * as gt from "gen-tools";`,
      `let t = (() => 1) as never as typeof gt.tool;`,
      `let register = ${lookalike};`,
      `let u = (() => 1) as never as typeof gt.tool;`,
      `let other = ${lookalike};`,
      `t = (u = gt.tool);`,
      `register = other = gt.registerTool;`,
      `export class Notes {`,
      `  /** Adds. */`,
      `  @t()`,
      `  add(): void {}`,
      `}`,
    ];
    const result = await discoveredBesideLeadingMark({ "src/tools.ts": source(head, "register") });
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:10:3", "a decorator", "tool", "line 2"), rewritten("src/tools.ts:13:22", "a call", "registerTool", "line 3")]);
  });
});
