import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// A let or var is written again only where a write names it: within its scope (its block, a var's
// function), and not where a nearer scope declares the same name (a parameter, a var of another
// function, a block's let, a catch, a for, a named function expression). Before, any write of the
// name anywhere in the file counted, so a let never written again was not followed and GT2021
// pointed at another variable's write, and a let inside a function was reported for another
// function's write where the call through it initialises no exported const (GT2009).

/** Functions that each write a variable of their own named `mark` and `reg`. */
const OWN_WRITES = [
  `function param(mark: number, reg: number) { mark = 1; reg = 1; return mark + reg; }`,
  `function hoisted() { if (Math.random() > 1) { var mark = 1; } mark = 2; for (var reg of [1]) reg++; return mark; }`,
  `function block() { { let mark = 1; mark++; } try { } catch (reg) { reg = 1; } }`,
  `const named = function mark() { for (let reg = 0; reg < 1; reg++) { } };`,
  `function cases(n: number) { switch (n) { case 1: let mark = 1; break; default: mark = 2; } }`,
  `class Statics { static { var reg = 1; reg = 2; } }`,
  `export const used = [param, hoisted, block, named, cases, Statics];`,
];

describe("a let or var written again, told by scope", () => {
  it("follows a top-level let that only other variables of its name are written as", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `let mark = gt.tool;`,
        `let { registerTool: reg } = gt;`,
        `/** Beta. */`,
        `export class Beta {`,
        `  /**`,
        `   * Does beta.`,
        `   * @param text The text.`,
        `   */`,
        `  @mark()`,
        `  beta(text: string): string {`,
        `    return text;`,
        `  }`,
        `}`,
        `export const gamma = reg${defineTool("gamma")};`,
        ...OWN_WRITES,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools.sort()).toEqual(["alpha", "beta", "gamma"]);
  });

  it("still reports a write of the let from a nested function or block that does not declare its name", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `let mark = gt.tool;`,
        `export function later(other: typeof gt.tool) { if (Math.random() > 1) { let reg = 1; reg++; mark = other; } }`,
        `/** Beta. */`,
        `export class Beta {`,
        `  /** Does beta. */`,
        `  @mark()`,
        `  beta(): string {`,
        `    return "";`,
        `  }`,
        `}`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([rewritten("src/tools.ts:7:3", "a decorator", "tool", "line 3")]);
  });

  it("reads a let inside a function that another function's let of its name is written as (GT2009, not GT2021)", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": [
        `import * as gt from "gen-tools";`,
        `export function setup() {`,
        `  let r = gt.registerTool;`,
        `  return r${defineTool("setup")};`,
        `}`,
        `export function other() {`,
        `  let r = 1;`,
        `  r = 2;`,
        `  return r;`,
        `}`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([
      "src/tools.ts:4:10 - error GT2009: registerTool(...) must initialise an exported const (`export const getTime = registerTool(...)`): the runtime receives the handler by that name",
    ]);
  });

  it("follows a let pattern of a CommonJS file whose name another function's var is written as", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.js": [
        `const gt = require("gen-tools");`,
        `let { registerTool } = gt;`,
        `exports.gamma = registerTool${defineTool("gamma")};`,
        `function later() {`,
        `  var registerTool = function () {};`,
        `  registerTool = null;`,
        `}`,
        `exports.later = later;`,
        ``,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools.sort()).toEqual(["alpha", "gamma"]);
  });
});
