import { describe, expect, it } from "vitest";
import { cannotResolveProviders, defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";

// A `let` or `var` that its file never writes again keeps the value its declaration gives it, as a
// const does: a mark named through one (`let deco = tool`, then `@deco()`) is gen-tools' mark.

/** Tools marked through a `let` and a `var`, each fixed to a mark imported from `from`. */
function variableMarks(from: string): Record<string, string> {
  return {
    "src/tools.ts": [
      `import * as gt from "${from}";`,
      `let deco = gt.tool;`,
      `var other = gt.tool;`,
      `let idempotent = gt.tool({ idempotent: true });`,
      `let register = gt.registerTool;`,
      `export class Notes {`,
      `  /** Adds. */\n  @deco()\n  add(): void {}`,
      `  /** Lists. */\n  @other()\n  list(): void {}`,
      `  /** Gets. */\n  @idempotent\n  get(): void {}`,
      `}`,
      `export const first = register${defineTool("first")};\n`,
    ].join("\n"),
    "src/marks-cjs.js": `var { tool } = require("${from}");\nlet mark = tool;\nexports.mark = mark;\n`,
    "src/cjs-tools.ts": `import { mark } from "./marks-cjs.js";\nexport class Cjs {\n  /** Drops. */\n  @mark()\n  drop(): void {}\n}\n`,
  };
}

describe("marks named through a let or a var that is never written again", () => {
  it("are not taken for gen-tools' mark where the file writes the variable again", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": `import { tool } from "gen-tools";\nlet deco = tool;\nlet other = tool;\n[deco, { other }] = [() => () => {}, { other: () => () => {} }] as never;\nexport class Notes {\n  /** Adds. */\n  @deco()\n  add(): void {}\n  /** Lists. */\n  @other()\n  list(): void {}\n}\n`,
    });
    expect(result.tools).toEqual(["alpha"]);
  });

  it("are read where the value is gen-tools' mark, with the options of the call that made one", async () => {
    const result = await discoveredBesideLeadingMark(variableMarks("gen-tools"));
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["add", "alpha", "drop", "first", "get", "list"]);
    expect(result.entries.find((entry) => entry.name === "get")?.idempotent).toBe(true);
  });

  it("are reported (GT2017) at the import of a module of gen-tools that is not found", async () => {
    const result = await discoveredBesideLeadingMark(variableMarks("gen-tools/providers"));
    expect(result.diagnostics).toEqual([
      cannotResolveProviders("src/marks-cjs.js:1:24", "@tool() decorators"),
      cannotResolveProviders("src/tools.ts:1:21", "@tool() decorators"),
      cannotResolveProviders("src/tools.ts:1:21", "registerTool calls"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });
});
