import { execFileSync, spawn, spawnSync } from "node:child_process";
import { createInterface } from "node:readline";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeHasCompileCache } from "../../generator/cli/compile-cache.js";
import { builtPackage } from "../global-setup/built-package.js";

/**
 * The package as a user gets it: built as `npm run build` builds it (tsc, then the CLI's bundle),
 * into the repository's dist/, by the global setup (test/global-setup/build-package.ts), then
 * installed (symlinked) into a fresh project, `npx gen-tools` run there, the generated module
 * type-checked under strict NodeNext and Bundler resolution, then compiled and run against the built runtime. `allowJs` is what makes tsc copy
 * the generated `tools.validators.js` into its outDir (a bundler follows the import by itself).
 */
const REPO = resolve(import.meta.dirname, "../..");
const TSC = join(REPO, "node_modules/typescript/bin/tsc");
/** The `gen-tools` bin, as package.json names it: the bundle `npm run build` makes. */
const BIN_FILE = (JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { bin: Record<string, string> }).bin["gen-tools"] as string;
let dir = "";

function run(command: string, args: readonly string[], cwd = dir): { code: number; out: string } {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } });
  return { code: result.status ?? -1, out: `${result.stdout}${result.stderr}` };
}

function write(path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

beforeAll(async () => {
  // What the tests below install, run and pack is the repository itself, its dist/ built in place.
  expect(await builtPackage()).toBe(REPO);
  dir = mkdtempSync(join(tmpdir(), "gen-tools-e2e-"));
  write("package.json", JSON.stringify({ name: "e2e-app", private: true, type: "module", devDependencies: { "gen-tools": "*", typescript: "^7.0.0" } }));
  mkdirSync(join(dir, "node_modules/.bin"), { recursive: true });
  mkdirSync(join(dir, "node_modules/@types"), { recursive: true });
  symlinkSync(REPO, join(dir, "node_modules/gen-tools"));
  symlinkSync(join(REPO, BIN_FILE), join(dir, "node_modules/.bin/gen-tools"));
  symlinkSync(join(REPO, "node_modules/@types/node"), join(dir, "node_modules/@types/node"));
  // TypeScript 7 ships no JavaScript compiler API: loading it fails. gen-tools must not need it.
  write("node_modules/typescript/package.json", JSON.stringify({ name: "typescript", version: "7.0.0", main: "index.js" }));
  write("node_modules/typescript/index.js", 'throw new Error("typescript@7 has no JavaScript API");\n');

  // checkJs: a project that type-checks its JavaScript must not trip over the generated validators.
  const compilerOptions = { target: "ES2022", strict: true, noUnusedLocals: true, resolveJsonModule: true, allowJs: true, checkJs: true, skipLibCheck: true, types: ["node"] };
  write("tsconfig.json", JSON.stringify({ compilerOptions: { ...compilerOptions, module: "NodeNext", moduleResolution: "NodeNext", outDir: "build" }, include: ["src", "generated"] }));
  write("tsconfig.bundler.json", JSON.stringify({ compilerOptions: { ...compilerOptions, module: "ESNext", moduleResolution: "Bundler", noEmit: true }, include: ["src", "generated"] }));
  write(
    "src/weather.ts",
    `import { tool, type ToolCallContext } from "gen-tools";

/** Weather for the planner. */
export class WeatherAgent {
  /**
   * The forecast for a city.
   * @param city The city.
   * @param days Days ahead.
   */
  @tool({ idempotent: true })
  getForecast(city: string, days = 2, context: ToolCallContext): string {
    return \`\${city}:\${days}:\${context.toolName}\`;
  }

  /** Alerts, by region. */
  @tool({ params: { region: "A region code." } })
  alerts({ region }: { region: string }): string[] {
    return [region];
  }
}

/** A generic agent: its generated types go through typeof Cache.prototype. */
export class Cache<T extends string> {
  private readonly values = new Map<string, T>();

  /**
   * Reads a cached value.
   * @param key The key.
   */
  @tool()
  read(key: string): string | null {
    return this.values.get(key) ?? null;
  }
}
`,
  );
  write(
    "src/time.ts",
    `import { registerTool } from "gen-tools";
import type { GetTimeArgs } from "../generated/tools.gen.js";

export const getTime = registerTool<GetTimeArgs>(
  {
    name: "get_time",
    description: "The time in a zone.",
    parameters: { type: "object", properties: { tz: { type: "string", description: "A zone." } }, required: ["tz"], additionalProperties: false },
  },
  (args) => \`time in \${args.tz}\`,
);
`,
  );
  write(
    "src/math.ts",
    `/**
 * Adds two numbers.
 * @param a The first.
 * @param b The second.
 * @param since A year to add too, as a date (the handler gets a Date).
 * @tool
 */
export function addNumbers(a: number, b: number, since?: Date): number {
  return a + b + (since === undefined ? 0 : since.getUTCFullYear());
}
`,
  );
  write(
    "src/main.ts",
    `import { ToolRegistry } from "gen-tools";
import manifest from "../generated/tools.manifest.json" with { type: "json" };
import { registerTools, type ToolArgs } from "../generated/tools.gen.js";
import { validators } from "../generated/tools.validators.js";
import { addNumbers } from "./math.js";
import { getTime } from "./time.js";
import { Cache, WeatherAgent } from "./weather.js";

const registry = registerTools(new ToolRegistry(), { agentInstances: { Cache: new Cache<"a">(), WeatherAgent: new WeatherAgent() }, handlers: { addNumbers, getTime } });
const args: ToolArgs["get_forecast"] = { city: "Oslo" };
const context = { toolName: "get_forecast", signal: new AbortController().signal };
const schemas: unknown[] = manifest.tools.map((entry) => entry.inputSchema);
console.log(JSON.stringify({
  names: registry.names(),
  forecast: await registry.get("get_forecast").handler(args, context),
  time: await registry.get("get_time").handler({ tz: "UTC" }, { ...context, toolName: "get_time" }),
  sum: await registry.get("add_numbers").handler({ a: 2, b: 3, since: "2000-06-01T00:00:00Z" }, { ...context, toolName: "add_numbers" }),
  valid: registry.validate("get_forecast", { city: 1 }).ok,
  // Each tool's deferred validator imports its schema's module, compiled into build/ with the rest.
  aot: await registry.loadValidators().then(async () => {
    const loaded = await Promise.all(registry.names().map((name) => validators[name as keyof typeof validators].load()));
    return loaded.every((validator, i) => validator.checkedSchema === JSON.stringify(registry.get(registry.names()[i]!).schema));
  }),
  // The imported manifest frozen, its schemas registered as they are: the fast path, not a copy.
  kept: Object.isFrozen(manifest) && registry.names().every((name) => schemas.includes(registry.get(name).schema)),
}));
`,
  );
});

afterAll(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
});

