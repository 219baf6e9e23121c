import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { filesBesideTrees, watchProject } from "../../generator/cli/watch.js";
import * as garbage from "../../generator/pipeline/collect-garbage.js";
import type { ValidatorsMemory } from "../../generator/emit/validators-module.js";
import type { ConfigError } from "../../generator/config/config-error.js";
import { generate, GenToolsSession, type GenerateResult } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";
import { watchThrough } from "./helpers/watch-through.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("--watch", () => {
  it("regenerates on edits, new files and deletions, reusing the session's project", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const p = project;
    const session = GenToolsSession.open({ project: p.tsconfig });
    const projectBefore = (session as unknown as { project: object }).project;

    const results = await watchThrough(session, [
      () => p.write("src/a.ts", agentSource("AAgent", ["alpha", "beta"])),
      () => p.write("src/b.ts", agentSource("BAgent", ["gamma"])),
      () => p.write("src/a.ts", agentSource("AAgent", ["beta"])),
      () => rmSync(join(p.dir, "src/b.ts")),
    ]);

    expect(results.map((r) => r.changes)).toEqual([
      { added: ["beta"], removed: [], changed: [] },
      { added: ["gamma"], removed: [], changed: [] },
      // alpha's removal moves beta up a few lines: its source line changes.
      { added: [], removed: ["alpha"], changed: ["beta"] },
      { added: [], removed: ["gamma"], changed: [] },
    ]);
    const manifest = JSON.parse(readFileSync(join(p.dir, "generated", "tools.manifest.json"), "utf8")) as { tools: { name: string }[] };
    expect(manifest.tools.map((t) => t.name)).toEqual(["beta"]);
    expect((session as unknown as { project: object }).project).toBe(projectBefore);
  });

  it("collects the garbage of each run once the run is done, while it waits for the next edit", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const p = project;
    const session = GenToolsSession.open({ project: p.tsconfig });
    const order: string[] = [];
    const prepare = session.prepareNextRun.bind(session);
    vi.spyOn(session, "prepareNextRun").mockImplementation(() => {
      order.push("prepare");
      prepare();
    });
    const collect = vi.spyOn(garbage, "startGarbageCollection").mockImplementation(() => {
      order.push("collect");
      return Promise.resolve();
    });
    try {
      await watchThrough(session, [() => p.write("src/a.ts", agentSource("AAgent", ["alpha", "beta"])), () => p.write("src/a.ts", agentSource("AAgent", ["beta"]))]);
    } finally {
      collect.mockRestore();
    }
    // The first run and one run per edit, each followed by its preparation and then the collection.
    expect(order).toEqual(["prepare", "collect", "prepare", "collect", "prepare", "collect"]);
  });

  it("prepares the next run once a run is done: a session that found the validators up to date makes its schemas' modules in memory", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha", "beta"]) });
    const p = project;
    expect((await generate({ project: p.tsconfig })).ok).toBe(true);
    const session = GenToolsSession.open({ project: p.tsconfig });
    const original = session.prepareNextRun.bind(session);
    const prepared = new Promise<void>((resolve) => {
      vi.spyOn(session, "prepareNextRun").mockImplementation(() => {
        original();
        resolve();
      });
    });
    const stop = new AbortController();
    let first: GenerateResult | undefined;
    const watching = watchProject(session, { regenerate: async () => void (first ??= await session.run()), configError: (error) => void stop.abort(error) }, stop.signal);
    await prepared;
    stop.abort();
    await watching;

    expect(first?.written).toEqual([]);
    const memory = (session as unknown as { cache: { outputs: { validators: ValidatorsMemory } } }).cache.outputs.validators;
    // Every schema's module is made, and is the one on disk: the next edit makes only its own.
    expect([...(memory.made?.values() ?? [])].map(({ file }) => file)).toEqual([...(memory.last?.modules.keys() ?? [])]);
    for (const { file, js } of memory.made?.values() ?? []) expect(js).toBe(readFileSync(join(p.dir, "generated", "tools.validators", file), "utf8"));
    expect(memory.last?.index).toBe(readFileSync(join(p.dir, "generated", "tools.validators.js"), "utf8"));
  });

  it("reports errors without writing, then recovers", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const p = project;
    const session = GenToolsSession.open({ project: p.tsconfig });
    const results = await watchThrough(session, [
      () => p.write("src/a.ts", agentSource("AAgent", ["alpha"]).replace("@tool()", '@tool({ name: "Bad" })')),
      // Half-typed, as on an editor's save: a syntax error.
      () => p.write("src/a.ts", agentSource("AAgent", ["alpha", "omega"]).replace("omega(text: string)", "omega(text: str")),
      () => p.write("src/a.ts", agentSource("AAgent", ["alpha", "omega"])),
    ]);
    expect(results.map((r) => r.ok)).toEqual([false, false, true]);
    expect(results[0]?.diagnostics.map((d) => d.code)).toEqual(["GT2001"]);
    expect(new Set(results[1]?.diagnostics.map((d) => d.code))).toEqual(new Set(["GT2015"]));
    expect(results[2]?.changes.added).toEqual(["omega"]);
  });

  it("regenerates when a folder of sources is moved away and back, a single event each that names no file", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]), "src/feature/b.ts": agentSource("BAgent", ["beta"]) });
    const p = project;
    // Out of the watched tree, so that no event names the files where they went either.
    const away = mkdtempSync(join(tmpdir(), "gen-tools-parked-"));
    const session = GenToolsSession.open({ project: p.tsconfig });
    try {
      const results = await watchThrough(session, [
        () => renameSync(join(p.dir, "src/feature"), join(away, "feature")),
        () => renameSync(join(away, "feature"), join(p.dir, "src/feature")),
      ]);
      expect(results.map((r) => r.changes)).toEqual([
        { added: [], removed: ["beta"], changed: [] },
        { added: ["beta"], removed: [], changed: [] },
      ]);
    } finally {
      rmSync(away, { recursive: true, force: true });
    }
  });

  describe("configuration changes", () => {
    it("reports a tsconfig made bad (an option, or its syntax at its line and column) and goes on, running again once it is good", async () => {
      project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
      const p = project;
      const good = readFileSync(p.tsconfig, "utf8");
      const errors: ConfigError[] = [];
      const results = await watchThrough(
        GenToolsSession.open({ project: p.tsconfig }),
        [
          () => p.write("tsconfig.json", JSON.stringify({ compilerOptions: { target: 5 }, include: ["src"] })),
          // No run while the tsconfig is bad: the reload is tried again, and the edit is kept.
          () => p.write("src/a.ts", agentSource("AAgent", ["alpha", "beta"])),
          // Saved half-written: the compiler would read its first lines and drop the rest.
          () => p.write("tsconfig.json", '{\n  "compilerOptions": {\n    "strict": true,\n'),
          () => p.write("tsconfig.json", good),
        ],
        errors,
      );
      expect(errors.map((e) => e.diagnostic.code)).toEqual(["GT4002", "GT4002", "GT4003"]);
      expect(errors[0]?.message).toContain("Compiler option 'target' requires a value of type string");
      expect(errors[2]?.diagnostic).toEqual({ code: "GT4003", severity: "error", message: "tsconfig.json is not valid JSON: '}' expected.", file: "tsconfig.json", line: 4, column: 1 });
      expect(results.map((r) => r.changes)).toEqual([{ added: ["beta"], removed: [], changed: [] }]);
    });

    it("reports a tsconfig left without files, running nothing, and loads it anew once it has some", async () => {
      project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
      const p = project;
      const errors: ConfigError[] = [];
      const results = await watchThrough(
        GenToolsSession.open({ project: p.tsconfig }),
        [() => rmSync(join(p.dir, "src/a.ts")), () => p.write("src/b.ts", agentSource("BAgent", ["beta"]))],
        errors,
      );
      expect(errors.map((e) => e.diagnostic.code)).toEqual(["GT4002"]);
      expect(errors[0]?.message).toContain("No inputs were found in config file");
      expect(results.map((r) => r.changes)).toEqual([{ added: ["beta"], removed: ["alpha"], changed: [] }]);
    });

    it("applies an edited gen-tools.config.json, and reports a bad one until it is mended", async () => {
      project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
      const p = project;
      const errors: ConfigError[] = [];
      const results = await watchThrough(
        GenToolsSession.open({ project: p.tsconfig }),
        [
          () => p.write("gen-tools.config.json", JSON.stringify({ nameStyle: "class.method" })),
          () => p.write("gen-tools.config.json", JSON.stringify({ nameStyle: "kebab" })),
          // A source edit while the config is bad is taken in once it is mended.
          () => p.write("src/a.ts", agentSource("AAgent", ["alpha", "beta"])),
          () => p.write("gen-tools.config.json", "{}"),
        ],
        errors,
      );
      expect(results.map((r) => r.changes)).toEqual([
        { added: ["a_agent.alpha"], removed: ["alpha"], changed: [] },
        { added: ["alpha", "beta"], removed: ["a_agent.alpha"], changed: [] },
      ]);
      expect(errors.map((e) => e.diagnostic.code)).toEqual(["GT4005", "GT4005"]);
    });

    it("reports outputs it cannot write and goes on, writing them on the next change", async () => {
      project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
      const p = project;
      const genModule = join(p.dir, "generated", "tools.gen.ts");
      const errors: ConfigError[] = [];
      const results = await watchThrough(
        GenToolsSession.open({ project: p.tsconfig }),
        [
          () => {
            rmSync(genModule);
            mkdirSync(genModule);
            p.write("src/a.ts", agentSource("AAgent", ["alpha", "beta"]));
          },
          () => {
            rmSync(genModule, { recursive: true });
            p.write("src/a.ts", agentSource("AAgent", ["alpha", "beta", "gamma"]));
          },
        ],
        errors,
      );
      expect(errors.map((e) => e.diagnostic.code)).toEqual(["GT4009"]);
      expect(results.map((r) => r.changes)).toEqual([{ added: ["beta", "gamma"], removed: [], changed: [] }]);
      expect(readFileSync(genModule, "utf8")).toContain("gamma");
    });

    it("reloads the project when a tsconfig it extends, outside it, changes", async () => {
      const base = mkdtempSync(join(tmpdir(), "gen-tools-base-"));
      try {
        writeFileSync(join(base, "tsconfig.base.json"), JSON.stringify({ compilerOptions: { strict: true } }));
        const source = agentSource("AAgent", ["alpha"]).replace("text: string", "text: string | null");
        project = tempProject({ "src/a.ts": source }, { strict: undefined });
        const p = project;
        const tsconfig = JSON.parse(readFileSync(p.tsconfig, "utf8")) as object;
        p.write("tsconfig.json", JSON.stringify({ ...tsconfig, extends: join(base, "tsconfig.base.json") }));
        const session = GenToolsSession.open({ project: p.tsconfig });
        expect(session.tsconfigFiles()).toEqual([p.tsconfig, join(base, "tsconfig.base.json")]);
        const results = await watchThrough(session, [
          () => writeFileSync(join(base, "tsconfig.base.json"), JSON.stringify({ compilerOptions: { strict: true, strictNullChecks: false } })),
        ]);
        expect(results.map((r) => r.changes)).toEqual([{ added: [], removed: [], changed: ["alpha"] }]);
        // Without strict null checks, `string | null` is `string`.
        expect(results[0]?.tools[0]?.inputSchema.properties?.text).toEqual({ type: "string", description: "The input." });
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    });
  });

  describe("files the program reads that no folder watch sees", () => {
    /** A tool whose parameter's type is `Point`, imported from `from`. */
    const pointTool = (from: string): string =>
      `import { tool } from "gen-tools";\nimport type { Point } from "${from}";\n\n/** An agent. */\nexport class AAgent {\n  /**\n   * Moves.\n   * @param to Where to.\n   */\n  @tool()\n  move(to: Point): string {\n    return String(to);\n  }\n}\n`;
    const pointProperties = (result: GenerateResult): string[] => {
      const point = result.tools[0]?.inputSchema.$defs?.Point as { properties: Record<string, unknown> };
      return Object.keys(point.properties);
    };

    it("are the files outside the watched folders and under skipped ones, the outputs aside", () => {
      const root = resolve("/work/app");
      const at = (path: string): string => resolve(root, path);
      const skip = (folder: string): boolean => folder.endsWith("node_modules") || folder === at("src/generated");
      const read = [at("src/a.ts"), at("node_modules/shapes/index.d.ts"), resolve("/work/shared/point.ts"), resolve("/work/lib/b.ts"), at("src/generated/tools.gen.ts")];
      expect(filesBesideTrees(read, [root, resolve("/work/lib")], skip, at("src/generated"), new Set([".ts"]))).toEqual([at("node_modules/shapes/index.d.ts"), resolve("/work/shared/point.ts")]);
    });

    it("regenerates when a file outside the project, reached only by an import, changes", async () => {
      const shared = mkdtempSync(join(tmpdir(), "gen-tools-shared-"));
      try {
        writeFileSync(join(shared, "point.ts"), "export interface Point { x: number }\n");
        project = tempProject({ "src/a.ts": pointTool(join(shared, "point.js")) });
        const session = GenToolsSession.open({ project: project.tsconfig });
        expect(session.sourceFolders()).toEqual([project.dir]);
        // The first edit lands as the first run ends, before the file is watched; the second, after.
        const results = await watchThrough(session, [
          () => writeFileSync(join(shared, "point.ts"), "export interface Point { x: number; y: number }\n"),
          () => writeFileSync(join(shared, "point.ts"), "export interface Point { y: number }\n"),
        ]);
        expect(results.map((r) => r.changes)).toEqual([
          { added: [], removed: [], changed: ["move"] },
          { added: [], removed: [], changed: ["move"] },
        ]);
        expect(results.map(pointProperties)).toEqual([["x", "y"], ["y"]]);
      } finally {
        rmSync(shared, { recursive: true, force: true });
      }
    });

    it("resolves an import of a file that did not exist once it is written", async () => {
      project = tempProject({ "src/a.ts": pointTool("./point.js") });
      const p = project;
      const session = GenToolsSession.open({ project: p.tsconfig });
      expect((await session.run({ check: true })).diagnostics.map((d) => d.code)).toContain("GT1015");
      const results = await watchThrough(session, [() => p.write("src/point.ts", "export interface Point { x: number }\n")]);
      expect(results.map((r) => r.ok)).toEqual([true]);
      expect(pointProperties(results[0] as GenerateResult)).toEqual(["x"]);
    });

    it("resolves every import again once packages are installed, as npm, pnpm and yarn mark it", async () => {
      // Installed before, as when a package is added: the marker's folder is watched from the start,
      // and its write tells. (Without a node_modules, the watch sees it once made: watch-installs.test.ts.)
      project = tempProject({ "src/a.ts": pointTool("shapes"), "node_modules/.package-lock.json": "{}\n" });
      const p = project;
      const session = GenToolsSession.open({ project: p.tsconfig });
      expect((await session.run({ check: true })).diagnostics.map((d) => d.code)).toContain("GT1015");
      const results = await watchThrough(session, [
        () => {
          p.write("node_modules/shapes/package.json", JSON.stringify({ name: "shapes", types: "index.d.ts" }));
          p.write("node_modules/shapes/index.d.ts", "export interface Point { x: number }\n");
          p.write("node_modules/.package-lock.json", "{}\n");
        },
      ]);
      expect(results.map((r) => r.ok)).toEqual([true]);
      expect(pointProperties(results[0] as GenerateResult)).toEqual(["x"]);
    });

    it("regenerates when a package's declarations under node_modules change", async () => {
      project = tempProject({
        "src/a.ts": pointTool("shapes"),
        "node_modules/shapes/package.json": JSON.stringify({ name: "shapes", types: "index.d.ts" }),
        "node_modules/shapes/index.d.ts": "export interface Point { x: number }\n",
      });
      const p = project;
      const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
        () => p.write("node_modules/shapes/index.d.ts", "export interface Point { x: number; z: number }\n"),
      ]);
      expect(results.map((r) => r.changes)).toEqual([{ added: [], removed: [], changed: ["move"] }]);
      expect(pointProperties(results[0] as GenerateResult)).toEqual(["x", "z"]);
    });
  });

  describe("folders outside the project", () => {
    // A sibling package, as in a monorepo: ../shared-*, with a tool of its own.
    let shared: string;
    beforeEach(() => {
      project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
      shared = mkdtempSync(join(tmpdir(), "gen-tools-shared-"));
      writeFileSync(join(shared, "b.ts"), agentSource("BAgent", ["beta"]));
    });
    afterEach(() => rmSync(shared, { recursive: true, force: true }));

    /** The project's tsconfig with `include` set to these paths, relative to the project. */
    const tsconfigIncluding = (p: TempProject, ...paths: string[]): string => {
      const tsconfig = JSON.parse(readFileSync(p.tsconfig, "utf8")) as object;
      return JSON.stringify({ ...tsconfig, include: paths.map((path) => relative(p.dir, resolve(p.dir, path))) });
    };

    it("watches the folders outside the project that its tsconfig includes", async () => {
      const p = project as TempProject;
      p.write("tsconfig.json", tsconfigIncluding(p, "src", shared));
      const session = GenToolsSession.open({ project: p.tsconfig });
      expect(session.sourceFolders()).toEqual([p.dir, shared]);
      const results = await watchThrough(session, [() => writeFileSync(join(shared, "b.ts"), agentSource("BAgent", ["beta", "gamma"]))]);
      expect(results.map((r) => r.changes)).toEqual([{ added: ["gamma"], removed: [], changed: [] }]);
    });

    it("watches only the topmost of them, and no folder inside the project", () => {
      const p = project as TempProject;
      mkdirSync(join(shared, "inner"));
      writeFileSync(join(shared, "inner", "d.ts"), "export const d = 1;\n");
      p.write("lib/c.ts", "export const c = 1;\n");
      p.write("tsconfig.json", tsconfigIncluding(p, "src", "lib", join(shared, "inner"), shared, join(shared, "b.ts")));
      expect(GenToolsSession.open({ project: p.tsconfig }).sourceFolders()).toEqual([p.dir, shared]);
    });

    it("watches one from the moment the tsconfig includes it", async () => {
      const p = project as TempProject;
      const session = GenToolsSession.open({ project: p.tsconfig });
      const results = await watchThrough(session, [
        () => p.write("tsconfig.json", tsconfigIncluding(p, "src", shared)),
        () => writeFileSync(join(shared, "b.ts"), agentSource("BAgent", ["beta", "gamma"])),
      ]);
      expect(results.map((r) => r.changes)).toEqual([
        { added: ["beta"], removed: [], changed: [] },
        { added: ["gamma"], removed: [], changed: [] },
      ]);
    });
  });
});
