import { readFileSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { GenToolsSession } from "../../generator/session.js";
import { runCli } from "./helpers/run-cli.js";
import { agentSource, DECLARE_API, tempProject, type TempProject } from "./helpers/temp-project.js";
import { watchThrough } from "./helpers/watch-through.js";

/** This repository's runtime sources, which a project links to stand for the installed package. */
const PACKAGE_SOURCES = resolve(import.meta.dirname, "../../src");
/** gen-tools' "gen-tools/openai" entry, which exports the OpenAI provider and not the tool marks. */
const OPENAI_ENTRY = join(PACKAGE_SOURCES, "providers/openai.ts");
/** `paths` that find no module for "gen-tools" (nor does node_modules above the temporary folder): gen-tools as not installed. */
const NOT_INSTALLED = { paths: { "gen-tools": ["./not-installed/index.ts"] } };

let project: TempProject | undefined;
afterEach(() => project?.remove());

async function diagnosticsOf(files: Record<string, string>, compilerOptions: Record<string, unknown>) {
  project = tempProject(files, compilerOptions);
  const result = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
  return { diagnostics: result.diagnostics.map(formatDiagnostic), tools: result.tools.map((t) => t.name) };
}

const cannotResolve = (file: string, marks: string): string =>
  `cannot resolve 'gen-tools' from ${file}, so the ${marks} that use this import are not read (their tools would be missing from the outputs): install gen-tools in this file's package (npm i -D gen-tools), or fix the tsconfig's paths`;

describe("an import of gen-tools that does not lead to the package (GT2017)", () => {
  it("is an error at the import whose marks are lost: @tool(), @tool, a namespace's registerTool, a barrel's re-export", async () => {
    const result = await diagnosticsOf(
      {
        "src/a.ts": agentSource("AAgent", ["alpha"]),
        "src/b.ts": `import { tool as mark } from "gen-tools";\nexport class B {\n  /** Beta. */\n  @mark\n  beta(): void {}\n}\n`,
        "src/c.ts": `import * as gt from "gen-tools";\nexport const gamma = gt.registerTool({ name: "gamma", description: "Gamma.", parameters: { type: "object" } }, () => 1);\n`,
        "src/lib.ts": `export { tool as agentTool } from "gen-tools";\n`,
        "src/d.ts": `import { agentTool } from "./lib.js";\nexport class D {\n  /** Delta. */\n  @agentTool()\n  delta(): void {}\n}\n`,
      },
      NOT_INSTALLED,
    );
    expect(result.diagnostics).toEqual([
      `src/a.ts:1:22 - error GT2017: ${cannotResolve("src/a.ts", "@tool() decorators")}`,
      `src/b.ts:1:30 - error GT2017: ${cannotResolve("src/b.ts", "@tool() decorators")}`,
      `src/c.ts:1:21 - error GT2017: ${cannotResolve("src/c.ts", "registerTool calls")}`,
      `src/lib.ts:1:35 - error GT2017: ${cannotResolve("src/lib.ts", "@tool() decorators")}`,
    ]);
    expect(result.tools).toEqual([]);
  });

  it("is not reported where no mark needs it: a @tool JSDoc tag, a type import, another of its exports as a decorator", async () => {
    const result = await diagnosticsOf(
      {
        "src/a.ts": `import { tool } from "gen-tools";\n/**\n * Adds one.\n * @param n A number.\n * @tool\n */\nexport function addOne(n: number): number {\n  return n + 1;\n}\nexport const unused = tool;\n`,
        "src/b.ts": `import type { ToolRegistry } from "gen-tools";\nexport type Registry = ToolRegistry;\n`,
        "src/c.ts": `import { registerTool } from "gen-tools";\nexport class C {\n  /** Not a tool. */\n  @registerTool\n  c(): void {}\n}\n`,
      },
      NOT_INSTALLED,
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["add_one"]);
  });

  it("is reported for a registerTool a barrel takes from a module of gen-tools that is not found, where the project's other imports of it lead to the package", async () => {
    const define = (name: string) => `({ name: "${name}", description: "${name}.", parameters: { type: "object" } }, () => 1)`;
    const result = await diagnosticsOf(
      {
        "src/a.ts": agentSource("AAgent", ["alpha"]),
        "src/b.ts": `import { registerTool } from "gen-tools";\nexport const beta = registerTool${define("beta")};\n`,
        "src/lib.ts": `export { registerTool as register } from "gen-tools/providers";\n`,
        "src/c.ts": `import { register } from "./lib.js";\nexport const gamma = register${define("gamma")};\n`,
      },
      {},
    );
    expect(result.diagnostics).toEqual([`src/lib.ts:1:42 - error GT2017: ${cannotResolve("src/lib.ts", "registerTool calls").replace("'gen-tools'", "'gen-tools/providers'")}`]);
    expect(result.tools).toEqual(["alpha", "beta"]);
  });

  it("is reported for a tool a barrel takes from a module of gen-tools that is not found, where the project's other imports of it lead to the package", async () => {
    const result = await diagnosticsOf(
      {
        "src/a.ts": agentSource("AAgent", ["alpha"]),
        "src/decorators.ts": `export function Column() {\n  return (_target: unknown, _context: ClassFieldDecoratorContext) => undefined;\n}\n`,
        "src/lib.ts": `export { tool as agentTool } from "gen-tools/providers";\n`,
        "src/b.ts": `import { agentTool } from "./lib.js";\nimport { Column } from "./decorators.js";\nexport class B {\n  @Column()\n  id = 1;\n  /** Beta. */\n  @agentTool()\n  beta(): void {}\n}\n`,
      },
      {},
    );
    expect(result.diagnostics).toEqual([`src/lib.ts:1:35 - error GT2017: ${cannotResolve("src/lib.ts", "@tool() decorators").replace("'gen-tools'", "'gen-tools/providers'")}`]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("is reported for a tool taken from a namespace import of a module of gen-tools that is found but lacks it, where the project's other imports of it lead to the package", async () => {
    const result = await diagnosticsOf(
      {
        "src/a.ts": agentSource("AAgent", ["alpha"]),
        "src/b.ts": `import * as openai from "gen-tools/openai";\nexport class B {\n  /** Beta. */\n  @openai.tool()\n  beta(): void {}\n}\n`,
      },
      { paths: { "gen-tools": [DECLARE_API], "gen-tools/openai": [OPENAI_ENTRY] } },
    );
    expect(result.diagnostics).toEqual([expect.stringMatching(/^src\/b\.ts:1:25 - error GT2017: 'gen-tools\/openai' resolves to \S+\/src\/providers\/openai\.ts from src\/b\.ts, which does not export 'tool', /)]);
    expect(result.tools).toEqual(["alpha"]);
  });

  it("names the module a paths entry maps 'gen-tools' to, whose tool is another or missing", async () => {
    const result = await diagnosticsOf(
      {
        "src/shim.ts": `export function tool(_options?: object) {\n  return (_target: unknown, _context: unknown) => undefined;\n}\n`,
        "src/a.ts": agentSource("AAgent", ["alpha"]),
        "src/b.ts": `import { registerTool } from "gen-tools";\nexport const beta = registerTool({ name: "beta", description: "Beta.", parameters: { type: "object" } }, () => 1);\n`,
      },
      { paths: { "gen-tools": ["./src/shim.ts"] } },
    );
    const fix = "so the {marks} that use this import are not read (their tools would be missing from the outputs): import it from the gen-tools package (npm i -D gen-tools), and check the tsconfig's paths";
    expect(result.diagnostics).toEqual([
      `src/a.ts:1:22 - error GT2017: 'gen-tools' resolves to src/shim.ts from src/a.ts, whose 'tool' is not gen-tools' own, ${fix.replace("{marks}", "@tool() decorators")}`,
      `src/b.ts:1:30 - error GT2017: 'gen-tools' resolves to src/shim.ts from src/b.ts, which does not export 'registerTool', ${fix.replace("{marks}", "registerTool calls")}`,
    ]);
  });

  it("stops the CLI before it writes: the previous outputs stay, and --check and --json fail", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const manifest = join(project.dir, "generated", "tools.manifest.json");
    expect((await runCli(["-p", project.tsconfig])).code).toBe(0);
    const written = readFileSync(manifest, "utf8");
    const tsconfig = JSON.parse(readFileSync(project.tsconfig, "utf8")) as { compilerOptions: Record<string, unknown> };
    project.write("tsconfig.json", JSON.stringify({ ...tsconfig, compilerOptions: { ...tsconfig.compilerOptions, ...NOT_INSTALLED } }));

    const run = await runCli(["-p", project.tsconfig]);
    expect([run.code, run.stdout + run.stderr]).toEqual([1, expect.stringContaining(`src/a.ts:1:22 - error GT2017: ${cannotResolve("src/a.ts", "@tool() decorators")}`)]);
    expect(readFileSync(manifest, "utf8")).toBe(written);
    expect((await runCli(["-p", project.tsconfig, "--check"])).code).toBe(1);
    const json = await runCli(["-p", project.tsconfig, "--json"]);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, diagnostics: [{ code: "GT2017", file: "src/a.ts", line: 1, column: 22 }] });
    expect(readFileSync(manifest, "utf8")).toBe(written);
  });

  it("--watch reports it on the next run and keeps the previous outputs", async () => {
    // The package as a link, which `npm install` removes when it was made by hand.
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) }, { paths: { "gen-tools": ["./linked/src/declare/index.ts"] } });
    const { dir } = project;
    project.write("linked/package.json", JSON.stringify({ name: "gen-tools" }));
    symlinkSync(PACKAGE_SOURCES, join(dir, "linked", "src"), "dir");
    const manifest = join(dir, "generated", "tools.manifest.json");
    const session = GenToolsSession.open({ project: project.tsconfig });
    expect((await session.run()).tools.map((t) => t.name)).toEqual(["alpha"]);
    const written = readFileSync(manifest, "utf8");
    const results = await watchThrough(session, [
      () => {
        rmSync(join(dir, "linked", "src"));
        project?.write("src/a.ts", agentSource("AAgent", ["alpha", "beta"]));
      },
    ]);
    expect(results.map((r) => r.diagnostics.map(formatDiagnostic))).toEqual([[`src/a.ts:1:22 - error GT2017: ${cannotResolve("src/a.ts", "@tool() decorators")}`]]);
    expect(readFileSync(manifest, "utf8")).toBe(written);
  });
});