describe("the built package in a user's project", () => {
  it("npx gen-tools generates, and the generated module type-checks, compiles and runs", () => {
    // The project imports its generated types, so the first run sees an unresolved import: fine.
    const generated = run("npx", ["--no-install", "gen-tools"]);
    expect(generated.out).toMatch(/5 tools \(\+add_numbers \+alerts \+get_forecast \+get_time \+read\), wrote generated\/tools\.manifest\.json, generated\/tools\.gen\.ts, generated\/tools\.validators\.js, generated\/tools\.validators\.d\.ts, 5 files in generated\/tools\.validators\/ in/);
    expect(generated.code).toBe(0);
    expect(readFileSync(join(dir, "generated/tools.gen.ts"), "utf8")).toContain('import type { Cache, WeatherAgent } from "../src/weather.js";');

    expect(run("npx", ["--no-install", "gen-tools", "--check"])).toEqual({ code: 0, out: "5 tools, outputs up to date.\n" });

    const nodeNext = run("node", [TSC, "-p", "tsconfig.json", "--pretty", "false"]);
    expect(nodeNext.out).toBe("");
    expect(nodeNext.code).toBe(0);
    const bundler = run("node", [TSC, "-p", "tsconfig.bundler.json", "--pretty", "false"]);
    expect(bundler.out).toBe("");
    expect(bundler.code).toBe(0);

    // As under a content-security policy without 'unsafe-eval', or in an edge runtime: eval and
    // new Function throw, so the runtime and the validators must run without them.
    const output = JSON.parse(execFileSync("node", ["--disallow-code-generation-from-strings", join(dir, "build/src/main.js")], { cwd: dir, encoding: "utf8" })) as Record<string, unknown>;
    expect(output).toEqual({ names: ["add_numbers", "alerts", "get_forecast", "get_time", "read"], forecast: "Oslo:2:get_forecast", time: "time in UTC", sum: 2005, valid: false, aot: true, kept: true });
  }, 180_000);

  it("--watch --json prints one document per run, regenerates on an edit, and outlives a bad tsconfig", async () => {
    const child = spawn(join(dir, "node_modules/.bin/gen-tools"), ["--watch", "--json"], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const errors = createInterface({ input: child.stderr })[Symbol.asyncIterator]();
    const tsconfig = readFileSync(join(dir, "tsconfig.json"), "utf8");
    try {
      const first = JSON.parse(String((await lines.next()).value)) as { ok: boolean; changes: { added: string[] } };
      expect(first.ok).toBe(true);
      const source = readFileSync(join(dir, "src/weather.ts"), "utf8");
      // The watcher is attached before the first run reports, so this edit cannot be missed.
      writeFileSync(join(dir, "src/weather.ts"), source.replace("alerts({ region }", "regionalAlerts({ region }"));
      const second = JSON.parse(String((await lines.next()).value)) as { ok: boolean; changes: unknown; written: string[] };
      expect(second.ok).toBe(true);
      expect(second.changes).toEqual({ added: ["regional_alerts"], removed: ["alerts"], changed: [] });
      expect(second.written).toEqual(["generated/tools.manifest.json", "generated/tools.gen.ts", "generated/tools.validators.js", "generated/tools.validators.d.ts"]);
      writeFileSync(join(dir, "src/weather.ts"), source);
      expect((JSON.parse(String((await lines.next()).value)) as { changes: unknown }).changes).toEqual({ added: ["alerts"], removed: ["regional_alerts"], changed: [] });

      // A bad tsconfig is a diagnostic, not the end of the watch; once mended, the runs go on.
      writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { target: 5 } }));
      let reported = "";
      while (!reported.includes("Waiting for the next change.")) reported += `${String((await errors.next()).value)}\n`;
      expect(reported).toMatch(/error GT4002: .*tsconfig\.json: Compiler option 'target' requires a value of type string/);
      // Under --json the editor reading the documents gets it too.
      const stopped = JSON.parse(String((await lines.next()).value)) as { ok: boolean; diagnostics: { code: string }[] };
      expect(stopped).toMatchObject({ ok: false, tools: [], diagnostics: [{ code: "GT4002" }] });
      writeFileSync(join(dir, "tsconfig.json"), tsconfig);
      const mended = JSON.parse(String((await lines.next()).value)) as { ok: boolean; changes: unknown };
      expect(mended).toMatchObject({ ok: true, changes: { added: [], removed: [], changed: [] } });
    } finally {
      child.kill("SIGTERM");
      writeFileSync(join(dir, "tsconfig.json"), tsconfig);
    }
    const code = await new Promise<number | null>((r) => child.once("exit", r));
    expect(code).toBe(0);
  }, 60_000);

  it("keeps its compiled code in Node's compile cache where Node has one (22.1 and later), as tsc does", () => {
    const cache = mkdtempSync(join(tmpdir(), "gen-tools-compile-cache-"));
    try {
      const generated = spawnSync(join(dir, "node_modules/.bin/gen-tools"), ["--quiet", "--out", "out-cache"], { cwd: dir, encoding: "utf8", env: { ...process.env, NODE_COMPILE_CACHE: cache } });
      expect(generated.status).toBe(0);
      const entries = readdirSync(cache, { recursive: true }).length;
      if (nodeHasCompileCache()) expect(entries).toBeGreaterThan(0);
      else expect(entries).toBe(0);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });

  it("the bundled bin writes byte for byte what the generator's own modules write", () => {
    const outputs = (out: string): Record<string, string> =>
      Object.fromEntries(
        readdirSync(join(dir, out), { recursive: true, encoding: "utf8" })
          .filter((path) => path.endsWith(".json") || path.endsWith(".ts") || path.endsWith(".js"))
          .map((path) => [path, readFileSync(join(dir, out, path), "utf8")]),
      );
    expect(run("npx", ["--no-install", "gen-tools", "--quiet", "--out", "out-bin"]).code).toBe(0);
    expect(run("node", [join(REPO, "dist/generator/cli.js"), "--quiet", "--out", "out-modules"]).code).toBe(0);
    const bin = outputs("out-bin");
    // The validators embed the interpreter's helpers' source: a bundler reprinting them would show here.
    expect(Object.keys(bin).filter((path) => path.startsWith("tools.validators/"))).toHaveLength(5);
    expect(bin).toEqual(outputs("out-modules"));
  });

  it("maps the bundle's stack frames to the generator's TypeScript sources when Node's source maps are on, as GEN_TOOLS_DEBUG=1 turns them", () => {
    const binDir = dirname(join(REPO, BIN_FILE));
    const chunk = readdirSync(binDir).find((name) => /^main-.*\.js$/.test(name));
    expect(chunk).toBeDefined();
    // A failure inside the bundle: runWith given no flags reads a property of null.
    const script = `process.setSourceMapsEnabled(true); import(${JSON.stringify(join(binDir, chunk ?? ""))}).then((m) => m.runWith(null)).catch((e) => console.log(e.stack))`;
    const stack = execFileSync("node", ["-e", script], { cwd: dir, encoding: "utf8" });
    expect(stack).toMatch(/at generateOrWatch \(.*generator\/cli\/main\.ts:\d+:\d+\)/);
  });

  it("packs every file its source maps name (so that a stack frame names a file the install has) and its licence", () => {
    const [pack] = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: REPO, encoding: "utf8" })) as [{ files: { path: string }[] }];
    const packed = new Set(pack.files.map((file) => file.path));
    expect(packed.has("LICENSE")).toBe(true);
    const maps = [...packed].filter((path) => path.endsWith(".map"));
    expect(maps.length).toBeGreaterThan(10);
    const missing = maps.flatMap((map) => {
      const { sources } = JSON.parse(readFileSync(join(REPO, map), "utf8")) as { sources: string[] };
      return sources.map((source) => join(dirname(map), source)).filter((source) => !packed.has(source));
    });
    expect(missing).toEqual([]);
  });

  it.skipIf(nodeHasCompileCache())("the bin loads the compiler through its code cache, not through require (Node 20: no compile cache)", () => {
    const compiler = createRequire(join(REPO, "package.json")).resolve("#ts-morph-compiler");
    // What Node's module loader logs when it loads a file itself; the control proves the probe sees it.
    const loadedByNode = (args: string[]): boolean =>
      spawnSync("node", args, { cwd: dir, encoding: "utf8", env: { ...process.env, NODE_DEBUG: "module" } }).stderr.includes(`load ${JSON.stringify(compiler)}`);
    expect(loadedByNode(["-e", `require(${JSON.stringify(compiler)})`])).toBe(true);
    expect(loadedByNode([join(dir, "node_modules/.bin/gen-tools"), "--quiet", "--out", "out-probe"])).toBe(false);
  });

  it("answers --version, --help and a usage error without loading the compiler", () => {
    const compiler = createRequire(join(REPO, "package.json")).resolve("#ts-morph-compiler");
    // With the code cache off, the compiler is loaded by Node's own loader, which logs it.
    const compilerLoaded = (args: string[]): boolean =>
      spawnSync(join(dir, "node_modules/.bin/gen-tools"), args, { cwd: dir, encoding: "utf8", env: { ...process.env, NODE_DEBUG: "module", NODE_DISABLE_COMPILE_CACHE: "1" } }).stderr.includes(
        `load ${JSON.stringify(compiler)}`,
      );
    expect(compilerLoaded(["--quiet", "--out", "out-probe"])).toBe(true);
    expect(compilerLoaded(["--version"])).toBe(false);
    expect(compilerLoaded(["--help"])).toBe(false);
    expect(compilerLoaded(["--bogus"])).toBe(false);
    const version = spawnSync(join(dir, "node_modules/.bin/gen-tools"), ["--version"], { cwd: dir, encoding: "utf8" });
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(version.status).toBe(0);
  });

  it("--cache replays an up-to-date run without loading the compiler", () => {
    const compiler = createRequire(join(REPO, "package.json")).resolve("#ts-morph-compiler");
    const cached = (): { stdout: string; compilerLoaded: boolean; status: number | null } => {
      const child = spawnSync(join(dir, "node_modules/.bin/gen-tools"), ["--cache"], { cwd: dir, encoding: "utf8", env: { ...process.env, NODE_DEBUG: "module", NODE_DISABLE_COMPILE_CACHE: "1" } });
      return { stdout: child.stdout, compilerLoaded: child.stderr.includes(`load ${JSON.stringify(compiler)}`), status: child.status };
    };
    // A run leaves no record while its inputs are as new as its start (see recordRun): with the
    // outputs in place, the project is made older.
    expect(spawnSync(join(dir, "node_modules/.bin/gen-tools"), ["--quiet"], { cwd: dir }).status).toBe(0);
    ageProject(dir);
    expect(cached()).toMatchObject({ stdout: expect.stringMatching(/^5 tools, outputs unchanged in \d+ ms\.\n$/), compilerLoaded: true, status: 0 });
    expect(cached()).toEqual({ stdout: expect.stringMatching(/^5 tools, outputs up to date: no input changed since the last run \(\d+ ms, nothing compiled\)\.\n$/), compilerLoaded: false, status: 0 });
  });

  it("finds the nearest tsconfig.json from a folder under the project, and says which", () => {
    const fromSrc = spawnSync(join(dir, "node_modules/.bin/gen-tools"), ["--check"], { cwd: join(dir, "src"), encoding: "utf8" });
    expect(fromSrc.stderr).toBe(`gen-tools: using ${join("..", "tsconfig.json")}, the nearest tsconfig.json\n`);
    expect(fromSrc.stdout).toMatch(/outputs up to date\.\n$/);
    expect(fromSrc.status).toBe(0);
    // From the project's own folder there is nothing to say.
    expect(spawnSync(join(dir, "node_modules/.bin/gen-tools"), ["--check"], { cwd: dir, encoding: "utf8" }).stderr).toBe("");
  });

  it("exits 2 with a clear message, no stack trace, for a missing project", () => {
    const missing = run("npx", ["--no-install", "gen-tools", "--project", "nope.json"]);
    expect(missing.code).toBe(2);
    expect(missing.out).toMatch(/^error GT4001: cannot find the TypeScript project .*nope\.json/);
    expect(missing.out).not.toMatch(/\n\s+at /);
  });

  it("loads the compiler in gen-tools/vite only once a file with a decorator is transformed", () => {
    const compiler = createRequire(join(REPO, "package.json")).resolve("#ts-morph-compiler");
    const compilerLoaded = (transform: string): boolean => {
      const script = `import { toolDecorators } from "gen-tools/vite";\nconst plugin = toolDecorators();\n${transform}\n`;
      const child = spawnSync("node", ["--input-type=module", "-e", script], { cwd: dir, encoding: "utf8", env: { ...process.env, NODE_DEBUG: "module" } });
      expect(child.status, child.stderr.slice(-2000)).toBe(0);
      return child.stderr.includes(`load ${JSON.stringify(compiler)}`);
    };
    expect(compilerLoaded('plugin.transform("export const a = 1;\\n", "/p/src/a.ts");')).toBe(false);
    expect(compilerLoaded('if (!plugin.transform("class A {\\n  @d m() {}\\n}\\n", "/p/src/a.ts")) process.exit(3);')).toBe(true);
  });

  it("runs a vitest test of a class with @tool() methods through gen-tools/vite, and fails without it", () => {
    symlinkSync(join(REPO, "node_modules/vitest"), join(dir, "node_modules/vitest"));
    write(
      "test/weather.test.ts",
      `import { expect, it } from "vitest";
import { WeatherAgent } from "../src/weather.js";

it("forecasts", () => {
  expect(new WeatherAgent().getForecast("Oslo", 3, { toolName: "get_forecast", signal: new AbortController().signal })).toBe("Oslo:3:get_forecast");
});
`,
    );
    const vitest = ["--no-install", "vitest", "run", "--root", dir, "test/weather.test.ts"];
    // Vite's TypeScript transform leaves standard decorators as they are, which Node 20 cannot run.
    write("vitest.config.ts", `import { defineConfig } from "vitest/config";\nexport default defineConfig({});\n`);
    const without = run("npx", vitest);
    expect(without.code).not.toBe(0);
    expect(without.out).toContain("SyntaxError");
    write("vitest.config.ts", `import { defineConfig } from "vitest/config";\nimport { toolDecorators } from "gen-tools/vite";\nexport default defineConfig({ plugins: [toolDecorators()] });\n`);
    const withPlugin = run("npx", vitest);
    expect(withPlugin.out).toMatch(/1 passed/);
    expect(withPlugin.code).toBe(0);
  });

  it("keeps each SDK's types out of a program that does not import its entry point, and each entry point runs from the runtime's bundle", () => {
    // Which SDKs' declarations a program of one file parses, under the project's own options.
    const sdksIn = (name: string, text: string): string[] => {
      write(`sdk-probe/${name}.ts`, text);
      write(`tsconfig.${name}.json`, JSON.stringify({ extends: "./tsconfig.bundler.json", include: [], files: [`sdk-probe/${name}.ts`] }));
      const listed = run("node", [TSC, "-p", `tsconfig.${name}.json`, "--listFilesOnly"]);
      expect(listed.code, listed.out).toBe(0);
      const sdks = ["@anthropic-ai/sdk", "openai", "@modelcontextprotocol/sdk", "zod"];
      return sdks.filter((sdk) => listed.out.includes(`/node_modules/${sdk}/`));
    };
    const core = 'import { BaseAgent, ToolRegistry, toAnthropicTools, toOpenAITools, toMcpTools } from "gen-tools";\nexport const used = [BaseAgent, ToolRegistry, toAnthropicTools, toOpenAITools, toMcpTools];\n';
    expect(sdksIn("core", core)).toEqual([]);
    expect(sdksIn("anthropic", 'import { AnthropicAgent } from "gen-tools/anthropic";\nexport const used = AnthropicAgent;\n')).toEqual(["@anthropic-ai/sdk"]);
    expect(sdksIn("openai", 'import { OpenAIAgent } from "gen-tools/openai";\nexport const used = OpenAIAgent;\n')).toEqual(["openai"]);
    expect(sdksIn("mcp", 'import { serveMcp } from "gen-tools/mcp";\nexport const used = serveMcp;\n')).toEqual(["@modelcontextprotocol/sdk", "zod"]);

    // Each entry point is a bundle of dist/runtime/, sharing its chunks with the others: one BaseAgent class.
    const script = [
      'const names = ["gen-tools", "gen-tools/anthropic", "gen-tools/openai", "gen-tools/mcp"];',
      "const [core, a, o, m] = await Promise.all(names.map((name) => import(name)));",
      'const agent = new a.AnthropicAgent({ name: "assistant", registry: new core.ToolRegistry(), model: "m" });',
      "console.log(JSON.stringify({",
      '  files: names.map((name) => import.meta.resolve(name).replace(/^.*\\/dist\\//, "dist/")),',
      "  exports: [Object.keys(a), Object.keys(o), Object.keys(m)],",
      "  oneBaseAgent: agent instanceof core.BaseAgent,",
      "}));",
      "",
    ].join("\n");
    write("entry-points.mjs", script);
    expect(JSON.parse(execFileSync("node", [join(dir, "entry-points.mjs")], { cwd: dir, encoding: "utf8" }))).toEqual({
      files: ["dist/runtime/index.js", "dist/runtime/anthropic.js", "dist/runtime/openai.js", "dist/runtime/mcp.js"],
      exports: [["AnthropicAgent", "AnthropicModel"], ["OpenAIAgent", "OpenAIModel"], ["serveMcp"]],
      oneBaseAgent: true,
    });
  });

  it("runs in a CommonJS project: tsc type-checks its require of gen-tools, and Node 20.19+ loads every entry point through require(esm)", () => {
    // A package without "type": "module" under NodeNext: tsc emits require("gen-tools"). As GT4010
    // advises such a project, it leaves the output folder out and reads the manifest with readManifest.
    write("cjs/package.json", JSON.stringify({ name: "e2e-cjs", private: true }));
    const compilerOptions = { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, skipLibCheck: true, types: ["node"], rootDir: "src", outDir: "build" };
    write("cjs/tsconfig.json", JSON.stringify({ compilerOptions, include: ["src"] }));
    write(
      "cjs/src/weather.ts",
      `import { tool } from "gen-tools";

export class WeatherAgent {
  /**
   * The forecast for a city.
   * @param city The city.
   */
  @tool()
  getForecast(city: string): string {
    return \`sunny in \${city}\`;
  }
}
`,
    );
    write(
      "cjs/src/main.ts",
      `import { join } from "node:path";
import { Dispatcher, loadManifest, readManifest, type ToolRegistry } from "gen-tools";
import { WeatherAgent } from "./weather";

async function main(): Promise<void> {
  const registry: ToolRegistry = loadManifest(await readManifest(join(__dirname, "../generated/tools.manifest.json")), { agents: { WeatherAgent: new WeatherAgent() } });
  const result = await new Dispatcher(registry).dispatch({ id: "1", name: "get_forecast", arguments: { city: "Oslo" } }, { agent: { name: "planner", uuid: "u-1" } });
  console.log(JSON.stringify({ names: registry.names(), status: result.status, content: result.content }));
}
void main();
`,
    );
    const cjs = join(dir, "cjs");
    expect(run(join(dir, "node_modules/.bin/gen-tools"), ["--quiet"], cjs)).toEqual({ code: 0, out: "" });
    // tsc finds the package's declarations for a require (an untyped import would be an error under strict).
    expect(run("node", [TSC, "-p", "tsconfig.json", "--pretty", "false"], cjs)).toEqual({ code: 0, out: "" });
    expect(readFileSync(join(cjs, "build/main.js"), "utf8")).toContain('require("gen-tools")');
    expect(JSON.parse(execFileSync("node", [join(cjs, "build/main.js")], { cwd: cjs, encoding: "utf8" }))).toEqual({ names: ["get_forecast"], status: "ok", content: "sunny in Oslo" });

    // Every entry point, the providers', the MCP server's and the generator's too, is one require away.
    const entryPoints = ["gen-tools", "gen-tools/anthropic", "gen-tools/openai", "gen-tools/mcp", "gen-tools/generator", "gen-tools/vite"];
    const required = execFileSync("node", ["-e", `console.log(JSON.stringify(${JSON.stringify(entryPoints)}.map((name) => Object.keys(require(name)).length > 0)))`], { cwd: cjs, encoding: "utf8" });
    expect(JSON.parse(required)).toEqual(entryPoints.map(() => true));

    // A Node without require(esm) (before 20.19, or 22.0 to 22.11) refuses it in Node's own words.
    const older = run("node", ["--no-experimental-require-module", join(cjs, "build/main.js")], cjs);
    expect(older.code).not.toBe(0);
    expect(older.out).toMatch(/Error \[ERR_REQUIRE_ESM\]: require\(\) of ES Module .*\/dist\/runtime\/index\.js .* not supported\./);
  });

  it("type-checks under skipLibCheck: false without the optional peers (the provider SDKs, the MCP SDK) installed", () => {
    // Installed as npm would, with none of its optional peers beside it: no symlink to the repository's node_modules.
    const bare = mkdtempSync(join(tmpdir(), "gen-tools-peers-"));
    try {
      const installed = join(bare, "node_modules/gen-tools");
      mkdirSync(join(bare, "node_modules/@types"), { recursive: true });
      cpSync(join(REPO, "package.json"), join(installed, "package.json"));
      cpSync(join(REPO, "dist/src"), join(installed, "dist/src"), { recursive: true });
      symlinkSync(join(REPO, "node_modules/@types/node"), join(bare, "node_modules/@types/node"));
      symlinkSync(join(REPO, "node_modules/undici-types"), join(bare, "node_modules/undici-types"));
      writeFileSync(join(bare, "package.json"), JSON.stringify({ type: "module" }));
      const compilerOptions = { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: false, types: ["node"] };
      writeFileSync(join(bare, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["app.ts"] }));
      writeFileSync(
        join(bare, "app.ts"),
        [
          'import * as genTools from "gen-tools";',
          'import { AnthropicAgent } from "gen-tools/anthropic";',
          'import { OpenAIAgent } from "gen-tools/openai";',
          'import { serveMcp } from "gen-tools/mcp";',
          "export const registry: genTools.ToolRegistry = new genTools.ToolRegistry();",
          "export const used = [AnthropicAgent, OpenAIAgent, serveMcp];",
          "",
        ].join("\n"),
      );
      expect(run("node", [TSC, "-p", "tsconfig.json", "--pretty", "false"], bare)).toEqual({ code: 0, out: "" });
      // And with an older lib, whose projects read the same declarations (ErrorOptions is ES2022's).
      const older = { ...compilerOptions, target: "ES2020", lib: ["ES2020"] };
      writeFileSync(join(bare, "tsconfig.es2020.json"), JSON.stringify({ compilerOptions: older, files: ["app.ts"] }));
      expect(run("node", [TSC, "-p", "tsconfig.es2020.json", "--pretty", "false"], bare)).toEqual({ code: 0, out: "" });
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

/** Every file and folder of the project a minute older, but what `node_modules` holds. */
function ageProject(folder: string): void {
  const then = new Date(Date.now() - 60_000);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== "node_modules") ageProject(path);
    utimesSync(path, then, then);
  }
  utimesSync(folder, then, then);
}
