import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../generator/config/config-error.js";
import { loadConfigFile, validateConfig } from "../../generator/config/load-config.js";
import { GenToolsSession } from "../../generator/session.js";
import ts from "../../generator/typescript.cjs";
import { agentSource, tempProject } from "./helpers/temp-project.js";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function errorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("configuration", () => {
  it("accepts every option", () => {
    const config = {
      include: ["src/**/*.ts"],
      out: "gen",
      closedObjects: false,
      nameStyle: "class.method",
      requireDescriptions: true,
      validators: false,
      openaiStrict: true,
    };
    expect(validateConfig(config, "gen-tools.config.json", "")).toEqual(config);
  });

  it.each([
    [{ include: [] }, "/include must be a non-empty array of glob strings"],
    [{ include: "src" }, "/include must be a non-empty array of glob strings"],
    [{ out: "" }, "/out must be a non-empty directory path"],
    [{ closedObjects: "yes" }, "/closedObjects must be true or false"],
    [{ nameStyle: "camel" }, '/nameStyle must be one of "method", "class.method"'],
    [{ validators: "off" }, "/validators must be true or false"],
    [{ openaiStrict: 1 }, "/openaiStrict must be true or false"],
    [{ outDir: "x" }, "/outDir is not a gen-tools option"],
    [[], "the configuration must be an object"],
  ])("refuses %j with a JSON Pointer", (value, message) => {
    const error = errorOf(() => validateConfig(value, "gen-tools.config.json", ""));
    expect(error.diagnostic).toMatchObject({ code: "GT4005", file: "gen-tools.config.json" });
    expect(error.message).toContain(message);
  });

  it.each([
    [{ nameStyle: "Class.Method" }, '/nameStyle must be one of "method", "class.method"'],
    [{ include: "src/**" }, "/include must be a non-empty array of glob strings"],
    [{ closedObjects: "no" }, "/closedObjects must be true or false"],
  ])("checks generate()'s options %j as the config file's, before any work", (options, message) => {
    const project = tempProject({ "src/a.ts": agentSource("A", ["run"]) });
    // Options from a JavaScript script, or the environment, which no type checked.
    const error = errorOf(() => GenToolsSession.open({ project: project.tsconfig, ...(options as object) }));
    expect(error.diagnostic).toMatchObject({ code: "GT4005", file: "generate() options" });
    expect(error.message).toContain(message);
    project.remove();
  });

  it("reads gen-tools.config.json with comments and trailing commas, as a tsconfig is read", () => {
    const dir = mkdtempSync(join(tmpdir(), "gen-tools-config-"));
    dirs.push(dir);
    writeFileSync(join(dir, "gen-tools.config.json"), '{\n  // tools named by class\n  "nameStyle": "class.method",\n  /* here */ "out": "gen",\n}\n');
    expect(loadConfigFile(dir)).toEqual({ config: { nameStyle: "class.method", out: "gen" }, file: "gen-tools.config.json" });
  });

  it("places a syntax error at its line and column, in gen-tools.config.json and in package.json", () => {
    const dir = mkdtempSync(join(tmpdir(), "gen-tools-config-"));
    dirs.push(dir);
    writeFileSync(join(dir, "gen-tools.config.json"), '{\n  "nameStyle": "class.method"\n  "out": "gen"\n}\n');
    expect(errorOf(() => loadConfigFile(dir)).diagnostic).toEqual({
      code: "GT4003",
      severity: "error",
      message: "gen-tools.config.json is not valid JSON: ',' expected.",
      file: "gen-tools.config.json",
      line: 3,
      column: 3,
    });
    rmSync(join(dir, "gen-tools.config.json"));
    // npm reads package.json as JSON: no comments there; a merge conflict left in it, say.
    writeFileSync(join(dir, "package.json"), '{\n  "name": "x",\n<<<<<<< HEAD\n}\n');
    expect(errorOf(() => loadConfigFile(dir)).diagnostic).toMatchObject({ code: "GT4003", file: "package.json", line: 3, column: 1 });
    // Parsed, but no object: said in gen-tools' words.
    rmSync(join(dir, "package.json"));
    writeFileSync(join(dir, "gen-tools.config.json"), "[1]");
    expect(errorOf(() => loadConfigFile(dir)).diagnostic).toMatchObject({ code: "GT4005", message: "the configuration must be an object" });
  });

  it("places an invalid value at its key's line and column, past comments, in gen-tools.config.json and in package.json", () => {
    const dir = mkdtempSync(join(tmpdir(), "gen-tools-config-"));
    dirs.push(dir);
    writeFileSync(join(dir, "gen-tools.config.json"), '{\n  // where the tools are\n  "include": ["src/**"],\n  /* the folder */ "out": 5,\n}\n');
    expect(errorOf(() => loadConfigFile(dir)).diagnostic).toEqual({
      code: "GT4005",
      severity: "error",
      message: "/out must be a non-empty directory path",
      file: "gen-tools.config.json",
      line: 4,
      column: 20,
    });
    // The whole configuration, where it is not an object.
    writeFileSync(join(dir, "gen-tools.config.json"), "// none\n[1]\n");
    expect(errorOf(() => loadConfigFile(dir)).diagnostic).toMatchObject({ message: "the configuration must be an object", line: 2, column: 1 });
    rmSync(join(dir, "gen-tools.config.json"));
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "x", "gen-tools": { "out/dir": "x" } }, null, 2));
    expect(errorOf(() => loadConfigFile(dir)).diagnostic).toMatchObject({ code: "GT4005", file: "package.json", line: 4, column: 5 });
    expect(errorOf(() => loadConfigFile(dir)).message).toContain("/gen-tools/out~1dir is not a gen-tools option");
  });

  it("reads the package.json key, pointing into it", () => {
    const dir = mkdtempSync(join(tmpdir(), "gen-tools-config-"));
    dirs.push(dir);
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "x", "gen-tools": { nameStyle: "class.method" } }));
    expect(loadConfigFile(dir)).toEqual({ config: { nameStyle: "class.method" }, file: "package.json" });
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "x", "gen-tools": { nameStyle: 1 } }));
    expect(errorOf(() => loadConfigFile(dir)).message).toContain("/gen-tools/nameStyle must be one of");
  });

  it("finds the nearest tsconfig.json from a folder under it when no project is given, as tsc does", async () => {
    const p = tempProject({ "src/tools/a.ts": agentSource("AAgent", ["alpha"]) });
    dirs.push(p.dir);
    const session = GenToolsSession.open({ cwd: join(p.dir, "src", "tools") });
    expect(session.tsconfigPath).toBe(p.tsconfig);
    expect(session.outDir).toBe(join(p.dir, "generated"));
    expect((await session.run({ check: true })).tools.map((t) => t.name)).toEqual(["alpha"]);
  });

  it.skipIf(ts.findConfigFile(tmpdir(), existsSync) !== undefined)("says where it looked when no folder up from here has a tsconfig.json", () => {
    const dir = mkdtempSync(join(tmpdir(), "gen-tools-no-tsconfig-"));
    dirs.push(dir);
    const error = errorOf(() => GenToolsSession.open({ cwd: dir }));
    expect(error.diagnostic.code).toBe("GT4001");
    expect(error.message).toBe(`cannot find a tsconfig.json in ${dir} or any folder above it: pass --project path/to/tsconfig.json`);
  });

  it("lets flags override the file, and resolves out against the project root", () => {
    const p = tempProject({ "src/a.ts": "export {};\n", "gen-tools.config.json": JSON.stringify({ out: "from-config", nameStyle: "class.method", requireDescriptions: false }) });
    dirs.push(p.dir);
    const fromFile = GenToolsSession.open({ project: p.tsconfig });
    expect(fromFile.outDir).toBe(join(p.dir, "from-config"));
    expect(fromFile.config.nameStyle).toBe("class.method");
    const flagged = GenToolsSession.open({ project: p.tsconfig, out: "flag-out", requireDescriptions: true, cwd: tmpdir() });
    expect(flagged.outDir).toBe(join(tmpdir(), "flag-out"));
    expect(flagged.config.requireDescriptions).toBe(true);
  });

  it("reports a tsconfig that does not parse", () => {
    const p = tempProject({});
    dirs.push(p.dir);
    writeFileSync(p.tsconfig, JSON.stringify({ compilerOptions: { module: "nonsense" } }));
    const error = errorOf(() => GenToolsSession.open({ project: p.tsconfig }));
    expect(error.diagnostic.code).toBe("GT4002");
    expect(error.message).toContain("--module");
  });
});
