import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";

// A mark read from an object of marks by a string-literal key (`marks["deco"]`, marks[`register`])
// is read as `marks.deco` is, not dropped without a word. A decorator takes one in parentheses only:
// `@marks["deco"]()` is the decorator `@marks` on a method named "deco".

const tool = (decorator: string, name: string): string[] => [`  /** Does ${name}. */`, `  ${decorator}`, `  ${name}(): string { return "x"; }`];

describe("a mark read by a string-literal key", () => {
  it("is read in a decorator and a registerTool call, as through the property", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `const marks = { deco: gt.tool, register: gt.registerTool };`,
        `/** An agent. */`,
        `export class A {`,
        ...tool(`@(marks["deco"])()`, "beta"),
        ...tool("@(marks[`deco`])()", "gamma"),
        ...tool(`@(gt["tool"])()`, "delta"),
        ...tool(`@(marks.deco)()`, "epsilon"),
        `}`,
        `export const first = marks["register"]${defineTool("first")};`,
        "export const second = gt[`registerTool`]" + defineTool("second") + ";",
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools.sort()).toEqual(["alpha", "beta", "delta", "epsilon", "first", "gamma", "second"]);
  });

  it("is reported (GT2021) through a let written again, as through the property", async () => {
    const source = (deco: string, register: string): Promise<{ diagnostics: string[]; tools: string[] }> =>
      discoveredBesideLeadingMark({
        "src/tools.ts": [
          `import * as gt from "gen-tools";`,
          `let marks = { deco: gt.tool, register: gt.registerTool };`,
          `marks = { deco: gt.tool, register: gt.registerTool };`,
          `/** An agent. */`,
          `export class A {`,
          ...tool(deco, "beta"),
          `}`,
          `export const first = ${register}${defineTool("first")};`,
          ``,
        ].join("\n"),
      });
    const byProperty = await source(`@(marks.deco)()`, `marks.register`);
    expect(byProperty.diagnostics).toHaveLength(2);
    expect(await source(`@(marks["deco"])()`, `marks["register"]`)).toEqual(byProperty);
  });
});
