import { describe, expect, it } from "vitest";
import { defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { rewritten } from "./helpers/rewritten-binding.js";

// In JavaScript a `let` that holds `require("gen-tools")` (or a member of it, or a name of its
// pattern) is an alias of the module to the checker, as a const is. One that its file writes again
// (`ns = gt`) is not followed: a decorator or call that names a mark through it gets GT2021, as a
// let holding the ESM namespace does, where it was followed as if it kept the module.

/** src/tools.js: `head` (its lines 1 to n), then a class whose method `add` is marked by `@<decorator>` on line n + 3, and `<register>(...)` on line n + 6. */
const tools = (head: string[], decorator: string, register: string): Record<string, string> => ({
  "src/tools.js": [...head, `class Notes {`, `  /** Adds. */`, `  @${decorator}`, `  add() {}`, `}`, `const first = ${register}${defineTool("first")};`, `module.exports = { Notes, first };`, ``].join("\n"),
});

describe("a mark named through a JavaScript let of require(\"gen-tools\") that its file writes again", () => {
  it("is reported (GT2021) at the decorator and at the registerTool call", async () => {
    const head = [`const gt = require("gen-tools");`, `let ns = require("gen-tools");`, `ns = gt;`];
    const result = await discoveredBesideLeadingMark(tools(head, "ns.tool()", "ns.registerTool"));
    expect(result.diagnostics).toEqual([rewritten("src/tools.js:6:3", "a decorator", "tool", "line 3"), rewritten("src/tools.js:9:15", "a call", "registerTool", "line 3")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is reported (GT2021) through a member or a pattern's name of the require", async () => {
    const head = [`const gt = require("gen-tools");`, `let t = require("gen-tools").tool;`, `let { registerTool } = require("gen-tools");`, `t = gt.tool;`, `registerTool = gt.registerTool;`];
    const result = await discoveredBesideLeadingMark(tools(head, "t()", "registerTool"));
    expect(result.diagnostics).toEqual([rewritten("src/tools.js:8:3", "a decorator", "tool", "line 4"), rewritten("src/tools.js:11:15", "a call", "registerTool", "line 5")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is read where the let is not written again", async () => {
    const result = await discoveredBesideLeadingMark(tools([`let ns = require("gen-tools");`], "ns.tool()", "ns.registerTool"));
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["add", "alpha", "first"]);
  });
});
