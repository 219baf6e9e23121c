import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { discoveredIn, type Discovered } from "./helpers/beside-leading-mark.js";
import { buildPackage } from "./helpers/workspace-package-build.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

// A tool class whose base comes from a workspace package's declaration file has the base's
// `@tool()` decorators read from the package's source, by its syntax: the decorator must name
// gen-tools' tool through the source's imports, followed into the package's own modules (its
// "marks modules"). Each case here is a marks module the package writes in a way that was not
// followed, so the base's tool was dropped without a word.

/** The package's base class, whose `save` is marked through `mark`, imported by `importLine`. */
const baseSource = (importLine: string, mark: string): string => `${importLine}

export abstract class Repo {
  /**
   * Saves an item.
   * @param id The item.
   */
  @${mark}()
  save(id: string): string {
    return id;
  }
}
`;

const APP = `import { Repo } from "@acme/shared";\n\n/** Items. */\nexport class ItemRepo extends Repo {}\n`;

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** The package's "exports": its index, and src/marks.ts built as `@acme/shared/marks`. */
const EXPORTS = {
  ".": { types: "./dist/index.d.ts", default: "./dist/index.js" },
  "./marks": { types: "./dist/marks.d.ts", default: "./dist/marks.js" },
};

/**
 * The app, and `@acme/shared` in packages/shared built from its src/ into dist/ (its index.ts, and
 * its marks.ts when it has one) and linked from node_modules, with `files` of its own.
 */
async function toolsOf(index: string, files: Record<string, string>, type: "module" | "commonjs" = "module"): Promise<Discovered> {
  project = tempProject({
    "src/items.ts": APP,
    "packages/shared/src/index.ts": index,
    "packages/shared/package.json": JSON.stringify({ name: "@acme/shared", type, exports: EXPORTS }),
    ...Object.fromEntries(Object.entries(files).map(([name, text]) => [`packages/shared/${name}`, text])),
  });
  const shared = join(project.dir, "packages/shared");
  if ("src/marks.ts" in files) buildPackage(join(shared, "src/marks.ts"), { declarationMap: true });
  buildPackage(join(shared, "src/index.ts"), { declarationMap: true });
  mkdirSync(join(project.dir, "node_modules/@acme"), { recursive: true });
  symlinkSync(shared, join(project.dir, "node_modules/@acme/shared"), "dir");
  return discoveredIn(project.tsconfig);
}

describe("a declared base's source that takes tool from a marks module of its package", () => {
  const ways = [
    ["a const fixed to gen-tools' tool", { "src/marks.ts": 'import * as gt from "gen-tools";\nexport const mark = gt.tool;\n' }],
    ["a declaration file's const of its type", { "src/marks.d.ts": 'import * as gt from "gen-tools";\nexport declare const mark: typeof gt.tool;\n', "src/marks.js": 'export { tool as mark } from "gen-tools";\n' }],
    ["a CommonJS module's exported object", { "src/marks.js": 'const { tool } = require("gen-tools");\nmodule.exports = { mark: tool };\n' }],
    ["a CommonJS module's exports property", { "src/marks.js": 'const gt = require("gen-tools");\nexports.mark = gt.tool;\n' }],
  ] as const;
  it.each(ways)("reads the base's tool through %s", async (_, files) => {
    const type = "src/marks.js" in files && !("src/marks.d.ts" in files) ? "commonjs" : "module";
    const result = await toolsOf(baseSource('import { mark } from "./marks.js";', "mark"), files, type);
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["save"]);
  });

  it("reads the base's tool through a CommonJS module that exports gen-tools whole, or tool as its default", async () => {
    const files = { "src/all.js": 'module.exports = require("gen-tools");\n', "src/one.js": 'module.exports = require("gen-tools").tool;\n' };
    const index = baseSource('import * as all from "./all.js";\nimport one from "./one.js";', "all.tool").replace("  /**", "  /** Loads an item. */\n  @one()\n  load(): void {}\n\n  /**");
    const result = await toolsOf(index, files, "commonjs");
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["load", "save"]);
  });

  it("reads the base's tool through the package's own name, which its exports map to the marks module's declarations", async () => {
    const result = await toolsOf(baseSource('import { mark } from "@acme/shared/marks";', "mark"), { "src/marks.ts": 'export { tool as mark } from "gen-tools";\n' });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["save"]);
  });

  it("reads the base's tool through a paths pattern of the package's tsconfig.json, which it extends from another", async () => {
    const files = {
      "tsconfig.base.json": JSON.stringify({ compilerOptions: { paths: { "@/*": ["./src/*"] } } }),
      "tsconfig.json": JSON.stringify({ extends: "./tsconfig.base.json", include: ["src"] }),
      "src/marks.ts": 'export { tool as mark } from "gen-tools";\n',
    };
    const result = await toolsOf(baseSource('import { mark } from "@/marks.js";', "mark"), files);
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["save"]);
  });

  it("reads the base's tool through a decorator a call of tool made beforehand, in the source or in a marks module, with that call's options", async () => {
    const files = { "src/marks.ts": 'import { tool } from "gen-tools";\nexport const slow = tool({ timeoutMs: 5000 });\n' };
    const made = 'import { tool } from "gen-tools";\nimport { slow } from "./marks.js";\nconst idempotent = tool({ idempotent: true });';
    const index = baseSource(made, "idempotent").replace("@idempotent()", "@idempotent").replace("  /**", "  /** Loads an item. */\n  @slow\n  load(): void {}\n\n  /**");
    const result = await toolsOf(index, files);
    expect(result.diagnostics).toEqual([]);
    expect(result.entries.map(({ name, idempotent, timeoutMs }) => ({ name, idempotent, timeoutMs }))).toEqual([
      { name: "load", idempotent: false, timeoutMs: 5000 },
      { name: "save", idempotent: true, timeoutMs: null },
    ]);
  });

  it("does not read a tool through another package that exports a tool of its own", async () => {
    const files = { "node_modules/other/package.json": JSON.stringify({ name: "other", types: "index.d.ts" }), "node_modules/other/index.d.ts": "export declare function tool(): (target: object, key: string) => void;\n" };
    const result = await toolsOf(baseSource('import { tool } from "other";', "tool"), files);
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual([]);
  });
});
