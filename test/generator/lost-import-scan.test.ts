import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { GenToolsSession } from "../../generator/session.js";
import { DECLARE_API, tempProject, type TempProject } from "./helpers/temp-project.js";

// GT2017 is looked for along a mark's aliases only where GenToolsSymbols.mayHaveLost finds, in one
// pass over the program's imports of gen-tools, one that may have lost the mark. Each case here
// loses a mark through an import that pass must read (an import-equals, a namespace re-export, a
// JSDoc @import, an ambient module's re-export, a package's declarations, a namespace import of an
// `export =` module), beside imports that lead to the package: missed there, the tool would be
// dropped without a word. Each fails if the pass skips its kind of import.

/** gen-tools' "gen-tools/openai" entry, which exports the OpenAI provider and not the tool marks. */
const OPENAI_ENTRY = resolve(import.meta.dirname, "../../src/providers/openai.ts");

/** Imports of both marks that lead to the package. */
const LEADING_IMPORTS = `import { tool, registerTool } from "gen-tools";
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
export const reg = registerTool({ name: "reg", description: "Reg.", parameters: { type: "object" } }, () => 1);
`;

/** A class whose one tool is marked through `callee`. */
const markedClass = (callee: string): string => `export class B {\n  /** Beta. */\n  @${callee}()\n  beta() {}\n}\n`;

const EXPORT_EQUALS_SHIM = "declare const x: { tool(): any; registerTool(a: any, b: any): any };\nexport = x;\n";

let project: TempProject | undefined;
afterEach(() => project?.remove());

async function lostImports(files: Record<string, string>): Promise<{ diagnostics: string[]; tools: string[] }> {
  project = tempProject(
    { "src/ok.ts": LEADING_IMPORTS, ...files },
    { allowJs: true, checkJs: true, paths: { "gen-tools": [DECLARE_API], "gen-tools/openai": [OPENAI_ENTRY], "gen-tools/x": ["./shim.d.ts"] } },
  );
  const result = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
  return { diagnostics: result.diagnostics.map(formatDiagnostic), tools: result.tools.map((t) => t.name) };
}

const cannotResolve = (at: string, marks: string): string =>
  `${at} - error GT2017: cannot resolve 'gen-tools/providers' from ${at.split(":")[0]}, so the ${marks} that use this import are not read`;

interface LostMark {
  through: string;
  files: Record<string, string>;
  /** The start of the one diagnostic. */
  reported: string;
}

const LOST_MARKS: LostMark[] = [
  {
    through: "an import-equals of a subpath that lacks tool",
    files: { "src/b.cts": `import gt = require("gen-tools/openai");\n${markedClass("gt.tool")}` },
    reported: "src/b.cts:1:21 - error GT2017: 'gen-tools/openai' resolves to ",
  },
  {
    through: "a namespace re-export of a subpath not found",
    files: { "src/lib.ts": `export * as gt from "gen-tools/providers";\n`, "src/b.ts": `import { gt } from "./lib.js";\n${markedClass("gt.tool")}` },
    reported: cannotResolve("src/lib.ts:1:21", "@tool() decorators"),
  },
  {
    through: "a JSDoc @import of a JavaScript file",
    files: { "src/b.js": `/** @import { tool } from "gen-tools/providers" */\n${markedClass("tool")}` },
    reported: cannotResolve("src/b.js:1:27", "@tool() decorators"),
  },
  {
    through: "a re-export in an ambient module's block",
    files: { "src/shim.d.ts": `declare module "shim" { export { tool } from "gen-tools/providers"; }\n`, "src/b.ts": `import { tool } from "shim";\n${markedClass("tool")}` },
    reported: cannotResolve("src/shim.d.ts:1:46", "@tool() decorators"),
  },
  {
    through: "a package's declarations",
    files: {
      "node_modules/deco/package.json": JSON.stringify({ name: "deco", version: "1.0.0", types: "index.d.ts" }),
      "node_modules/deco/index.d.ts": `export { tool as deco } from "gen-tools/providers";\n`,
      "src/b.ts": `import { deco } from "deco";\n${markedClass("deco")}`,
    },
    reported: cannotResolve("node_modules/deco/index.d.ts:1:30", "@tool() decorators"),
  },
  {
    through: "a namespace import of an export = module",
    files: {
      "shim.d.ts": EXPORT_EQUALS_SHIM,
      "src/c.ts": `import * as gt from "gen-tools/x";\nexport const gamma = gt.registerTool({ name: "gamma", description: "G.", parameters: { type: "object" } }, () => 1);\n`,
    },
    reported: "src/c.ts:1:21 - error GT2017: 'gen-tools/x' resolves to shim.d.ts from src/c.ts, which does not export 'registerTool', so the registerTool calls",
  },
];

describe("a mark lost through an import of gen-tools, beside imports that lead to the package (GT2017)", () => {
  it.each(LOST_MARKS)("is reported for $through", async ({ files, reported }) => {
    const result = await lostImports(files);
    expect(result.diagnostics.map((d) => d.slice(0, reported.length))).toEqual([reported]);
    expect(result.tools).toEqual(["alpha", "reg"]);
  });
});
