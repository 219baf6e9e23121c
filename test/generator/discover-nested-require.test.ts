import { describe, expect, it } from "vitest";
import { cannotResolveProviders, defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";

// A JavaScript file may require gen-tools inside a function or a block (a lazy require). The
// checker takes that require for an import, and an `exports.x = …` there for an export of the
// module, so such a registerTool call is a tool; a require of a module of gen-tools that is not
// found there loses it. Either way it must not be dropped without a word.

describe("registerTool calls through a require that is not at a JavaScript file's top level", () => {
  it("are read where the require leads to gen-tools: in a function, an arrow function called at once, a block", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/lazy.js": `function setup() {\n  const gt = require("gen-tools");\n  exports.lazy = gt.registerTool${defineTool("lazy")};\n}\nsetup();\n`,
      "src/iife.js": `(() => {\n  const { registerTool } = require("gen-tools");\n  module.exports.iife = registerTool${defineTool("iife")};\n})();\n`,
      "src/block.js": `if (process.env.TOOLS !== "off") {\n  const { registerTool } = require("gen-tools");\n  exports.block = registerTool${defineTool("block")};\n}\n`,
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha", "block", "iife", "lazy"]);
  });

  it("are reported (GT2017) at a require inside a function of a module of gen-tools that is not found", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/lost.js": `function setup() {\n  const gt = require("gen-tools/providers");\n  exports.lost = gt.registerTool${defineTool("lost")};\n}\nsetup();\n`,
    });
    expect(result.diagnostics).toEqual([cannotResolveProviders("src/lost.js:2:22", "registerTool calls")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("are reported (GT2009) where the call inside the function is the value of no export", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/made.js": `function make() {\n  const { registerTool } = require("gen-tools");\n  return registerTool${defineTool("made")};\n}\nexports.made = make();\n`,
    });
    expect(result.diagnostics).toEqual([
      "src/made.js:3:10 - error GT2009: registerTool(...) must initialise an exported const (`export const getTime = registerTool(...)`, or in CommonJS `exports.getTime = registerTool(...)`): the runtime receives the handler by that name",
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });
});
