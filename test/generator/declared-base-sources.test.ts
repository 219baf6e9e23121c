import { readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { GenToolsSession } from "../../generator/session.js";
import ts from "../../generator/typescript.cjs";
import { sharedWorkspace, type SharedBuild } from "./helpers/shared-workspace.js";
import type { TempProject } from "./helpers/temp-project.js";

/** The files gen-tools parses itself (the program's files are parsed by the compiler, not through this). */
const parsed = vi.hoisted(() => [] as string[]);
vi.mock("../../generator/typescript.cjs", async (importOriginal) => {
  const actual = (await importOriginal<{ default: typeof ts }>()).default;
  const createSourceFile: typeof ts.createSourceFile = (fileName, ...rest) => {
    parsed.push(fileName);
    return actual.createSourceFile(fileName, ...rest);
  };
  return { default: { ...actual, createSourceFile } };
});

let project: TempProject | undefined;
beforeEach(() => {
  parsed.length = 0;
});
afterEach(() => project?.remove());

/** `@acme/shared`: a generic abstract base with a decorated method, a JSDoc-marked one and a plain one. */
const SHARED = `import { tool } from "gen-tools";

export interface Item { id: string }

export abstract class Repo<T> {
  /**
   * Saves an item.
   * @param item The item.
   */
  @tool({ name: "items.save", idempotent: true, timeoutMs: 5000, params: { item: "What to save." } })
  save(item: T): T {
    return item;
  }

  /**
   * Stores an item.
   * @param item The item.
   * @tool
   */
  put(item: T): T {
    return item;
  }

  /** Not a tool. */
  count(): number {
    return 0;
  }
}
`;

const APP = `import { Repo, type Item } from "@acme/shared";

/** Items. */
export class ItemRepo extends Repo<Item> {}
`;

/** An abstract class of the app's between its tool class and the package's base. */
const BASE = `import { Repo, type Item } from "@acme/shared";\n\nexport abstract class Base extends Repo<Item> {}\n`;

/**
 * The workspace of `@acme/shared` (helpers/shared-workspace.ts), with the app in src/ and the
 * package's index.ts and other `modules` in its source folder.
 */
function workspace(build: SharedBuild, source = SHARED, modules: Record<string, string> = {}): TempProject {
  const sourceDir = build.sourceDir ?? "src";
  const files = { "index.ts": source, ...modules };
  return sharedWorkspace({ "src/items.ts": APP }, Object.fromEntries(Object.entries(files).map(([name, text]) => [`${sourceDir}/${name}`, text])), build);
}

async function generate(built: TempProject) {
  project = built;
  return GenToolsSession.open({ project: built.tsconfig }).run({ check: true });
}

/** Checks the project; the tools' names, the files the run read, and the package's real folder. */
async function checkReading(built: TempProject): Promise<{ tools: string[]; read: readonly string[]; shared: string }> {
  project = built;
  const session = GenToolsSession.open({ project: built.tsconfig });
  const tools = (await session.run({ check: true })).tools.map((t) => t.name);
  return { tools, read: session.lastRun()?.sources.lookups.read ?? [], shared: realpathSync(join(built.dir, "packages/shared")) };
}

/** Has the package's declaration map list the sources `list` gives, from those tsc listed, as a bundle's map lists all of its files. */
function listInMap(built: TempProject, list: (sources: string[]) => string[]): void {
  const map = join(built.dir, "packages/shared/dist/index.d.ts.map");
  const listed = JSON.parse(readFileSync(map, "utf8")) as { sources: string[] };
  writeFileSync(map, JSON.stringify({ ...listed, sources: list(listed.sources) }));
}

describe("a tool class whose base is read from a workspace package's declaration file", () => {
  it("reads the base's @tool() decorators from the source its declaration map names, with the types of the declaration file", async () => {
    // In lib/, where only the map leads.
    const result = await generate(workspace({ declarationMap: true, sourceDir: "lib" }));
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.tools.map((t) => t.name)).toEqual(["items.save", "put"]);
    const save = result.tools.find((t) => t.name === "items.save");
    expect(save).toMatchObject({ description: "Saves an item.", idempotent: true, timeoutMs: 5000 });
    const item = { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false };
    expect(save?.inputSchema.properties).toEqual({ item: { $ref: "#/$defs/Item", description: "What to save." } });
    expect(save?.inputSchema.$defs).toEqual({ Item: item });
    expect(save?.outputSchema).toEqual({ $ref: "#/$defs/Item", $defs: { Item: item } });
    expect(save?.owner).toEqual({ class: "ItemRepo", member: "save" });
  });

  it("reads the base's source and declaration map through the compiler host, so that --cache's record has them", async () => {
    const { read, shared } = await checkReading(workspace({ declarationMap: true, sourceDir: "lib" }));
    expect(read).toEqual(expect.arrayContaining([join(shared, "lib/index.ts"), join(shared, "dist/index.d.ts.map")]));
  });

  it("reads the sources a declaration map lists only up to the one that has the class (a bundle's map lists them all)", async () => {
    const built = workspace({ declarationMap: true });
    listInMap(built, (sources) => [...sources, "../src/other.ts"]);
    built.write("packages/shared/src/other.ts", 'import { tool } from "gen-tools";\n');
    const { tools, read, shared } = await checkReading(built);
    expect(tools).toEqual(["items.save", "put"]);
    expect(read).toContain(join(shared, "src/index.ts"));
    expect(read).not.toContain(join(shared, "src/other.ts"));
  });

  it("follows the imports of only the source that has the class, not of those a declaration map lists before it", async () => {
    const built = workspace({ declarationMap: true });
    listInMap(built, (sources) => ["../src/other.ts", ...sources]);
    built.write("packages/shared/src/other.ts", 'import { db } from "./db.js";\n\nexport const copy = db;\n');
    built.write("packages/shared/src/db.ts", "export const db = 1;\n");
    const { tools, read, shared } = await checkReading(built);
    expect(tools).toEqual(["items.save", "put"]);
    expect(read).toContain(join(shared, "src/other.ts"));
    expect(read).not.toContain(join(shared, "src/db.ts"));
  });

  it("reads the source at the package's layout when the declaration file's sourceMappingURL has a malformed percent-escape", async () => {
    const built = workspace({ declarationMap: true });
    const declaration = join(built.dir, "packages/shared/dist/index.d.ts");
    writeFileSync(declaration, readFileSync(declaration, "utf8").replace(/sourceMappingURL=\S+/, "sourceMappingURL=index%.d.ts.map"));
    const result = await generate(built);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.tools.map((t) => t.name)).toEqual(["items.save", "put"]);
  });

  describe("whose sourceMappingURL names the map elsewhere (the source in lib/, where only the map leads)", () => {
    /** The workspace with its declaration map renamed `index map.d.ts.map`, and the URL `url` gives for it in the declaration file. */
    function movedMap(url: (map: string) => string): TempProject {
      const built = workspace({ declarationMap: true, sourceDir: "lib" });
      const dist = join(built.dir, "packages/shared/dist");
      const map = join(dist, "index map.d.ts.map");
      renameSync(join(dist, "index.d.ts.map"), map);
      const declaration = join(dist, "index.d.ts");
      writeFileSync(declaration, readFileSync(declaration, "utf8").replace(/sourceMappingURL=\S+/, `sourceMappingURL=${url(map)}`));
      return built;
    }

    it("reads a relative URL percent-decoded (tsc writes encodeURI's)", async () => {
      const result = await generate(movedMap(() => "index%20map.d.ts.map"));
      expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
      expect(result.tools.map((t) => t.name)).toEqual(["items.save", "put"]);
    });

    it("reads a file: URL as its path (tsc writes one for an absolute mapRoot)", async () => {
      const result = await generate(movedMap((map) => pathToFileURL(map).href));
      expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
      expect(result.tools.map((t) => t.name)).toEqual(["items.save", "put"]);
    });
  });

  it("reads them without a declaration map from the source at the path the package's layout implies (dist/ → src/)", async () => {
    const result = await generate(workspace({ declarationMap: false }));
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.tools.map((t) => t.name)).toEqual(["items.save", "put"]);
  });

  it("reports a decorator option that is not a literal at the source", async () => {
    const built = workspace({ declarationMap: true });
    built.write("packages/shared/src/index.ts", SHARED.replace("timeoutMs: 5000", "timeoutMs: LIMIT").replace("export interface Item", "const LIMIT = 5;\nexport interface Item"));
    const result = await generate(built);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "packages/shared/src/index.ts:11:60 - error GT2003: @tool() option 'timeoutMs' must be a literal: `LIMIT` is not a literal; write the value itself, since gen-tools reads options at build time without running the code",
    ]);
  });

  for (const build of [
    { declarationMap: false, experimentalDecorators: true, type: "module" },
    { declarationMap: false, experimentalDecorators: true, type: "commonjs" },
    { declarationMap: false, experimentalDecorators: false, type: "module" },
    { declarationMap: false, experimentalDecorators: false, type: "commonjs" },
  ] satisfies SharedBuild[]) {
    const decorators = build.experimentalDecorators ? "experimentalDecorators" : "standard decorators";
    it(`warns (GT2018) when no source is found and the emitted JavaScript shows the decorator (${decorators}, ${build.type})`, async () => {
      const built = workspace(build);
      rmSync(join(built.dir, "packages/shared/src"), { recursive: true });
      const result = await generate(built);
      expect(result.diagnostics.map(formatDiagnostic)).toEqual([
        `src/items.ts:4:31 - warning GT2018: base class 'Repo' is read from its declaration file packages/shared/dist/index.d.ts, which tsc writes without decorators, and gen-tools finds no source of it (through a declaration map, or in its package's src/): its @tool() method 'save' is not a tool here. Mark it with the JSDoc @tool tag, or build its package with "declarationMap": true`,
      ]);
      expect(result.tools.map((t) => t.name)).toEqual(["put"]);
    });
  }

  // The class between the tool class and the declared base: one that discovery reads (then it warns once), or one it does not.
  for (const [where, files, at] of [
    ["a namespace", { "src/items.ts": `import { Repo, type Item } from "@acme/shared";\n\nexport namespace Repos {\n  export abstract class Base extends Repo<Item> {}\n}\n\n/** Items. */\nexport class ItemRepo extends Repos.Base {}\n` }, "src/items.ts:4:38"],
    ["a file the tsconfig does not include", { "lib/base.ts": BASE, "src/items.ts": `import { Base } from "../lib/base.js";\n\n/** Items. */\nexport class ItemRepo extends Base {}\n` }, "lib/base.ts:3:36"],
    ["an included file", { "src/base.ts": BASE, "src/items.ts": `import { Base } from "./base.js";\n\n/** Items. */\nexport class ItemRepo extends Base {}\n` }, "src/base.ts:3:36"],
  ] as const) {
    it(`warns (GT2018) of a declared base that a tool class reaches through a class in ${where}, at that class's extends`, async () => {
      const built = workspace({ declarationMap: false, experimentalDecorators: true });
      rmSync(join(built.dir, "packages/shared/src"), { recursive: true });
      for (const [path, text] of Object.entries(files)) built.write(path, text);
      const result = await generate(built);
      expect(result.diagnostics.map(formatDiagnostic)).toEqual([
        `${at} - warning GT2018: base class 'Repo' is read from its declaration file packages/shared/dist/index.d.ts, which tsc writes without decorators, and gen-tools finds no source of it (through a declaration map, or in its package's src/): its @tool() method 'save' is not a tool here. Mark it with the JSDoc @tool tag, or build its package with "declarationMap": true`,
      ]);
      expect(result.tools.map((t) => t.name)).toEqual(["put"]);
    });
  }

  it("does not warn about a decorated method that also carries the JSDoc @tool tag, which the declaration file keeps", async () => {
    const marked = SHARED.replace("   * @param item The item.\n   */\n  @tool(", "   * @param item The item.\n   * @tool\n   */\n  @tool(");
    const built = workspace({ declarationMap: false }, marked);
    rmSync(join(built.dir, "packages/shared/src"), { recursive: true });
    const result = await generate(built);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.tools.map((t) => t.name)).toEqual(["put", "save"]);
  });

  it("warns (GT2020) at a @tool() method of the source that the declaration file, built before it was added, lacks", async () => {
    const built = workspace({ declarationMap: true });
    const added = "  /** Removes an item. */\n  @tool()\n  remove(id: string): void {}\n\n  /** Not a tool. */";
    built.write("packages/shared/src/index.ts", SHARED.replace("  /** Not a tool. */", added));
    const result = await generate(built);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "packages/shared/src/index.ts:26:3 - warning GT2020: tool method 'remove' of 'Repo' is not in the declaration file the compiler reads the class from, packages/shared/dist/index.d.ts: the package's declarations are older than its source, so it is not a tool. Rebuild the package (tsc -b)",
    ]);
    expect(result.tools.map((t) => t.name)).toEqual(["items.save", "put"]);
  });

  it("warns (GT2020) at a @tool() method marked @internal, which a package built with stripInternal leaves out of its declaration file", async () => {
    const internal = SHARED.replace("   * @param item The item.\n   */\n  @tool(", "   * @param item The item.\n   * @internal\n   */\n  @tool(");
    const result = await generate(workspace({ declarationMap: true, stripInternal: true }, internal));
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      `packages/shared/src/index.ts:12:3 - warning GT2020: tool method 'save' of 'Repo' is not in the declaration file the compiler reads the class from, packages/shared/dist/index.d.ts: it is marked @internal, which "stripInternal" leaves out of declaration files (or the package's declarations are older than its source), so it is not a tool. Remove its @internal tag, or rebuild the package (tsc -b)`,
    ]);
    expect(result.tools.map((t) => t.name)).toEqual(["put"]);
  });

  it("does not parse a source that does not name gen-tools, which has no @tool() decorator to read", async () => {
    const undecorated = SHARED.replace('import { tool } from "gen-tools";\n', "").replace(/ {2}@tool\(.*\n/, "");
    const result = await generate(workspace({ declarationMap: false }, undecorated));
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.tools.map((t) => t.name)).toEqual(["put"]);
    expect(parsed.filter((file) => file.includes("packages/shared"))).toEqual([]);
  });

  it("counts a source that does not name gen-tools as found: JavaScript built before its decorators were removed gives no GT2018", async () => {
    const built = workspace({ declarationMap: false });
    built.write("packages/shared/src/index.ts", SHARED.replace('import { tool } from "gen-tools";\n', "").replace(/ {2}@tool\(.*\n/, ""));
    const result = await generate(built);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.tools.map((t) => t.name)).toEqual(["put"]);
  });

  describe("whose source imports tool through a module of the package that re-exports it", () => {
    // The package's module that re-exports gen-tools' tool, the source's import of it, and how the decorator is written.
    const ways = [
      ["export { tool }", { "marks.ts": 'export { tool } from "gen-tools";\n' }, 'import { tool } from "./marks.js";', "@tool("],
      ["export * (a namespace import)", { "marks.ts": 'export * from "gen-tools";\n' }, 'import * as marks from "./marks.js";', "@marks.tool("],
      ["export * as", { "marks.ts": 'export * as gt from "gen-tools";\n' }, 'import { gt } from "./marks.js";', "@gt.tool("],
      ["export * as, read through a namespace import", { "marks.ts": 'export * as gt from "gen-tools";\n' }, 'import * as marks from "./marks.js";', "@marks.gt.tool("],
      ["an import exported again under another name", { "marks.ts": 'import { tool } from "gen-tools";\nexport { tool as mark };\n' }, 'import { mark } from "./marks.js";', "@mark("],
      ["a default export", { "marks.ts": 'import { tool } from "gen-tools";\nexport default tool;\n' }, 'import mark from "./marks.js";', "@mark("],
      ["two modules, which also re-export each other", { "marks/index.ts": 'export * from "./tool.js";\nexport * from "../index.js";\n', "marks/tool.ts": 'export { tool } from "gen-tools";\n' }, 'import { tool } from "./marks/index.js";', "@tool("],
    ] as const;
    for (const [way, modules, importLine, decorator] of ways) {
      const source = SHARED.replace('import { tool } from "gen-tools";', importLine).replace("@tool(", decorator);
      it(`reads its @tool() decorators (${way})`, async () => {
        const result = await generate(workspace({ declarationMap: true }, source, modules));
        expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
        expect(result.tools.map((t) => t.name)).toEqual(["items.save", "put"]);
      });
    }

    for (const type of ["module", "commonjs"] as const) {
      it(`warns (GT2018) when no source is found and the emitted JavaScript decorates with the re-exported tool (${type})`, async () => {
        const [, modules, importLine, decorator] = ways[1];
        const built = workspace({ declarationMap: false, experimentalDecorators: true, type }, SHARED.replace('import { tool } from "gen-tools";', importLine).replace("@tool(", decorator), modules);
        rmSync(join(built.dir, "packages/shared/src"), { recursive: true });
        const result = await generate(built);
        expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([expect.stringMatching(/^GT2018 base class 'Repo' .* its @tool\(\) method 'save' is not a tool here/)]);
        expect(result.tools.map((t) => t.name)).toEqual(["put"]);
      });
    }

    it("does not read a method as a tool whose decorator the package's module does not take from gen-tools", async () => {
      const modules = { "marks.ts": "export function tool(): (target: object, key: string) => void {\n  return () => {};\n}\n" };
      const source = SHARED.replace('import { tool } from "gen-tools";', 'import { tool } from "./marks.js";').replace(/@tool\(\{.*\}\)/, "@tool()");
      const result = await generate(workspace({ declarationMap: true, experimentalDecorators: true }, source, modules));
      expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
      expect(result.tools.map((t) => t.name)).toEqual(["put"]);
    });
  });
});
