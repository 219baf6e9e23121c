import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// registerTool called through a member of an object its own file makes (`const marks = { register:
// gt.registerTool }`, then `marks.register(...)`) is read, as through an imported such object is; a
// let object its file writes again is reported (GT2021), not dropped without a word.

describe("registerTool through a member of an object the file makes", () => {
  it("is read through a const object, exported or not, and a let never written again", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `import { registerTool } from "gen-tools";`,
        `const marks = { register: gt.registerTool };`,
        `export const shared = { registerTool };`,
        `let kept = { register: gt.registerTool };`,
        `export const first = marks.register${defineTool("first")};`,
        `export const second = shared.registerTool${defineTool("second")};`,
        `export const third = kept.register${defineTool("third")};`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha", "first", "second", "third"]);
  });

  it("is reported (GT2021) through a let object its file writes again", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `let marks = { register: gt.registerTool };`,
        `marks = { register: gt.registerTool };`,
        `export const first = marks.register${defineTool("first")};`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:4:22", "a call", "registerTool", "line 3")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("reports nothing for an object of other imports", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import { basename } from "node:path";`,
        `const paths = { base: basename };`,
        `let names = { base: basename };`,
        `names = { base: basename };`,
        `export const one = paths.base("a/b");`,
        `export const two = names.base("a/b");`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha"]);
  });
});
