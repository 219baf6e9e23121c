import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ToolEntry } from "../../src/manifest.js";
import { renderManifest } from "../../generator/emit/manifest-json.js";
import { PipelineCache, type FileResult } from "../../generator/pipeline/pipeline-cache.js";
import { Project } from "../../generator/project/project.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** A file for the others to import, and one that imports nothing. */
const COMMON_AND_ALONE = { "src/common.ts": "export interface Address { city: string }\n", "src/alone.ts": "export const alone = 1;\n" };

/**
 * A PipelineCache over `p`'s program, as a watch keeps it: `store` keeps every source file as a
 * result, `reusable` names those still valid, `edit` writes a file and takes it in.
 */
function watched(p: TempProject): { store: () => void; reusable: () => string[]; edit: (path: string, text: string) => void } {
  const loaded = Project.load(p.tsconfig);
  const cache = new PipelineCache();
  const store = (): void => {
    const program = loaded.program();
    const results = new Map<string, FileResult>(
      program
        .getSourceFiles()
        .filter((f) => !f.isDeclarationFile)
        .map((f) => [f.fileName, { sourceFile: f, built: [], diagnostics: [] }]),
    );
    cache.store(program, results);
  };
  const reusable = (): string[] => {
    const program = loaded.program();
    return [...cache.reusable(program, program.getTypeChecker()).keys()].map((f) => f.slice(p.dir.length + 1)).sort();
  };
  const edit = (path: string, text: string): void => {
    p.write(path, text);
    loaded.refresh([join(p.dir, path)]);
  };
  return { store, reusable, edit };
}

describe("PipelineCache", () => {
  it("keeps files whose syntax and imports are unchanged, and drops the importers of a changed file", () => {
    project = tempProject({
      ...COMMON_AND_ALONE,
      "src/uses-common.ts": 'import type { Address } from "./common.js";\nexport const a: Address | undefined = undefined;\n',
      "src/reexports.ts": 'export * from "./uses-common.js";\n',
    });
    const { store, reusable, edit } = watched(project);

    expect(reusable()).toEqual([]);
    store();
    expect(reusable()).toEqual(["src/alone.ts", "src/common.ts", "src/reexports.ts", "src/uses-common.ts"]);

    edit("src/alone.ts", "export const alone = 2;\n");
    expect(reusable()).toEqual(["src/common.ts", "src/reexports.ts", "src/uses-common.ts"]);
    store();

    edit("src/common.ts", "export interface Address { city: string; zip: string }\n");
    expect(reusable()).toEqual(["src/alone.ts"]);
  });

  it("drops the importers of a changed file through an import() type or an import x = require()", () => {
    project = tempProject({
      ...COMMON_AND_ALONE,
      "src/import-type.ts": 'export const a: import("./common.js").Address | undefined = undefined;\n',
      "src/import-require.ts": 'import common = require("./common.js");\nexport const a: common.Address | undefined = undefined;\n',
    });
    const { store, reusable, edit } = watched(project);
    store();
    edit("src/common.ts", "export interface Address { city: string; zip: string }\n");
    expect(reusable()).toEqual(["src/alone.ts"]);
  });
});

describe("renderManifest", () => {
  it("writes exactly what JSON.stringify(manifest, null, 2) does", () => {
    const entry = (name: string): ToolEntry => ({
      name,
      description: "d",
      inputSchema: { type: "object", properties: { a: { type: "string" } }, required: ["a"] },
      idempotent: false,
      timeoutMs: null,
      allowedAgents: ["x"],
      parameters: ["a"],
      owner: { class: "A", member: name },
      source: { file: "src/a.ts", line: 1 },
    });
    for (const tools of [[], [entry("a")], [entry("a"), entry("b")]]) {
      expect(renderManifest(tools)).toBe(`${JSON.stringify({ version: 1, tools }, null, 2)}\n`);
    }
  });
});
