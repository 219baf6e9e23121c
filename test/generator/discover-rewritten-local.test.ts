import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A registerTool call inside a function is walked through the names its function declares too
// (`const r = gt.registerTool; return r(...)`), as through the file's top-level ones: such a call
// initialises no exported const (GT2009), and one through a let its function writes again is
// reported (GT2021), naming the write in the let's own scope. Before, both were dropped without a word.

const mustExport = (at: string): string =>
  `${at} - error GT2009: registerTool(...) must initialise an exported const (\`export const getTime = registerTool(...)\`): the runtime receives the handler by that name`;

describe("registerTool named through a variable declared inside a function", () => {
  it("is reported: GT2021 through a let written again, at the write in its own function; GT2009 through a const", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `import { registerTool } from "gen-tools";`,
        `export function first() {`,
        `  let r = gt.registerTool;`,
        `  r = registerTool;`,
        `  return r${defineTool("first")};`,
        `}`,
        `export const second = (() => {`,
        `  let r = registerTool;`,
        `  if (Math.random() > 1) r = gt.registerTool;`,
        `  return r${defineTool("second")};`,
        `})();`,
        `export function third() {`,
        `  const r = gt.registerTool;`,
        `  const { registerTool: s } = gt;`,
        `  return [r${defineTool("third")}, s${defineTool("fourth")}];`,
        `}`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([
      rewritten("src/tools.ts:6:10", "a call", "registerTool", "line 5"),
      rewritten("src/tools.ts:11:10", "a call", "registerTool", "line 10"),
      mustExport("src/tools.ts:16:11"),
      mustExport("src/tools.ts:16:97"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is reported (GT2021) through a let set from a lazy require in JavaScript", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/lazy.js": [
        `function first() {`,
        `  const gt = require("gen-tools");`,
        `  let r = gt.registerTool;`,
        `  r = gt.registerTool;`,
        `  return r${defineTool("first")};`,
        `}`,
        `module.exports = { first };`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([rewritten("src/lazy.js:5:10", "a call", "registerTool", "line 4")]);
  });

  it("is not reported (GT2021) through a let its function never writes again, nor through a let that leads to no mark", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/count.ts": `export function count(): number {\n  return 1;\n}\n`,
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `import { count } from "./count.js";`,
        `export const first = gt.registerTool${defineTool("first")};`,
        `export function total() {`,
        `  let next = count;`,
        `  next = count;`,
        `  return next();`,
        `}`,
        `export function kept() {`,
        `  let r = gt.registerTool;`,
        `  return r${defineTool("kept")};`,
        `}`,
        ``,
      ].join("\n"),
    });
    // The let is followed as a const: its call initialises no exported const.
    expect(result.diagnostics).toEqual([mustExport("src/tools.ts:11:10")]);
    expect(result.tools).toEqual(["alpha", "first"]);
  });
});
