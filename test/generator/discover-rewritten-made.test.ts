import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A decorator made beforehand by a call of tool (`let ro = gt.tool({ ... })`) is followed only where
// its let is never written again; one that is written again is reported (GT2021) at the decorator,
// as a let holding tool itself is, rather than dropped without a word.

describe("a decorator made by a call of tool, kept in a let", () => {
  it("is reported (GT2021) where its file writes the let again", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `let ro = gt.tool({ idempotent: true });`,
        `ro = gt.tool({});`,
        `export class Notes {`,
        `  /** Lists. */`,
        `  @ro`,
        `  list(): void {}`,
        `}`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:6:3", "a decorator", "tool", "line 3")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is read as a tool where the let is never written again, and a let made by another call is not reported", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/logged.ts": `export function logged(): MethodDecorator {\n  return () => {};\n}\n`,
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `import { logged } from "./logged.js";`,
        `let ro = gt.tool({ name: "list_notes" });`,
        `let trace = logged();`,
        `trace = logged();`,
        `export class Notes {`,
        `  /** Lists. */`,
        `  @ro`,
        `  @trace`,
        `  list(): void {}`,
        `}`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha", "list_notes"]);
  });
});
