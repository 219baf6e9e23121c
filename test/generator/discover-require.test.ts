import { describe, expect, it } from "vitest";
import { cannotResolveProviders, defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";

// A CommonJS JavaScript file (allowJs) binds gen-tools' marks with `require`, which the checker
// takes for an import there. Its marks are read where the require leads to the package, and where
// it does not, the require is reported (GT2017) rather than its tools dropped without a word.

describe("marks a JavaScript file binds with require", () => {
  it("are read where the require leads to gen-tools: a destructured name, the module, a property of the module", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.js": [
        `const { tool, registerTool: register } = require("gen-tools");`,
        `const gt = require("gen-tools");`,
        `const registerTool = require("gen-tools").registerTool;`,
        `class Notes {\n  /** Adds a note. @param {string} text The note. */\n  @tool()\n  add(text) {\n    return text;\n  }\n}`,
        `const first = register${defineTool("first")};`,
        `const second = gt.registerTool${defineTool("second")};`,
        `const third = registerTool${defineTool("third")};`,
        `module.exports = { Notes, first, second, third };\n`,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["add", "alpha", "first", "second", "third"]);
  });

  it("are reported (GT2017) at a require of a module of gen-tools that is not found, beside an import that leads to the package", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/b.js": `const { tool } = require("gen-tools/providers");\nclass B {\n  /** Beta. */\n  @tool()\n  beta() {}\n}\nmodule.exports = { B };\n`,
      "src/c.js": `const gt = require("gen-tools/providers");\nconst gamma = gt.registerTool${defineTool("gamma")};\nmodule.exports = { gamma };\n`,
      "src/d.js": `const register = require("gen-tools/providers").registerTool;\nconst delta = register${defineTool("delta")};\nmodule.exports = { delta };\n`,
    });
    expect(result.diagnostics).toEqual([
      cannotResolveProviders("src/b.js:1:26", "@tool() decorators"),
      cannotResolveProviders("src/c.js:1:20", "registerTool calls"),
      cannotResolveProviders("src/d.js:1:26", "registerTool calls"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("are read where a registerTool call is the value of a CommonJS export (exports.x, module.exports.x), and reported (GT2009) where it is of none", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/e.js": [
        `const { registerTool } = require("gen-tools");`,
        `exports.epsilon = registerTool${defineTool("epsilon")};`,
        `module.exports.zeta = (registerTool${defineTool("zeta")});`,
        `exports.all = [registerTool${defineTool("eta")}];\n`,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([
      "src/e.js:4:16 - error GT2009: registerTool(...) must initialise an exported const (`export const getTime = registerTool(...)`, or in CommonJS `exports.getTime = registerTool(...)`): the runtime receives the handler by that name",
    ]);
    expect(result.tools).toEqual(["alpha", "epsilon", "zeta"]);
  });

  it("are read, or reported (GT2017), where the require is inside a function or a block (a lazy require)", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/lazy.js": `function setup() {\n  const { registerTool } = require("gen-tools");\n  exports.lazy = registerTool${defineTool("lazy")};\n}\nsetup();\n`,
      "src/block.js": `{\n  const gt = require("gen-tools");\n  exports.block = gt.registerTool${defineTool("block")};\n}\n`,
      "src/lost.js": `function setup() {\n  const gt = require("gen-tools/providers");\n  exports.lost = gt.registerTool${defineTool("lost")};\n}\nsetup();\n`,
    });
    expect(result.diagnostics).toEqual([cannotResolveProviders("src/lost.js:2:22", "registerTool calls")]);
    expect(result.tools).toEqual(["alpha", "block", "lazy"]);
  });
});
