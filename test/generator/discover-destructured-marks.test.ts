import { describe, expect, it } from "vitest";
import { cannotResolveProviders, defineTool, discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";

// A const pattern may take gen-tools' marks out of a namespace (`const { tool } = gt`), and a
// JavaScript require pattern out of a marks module's member (`const { gt: { registerTool } } =
// require("./marks.js")`). The checker takes neither for an import; discovery follows the property
// the name takes. (`require("gen-tools").default` is no way to them: gen-tools has no default export.)

describe("marks a const pattern takes from a value", () => {
  it("are read where the property is gen-tools' mark: from a namespace, and nested in a require pattern", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/marks.js": `exports.gt = require("gen-tools");\n`,
      "src/nested.js": `const { gt: { registerTool } } = require("./marks.js");\nexports.nested = registerTool${defineTool("nested")};\n`,
      "src/tools.ts": `import * as gt from "gen-tools";\nconst { tool, registerTool: register } = gt;\nexport const pattern = register${defineTool("pattern")};\nexport class Notes {\n  /** Adds. */\n  @tool()\n  add(): void {}\n}\n`,
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["add", "alpha", "nested", "pattern"]);
  });

  it("are reported (GT2017) at the import of a namespace of gen-tools that is not found", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": `import * as gt from "gen-tools/providers";\nconst { tool, registerTool: register } = gt;\nexport const pattern = register${defineTool("pattern")};\nexport class Notes {\n  /** Adds. */\n  @tool()\n  add(): void {}\n}\n`,
    });
    expect(result.diagnostics).toEqual([cannotResolveProviders("src/tools.ts:1:21", "@tool() decorators"), cannotResolveProviders("src/tools.ts:1:21", "registerTool calls")]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("are not taken for gen-tools' marks where the property is another function", async () => {
    const result = await discoveredBesideLeadingMark({
      "src/tools.ts": `import * as gt from "gen-tools";\nconst { tool } = { tool: (_?: object) => (_t: object, _k: string) => {}, gt };\nexport class Notes {\n  /** Adds. */\n  @tool()\n  add(): void {}\n}\n`,
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["alpha"]);
  });
});
