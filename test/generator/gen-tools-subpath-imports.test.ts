import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { genToolsBindings } from "../../generator/discover/gen-tools-bindings.js";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { GenToolsSession } from "../../generator/session.js";
import ts from "../../generator/typescript.cjs";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

/** gen-tools' "gen-tools/openai" entry, which exports the OpenAI provider and not the tool marks. */
const OPENAI_ENTRY = resolve(import.meta.dirname, "../../src/providers/openai.ts");

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("a tool mark imported from a subpath of gen-tools, which exports none", () => {
  it("is reported at the import (GT2017), as meant for gen-tools, and gives no tool", async () => {
    project = tempProject(
      {
        "src/a.ts": `import { tool } from "gen-tools/openai";\nexport class A {\n  /** Alpha. */\n  @tool()\n  alpha(): void {}\n}\n`,
        "src/b.ts": `import * as gt from "gen-tools/openai";\nexport const beta = gt.registerTool({ name: "beta", description: "Beta.", parameters: { type: "object" } }, () => 1);\n`,
      },
      { paths: { "gen-tools/openai": [OPENAI_ENTRY] } },
    );
    const result = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^src\/a\.ts:1:22 - error GT2017: 'gen-tools\/openai' resolves to \S+\/src\/providers\/openai\.ts from src\/a\.ts, which does not export 'tool', /),
      expect.stringMatching(/^src\/b\.ts:1:21 - error GT2017: 'gen-tools\/openai' resolves to \S+\/src\/providers\/openai\.ts from src\/b\.ts, which does not export 'registerTool', /),
    ]);
    expect(result.tools).toEqual([]);
  });

  it("is not read as gen-tools' tool from a file's syntax (a base class's source, emitted JavaScript)", () => {
    const source = `import { tool } from "gen-tools/openai";\nimport * as gt from "gen-tools/mcp";\nconst cjs = require("gen-tools/openai");\n`;
    const bindings = genToolsBindings(ts.createSourceFile("a.ts", source, ts.ScriptTarget.Latest, true), () => undefined);
    expect([...bindings.tool, ...bindings.namespaces.keys()]).toEqual([]);
    const main = genToolsBindings(ts.createSourceFile("b.ts", source.replaceAll(/gen-tools\/\w+/g, "gen-tools"), ts.ScriptTarget.Latest, true), () => undefined);
    expect([[...main.tool], [...main.namespaces.keys()]]).toEqual([["tool"], ["gt", "cjs"]]);
  });
});
