import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// Discovery follows a mark named through a `let` or `var` only where its file never writes it
// again. One that is written again is not followed: GT2021 warns at the decorator or call that
// names it, so its tool is not dropped without a word.

describe("a mark named through a let or var that its file writes again", () => {
  it("is reported (GT2021) at the decorator and at the registerTool call", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `let moved = gt.tool;`,
        `var register = gt.registerTool;`,
        `moved = (() => () => {}) as never;`,
        `register = gt.registerTool;`,
        `export class Notes {`,
        `  /** Adds. */`,
        `  @moved()`,
        `  add(): void {}`,
        `}`,
        `export const first = register${defineTool("first")};`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([
      rewritten("src/tools.ts:8:3", "a decorator", "tool", "line 4"),
      rewritten("src/tools.ts:11:22", "a call", "registerTool", "line 5"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is reported with the file of the write where the let is imported from another module", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/marks.ts": `import { tool } from "gen-tools";\nexport let moved = tool;\nmoved = (() => () => {}) as never;\n`,
      "src/tools.ts": `import { moved } from "./marks.js";\nexport class Notes {\n  /** Adds. */\n  @moved()\n  add(): void {}\n}\n`,
    });
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:4:3", "a decorator", "tool", "src/marks.ts, line 3")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is not reported where the let's value leads to no mark of gen-tools", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/logged.ts": `export function logged(): MethodDecorator {\n  return () => {};\n}\nexport function register(): number {\n  return 1;\n}\n`,
      "src/tools.ts": [
        `import { logged, register } from "./logged.js";`,
        `let trace = logged;`,
        `let count = register;`,
        `trace = logged;`,
        `count = register;`,
        `export class Notes {`,
        `  /** Adds. */`,
        `  @trace()`,
        `  add(): void {}`,
        `}`,
        `export const first = count();`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha"]);
  });
});
