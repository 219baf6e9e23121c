import { afterEach, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { GenToolsSession } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

// A CommonJS JavaScript file (allowJs) binds gen-tools' marks with `require`, which the checker
// takes for an import there. Its marks are read where the require leads to the package, and where
// it does not, the require is reported (GT2017) rather than its tools dropped without a word.

/** A TypeScript file whose mark leads to the package: the program has an import of gen-tools that loses nothing. */
const LEADING = `import { tool } from "gen-tools";
/** An agent. */
export class OkAgent {
  /**
   * Does alpha.
   * @param text The text.
   */
  @tool()
  alpha(text: string): string {
    return text;
  }
}
`;

const define = (name: string): string => `({ name: "${name}", description: "${name}.", parameters: { type: "object" } }, () => 1)`;

let project: TempProject | undefined;
afterEach(() => project?.remove());

async function discovered(files: Record<string, string>): Promise<{ diagnostics: string[]; tools: string[] }> {
  project = tempProject({ "src/ok.ts": LEADING, ...files }, { allowJs: true, checkJs: true });
  const result = await GenToolsSession.open({ project: project.tsconfig }).run({});
  return { diagnostics: result.diagnostics.map(formatDiagnostic), tools: result.tools.map((t) => t.name) };
}

const cannotResolve = (at: string, marks: string): string =>
  `${at} - error GT2017: cannot resolve 'gen-tools/providers' from ${at.split(":")[0]}, so the ${marks} that use this import are not read (their tools would be missing from the outputs): install gen-tools in this file's package (npm i -D gen-tools), or fix the tsconfig's paths`;

describe("marks a JavaScript file binds with require", () => {
  it("are read where the require leads to gen-tools: a destructured name, the module, a property of the module", async () => {
    const result = await discovered({
      "src/tools.js": [
        `const { tool, registerTool: register } = require("gen-tools");`,
        `const gt = require("gen-tools");`,
        `const registerTool = require("gen-tools").registerTool;`,
        `class Notes {\n  /** Adds a note. @param {string} text The note. */\n  @tool()\n  add(text) {\n    return text;\n  }\n}`,
        `const first = register${define("first")};`,
        `const second = gt.registerTool${define("second")};`,
        `const third = registerTool${define("third")};`,
        `module.exports = { Notes, first, second, third };\n`,
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["add", "alpha", "first", "second", "third"]);
  });

  it("are reported (GT2017) at a require of a module of gen-tools that is not found, beside an import that leads to the package", async () => {
    const result = await discovered({
      "src/b.js": `const { tool } = require("gen-tools/providers");\nclass B {\n  /** Beta. */\n  @tool()\n  beta() {}\n}\nmodule.exports = { B };\n`,
      "src/c.js": `const gt = require("gen-tools/providers");\nconst gamma = gt.registerTool${define("gamma")};\nmodule.exports = { gamma };\n`,
      "src/d.js": `const register = require("gen-tools/providers").registerTool;\nconst delta = register${define("delta")};\nmodule.exports = { delta };\n`,
    });
    expect(result.diagnostics).toEqual([
      cannotResolve("src/b.js:1:26", "@tool() decorators"),
      cannotResolve("src/c.js:1:20", "registerTool calls"),
      cannotResolve("src/d.js:1:26", "registerTool calls"),
    ]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("are reported where a registerTool call the require binds initialises no const (GT2009)", async () => {
    const result = await discovered({ "src/e.js": `const { registerTool } = require("gen-tools");\nexports.epsilon = registerTool${define("epsilon")};\n` });
    expect(result.diagnostics.map((d) => d.slice(0, 30))).toEqual(["src/e.js:2:19 - error GT2009: "]);
    expect(result.tools).toEqual(["alpha"]);
  });
});
