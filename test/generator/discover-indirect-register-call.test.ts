import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";

// An indirect call `(0, gt.registerTool)(...)`, what tsc and Babel compile a call of an imported
// function into (`(0, gen_tools_1.registerTool)(...)`), is the call of registerTool: its tool is discovered.

describe("an indirect registerTool call", () => {
  it.each([
    [{ "src/tools.ts": markedNotesSource([`import * as gt from "gen-tools";`], "gt.tool()", "(0, gt.registerTool)") }],
    [{ "src/first.js": `"use strict";\nconst gen_tools_1 = require("gen-tools");\nexports.first = (0, gen_tools_1.registerTool)({ name: "first", description: "first.", parameters: { type: "object" } }, () => 1);\n` }],
  ])("is discovered in %o", async (files) => {
    const result = await discoveredBesideLeadingMark(files);
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toContain("first");
  });
});
