import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";
import { runCli } from "./helpers/run-cli.js";
import { runCliProcess } from "./helpers/cli-process.js";

const projects: TempProject[] = [];
afterEach(() => {
  for (const p of projects.splice(0)) p.remove();
});

function project(files: Record<string, string>): TempProject {
  const p = tempProject(files);
  projects.push(p);
  return p;
}

const weather = { "src/weather.ts": agentSource("WeatherAgent", ["getForecast", "getAlerts"]) };

/** The project made solution-style, as Vite writes it: its tsconfig moved to tsconfig.app.json, and one for vite.config.ts beside it. */
function viteSolution(p: TempProject): TempProject {
  p.write("tsconfig.app.json", readFileSync(p.tsconfig, "utf8"));
  p.write("tsconfig.node.json", JSON.stringify({ compilerOptions: { composite: true, module: "NodeNext", strict: true }, include: ["vite.config.ts"] }));
  p.write("tsconfig.json", JSON.stringify({ files: [], references: [{ path: "./tsconfig.app.json" }, { path: "./tsconfig.node.json" }] }));
  return p;
}

describe("gen-tools CLI", () => {
  it("writes the outputs and exits 0; a second run is byte-identical and writes nothing", async () => {
    const p = project(weather);
    const out = join(p.dir, "generated");
    const first = await runCli(["--project", p.tsconfig]);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^2 tools \(\+get_alerts \+get_forecast\), wrote .*generated\/tools\.manifest\.json, .*generated\/tools\.gen\.ts, .*generated\/tools\.validators\.js, .*generated\/tools\.validators\.d\.ts, 1 file in .*generated\/tools\.validators\/ in \d+ ms\.$/m);
    const manifest = readFileSync(join(out, "tools.manifest.json"), "utf8");
    const gen = readFileSync(join(out, "tools.gen.ts"), "utf8");
    const mtime = statSync(join(out, "tools.gen.ts")).mtimeMs;
    expect(JSON.parse(manifest).tools.map((t: { name: string }) => t.name)).toEqual(["get_alerts", "get_forecast"]);
    expect(gen).toContain('import type { WeatherAgent } from "../src/weather.js";');

    const second = await runCli(["--project", p.tsconfig]);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/2 tools, outputs unchanged/);
    expect(readFileSync(join(out, "tools.manifest.json"), "utf8")).toBe(manifest);
    expect(readFileSync(join(out, "tools.gen.ts"), "utf8")).toBe(gen);
    expect(statSync(join(out, "tools.gen.ts")).mtimeMs).toBe(mtime);
  });

  it("--out chooses the output directory", async () => {
    const p = project(weather);
    expect((await runCli(["--project", p.tsconfig, "--out", join(p.dir, "elsewhere")])).code).toBe(0);
    expect(existsSync(join(p.dir, "elsewhere", "tools.gen.ts"))).toBe(true);
    expect(existsSync(join(p.dir, "generated"))).toBe(false);
  });

  it("--check exits 0 when up to date, and 1 with the tool changes and a diff when stale, writing nothing", async () => {
    const p = project(weather);
    await runCli(["--project", p.tsconfig]);
    const upToDate = await runCli(["--project", p.tsconfig, "--check"]);
    expect(upToDate.stdout).toMatch(/2 tools, outputs up to date\./);
    expect(upToDate.code).toBe(0);

    const before = readFileSync(join(p.dir, "generated", "tools.manifest.json"), "utf8");
    p.write("src/weather.ts", agentSource("WeatherAgent", ["getForecast", "getRadar"]));
    const stale = await runCli(["--project", p.tsconfig, "--check"]);
    expect(stale.code).toBe(1);
    expect(stale.stdout).toContain("Outputs are stale (+get_radar -get_alerts):");
    expect(stale.stdout).toMatch(/^ {2}\S*generated\/tools\.manifest\.json$/m);
    expect(stale.stdout).toMatch(/^ {4}@@ -\d+,\d+ \+\d+,\d+ @@$/m);
    expect(stale.stdout).toMatch(/^ {4}\+ {6}"name": "get_radar",$/m);
    expect(stale.stdout).toMatch(/^ {4} {7}"inputSchema": {$/m);
    expect(stale.stdout).toContain(`Run gen-tools -p ${p.tsconfig} to update them.`);
    expect(readFileSync(join(p.dir, "generated", "tools.manifest.json"), "utf8")).toBe(before);
  });

  it("a failing --check names the command line that updates the outputs: its flags that decide them, not --check or --json", async () => {
    const p = project(weather);
    const out = join(p.dir, "gen out");
    const flags = ["--project", p.tsconfig, "--out", out, "--no-validators", "--require-descriptions", "--openai-strict"];
    const stale = await runCli([...flags, "--check"]);
    expect(stale.code).toBe(1);
    const update = `gen-tools -p ${p.tsconfig} -o '${out}' --require-descriptions --no-validators --openai-strict`;
    expect(stale.stdout).toContain(`\nRun ${update} to update them.\n`);
    // Following it makes the check pass.
    expect((await runCli([...flags, "--quiet"])).code).toBe(0);
    expect((await runCli([...flags, "--check"])).stdout).toMatch(/^2 tools, outputs up to date\.$/m);
  });

  it("--check on a project never generated reports every output stale", async () => {
    const p = project(weather);
    const run = await runCli(["--project", p.tsconfig, "--check", "--json"]);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ ok: false, written: [], tools: ["get_alerts", "get_forecast"] });
    // The two tools have one schema: one module in tools.validators/.
    expect(report.stale.map((s: string) => s.split("/").slice(-2).join("/"))).toEqual([
      "generated/tools.manifest.json",
      "generated/tools.gen.ts",
      "generated/tools.validators.js",
      "generated/tools.validators.d.ts",
      expect.stringMatching(/^tools\.validators\/[0-9a-f]{16}\.js$/),
    ]);
    expect(existsSync(join(p.dir, "generated"))).toBe(false);

    // A missing file is said to be missing, not shown as a diff of every line.
    const human = await runCli(["--project", p.tsconfig, "--check"]);
    const generated = relative(process.cwd(), join(p.dir, "generated"));
    expect(human.stdout).toBe(
      [
        "Outputs are stale (+get_alerts +get_forecast):",
        ...["tools.manifest.json", "tools.gen.ts", "tools.validators.js", "tools.validators.d.ts"].map((name) => `  ${generated}/${name}: missing, which a run writes`),
        `  ${generated}/tools.validators/: 1 schema module missing, which a run writes`,
        `Run gen-tools -p ${p.tsconfig} to update them.`,
        "2 tools, 5 stale outputs.",
        "",
      ].join("\n"),
    );
  });

  it("exits 1 on error diagnostics, printed like tsc with a summary, and writes nothing", async () => {
    const p = project({ "src/bad.ts": `import { tool } from "gen-tools";\nexport class A {\n  /** x */\n  @tool({ name: "Bad Name" })\n  m(): void {}\n}\n` });
    const run = await runCli(["--project", p.tsconfig]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^src\/bad\.ts:4:3 - error GT2001: tool name 'Bad Name' must be lowercase/m);
    expect(run.stdout).toMatch(/^Found 1 error; nothing written\.$/m);
    expect(existsSync(join(p.dir, "generated"))).toBe(false);
  });

  it("names the tools a problem in a shared type stops, once, in the text and under --json", async () => {
    const methods = ["e", "d", "c", "b", "a"].map((m) => `  /**\n   * ${m}.\n   * @param job The job.\n   */\n  @tool()\n  ${m}(job: Job): void {}\n`);
    const p = project({
      "src/job.ts": "export interface Job {\n  id: string;\n  onDone: () => void;\n}\n",
      "src/jobs.ts": `import { tool } from "gen-tools";\nimport type { Job } from "./job.js";\nexport class Jobs {\n${methods.join("")}}\n`,
    });
    const run = await runCli(["--project", p.tsconfig]);
    expect(run.code).toBe(1);
    expect(run.stdout.split("\n").filter((line) => line.includes("GT1001"))).toEqual([
      "src/job.ts:3:3 - error GT1001: property 'Job.onDone' has a function type, which JSON cannot carry (used by tools 'a', 'b', 'c' and 2 more)",
    ]);
    const json = JSON.parse((await runCli(["--project", p.tsconfig, "--json"])).stdout) as { diagnostics: { code: string; tools?: string[] }[] };
    expect(json.diagnostics.filter((d) => d.code === "GT1001").map((d) => d.tools)).toEqual([["a", "b", "c", "d", "e"]]);
  });

  it("says nothing of the tools a problem in a tool's own comment stops: it is that tool's", async () => {
    const p = project({
      "src/a.ts": `import { tool } from "gen-tools";\nexport class A {\n  /**\n   * Echo.\n   * @param txt The text.\n   */\n  @tool()\n  echo(text: string): string {\n    return text;\n  }\n}\n`,
      // An arrow function's comment is on its statement.
      "src/b.ts": `/**\n * Adds.\n * @param aa The first.\n * @param b The second.\n * @tool\n */\nexport const add = (a: number, b: number): number => a + b;\n`,
    });
    const run = await runCli(["--project", p.tsconfig]);
    expect(run.stdout.split("\n").filter((line) => line.includes("GT1106"))).toEqual([
      "src/a.ts:5:6 - warning GT1106: JSDoc @param 'txt' names no parameter of the tool, so its text is not used (did you mean 'text'?)",
      "src/b.ts:3:4 - warning GT1106: JSDoc @param 'aa' names no parameter of the tool, so its text is not used (did you mean 'a'?)",
    ]);
  });

  it("refuses a tool that returns what fetch gave it, with how to read its body, whether the DOM's lib or @types/node declares Response", async () => {
    const page = { "src/page.ts": `/**\n * Fetches a page.\n * @param url The page.\n * @tool\n */\nexport async function page(url: string): Promise<Response> {\n  return fetch(url);\n}\n` };
    const expected =
      "src/page.ts:6:42 - error GT1016: return type is a 'Response', which JSON cannot carry: the runtime refuses it, so every call that returns one fails (read its body: return await response.json(), or .text())";
    // The default lib, which has the DOM.
    const dom = project(page);
    expect((await runCli(["--project", dom.tsconfig])).stdout).toContain(expected);
    // A Node service's: no DOM; @types/node declares the global.
    const node = tempProject(page, { lib: ["ES2022"], types: ["node"] });
    projects.push(node);
    symlinkSync(join(import.meta.dirname, "../../node_modules"), join(node.dir, "node_modules"));
    const run = await runCli(["--project", node.tsconfig]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(expected);
  });

  it("--check exits 1 when a registerTool schema disagrees with its handler", async () => {
    const p = project({
      "src/time.ts": `import { registerTool } from "gen-tools";\nexport const getTime = registerTool(\n  { name: "get_time", description: "Time.", parameters: { type: "object", properties: { tz: { type: "number" } }, required: ["tz"] } },\n  (args: { tz: string }) => args.tz,\n);\n`,
    });
    const run = await runCli(["--project", p.tsconfig, "--check"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("src/time.ts:3:101 - error GT3004: tool 'get_time': property 'tz' is number in the schema but string in the handler's type");
  });

  it("--require-descriptions turns missing descriptions into errors", async () => {
    const p = project({ "src/a.ts": `import { tool } from "gen-tools";\nexport class A {\n  @tool()\n  m(text: string): void {}\n}\n` });
    const lenient = await runCli(["--project", p.tsconfig, "--check"]);
    expect(lenient.stdout).toMatch(/warning GT2005: tool 'm' has no description/);
    const strict = await runCli(["--project", p.tsconfig, "--require-descriptions"]);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toMatch(/error GT2005: tool 'm' has no description/);
    expect(strict.stdout).toMatch(/error GT1100: parameter 'text' has no description/);
  });

  it("--json prints one document with tools, diagnostics and written files", async () => {
    const p = project(weather);
    const run = await runCli(["--project", p.tsconfig, "--json"]);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.ok).toBe(true);
    expect(report.tools).toEqual(["get_alerts", "get_forecast"]);
    expect(report.diagnostics).toEqual([]);
    expect(report.written).toHaveLength(5);
    expect(report.changes).toEqual({ added: ["get_alerts", "get_forecast"], removed: [], changed: [] });
    expect("stale" in report).toBe(false);
  });

  it("--json claims no tool changes for a run with errors: a tool in a file that does not parse is not removed", async () => {
    const p = project(weather);
    await runCli(["--project", p.tsconfig]);
    p.write("src/weather.ts", agentSource("WeatherAgent", ["getForecast", "getAlerts"]).replace("return text;", "return text,,;"));
    for (const args of [["--json"], ["--check", "--json"]]) {
      const report = JSON.parse((await runCli(["--project", p.tsconfig, ...args])).stdout);
      expect(report.diagnostics.map((d: { code: string }) => d.code)).toContain("GT2015");
      expect(report).toMatchObject({ ok: false, written: [], changes: { added: [], removed: [], changed: [] } });
    }
  });

  it("--quiet prints nothing when all is well", async () => {
    const p = project(weather);
    const run = await runCli(["--project", p.tsconfig, "--quiet"]);
    expect(run).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("prints a progress line on stderr for large projects, not under --quiet", async () => {
    const files: Record<string, string> = { ...weather };
    for (let i = 0; i < 200; i++) files[`src/filler${i}.ts`] = `export const filler${i} = ${i};\n`;
    const p = project(files);
    const run = await runCli(["--project", p.tsconfig, "--json"]);
    expect(run.stderr).toMatch(/^gen-tools: 201 files scanned, 2 tools found \(\d+ ms\)$/m);
    expect(JSON.parse(run.stdout).ok).toBe(true);
    expect((await runCli(["--project", p.tsconfig, "--quiet"])).stderr).toBe("");
  });

  it("takes a solution-style tsconfig (as Vite writes it) for the project it references that declares tools, and says which", async () => {
    const p = viteSolution(project(weather));
    p.write("vite.config.ts", "export default {};\n");
    const run = await runCli(["--project", p.tsconfig]);
    expect(run.code).toBe(0);
    const [appConfig, solution] = ["tsconfig.app.json", "tsconfig.json"].map((name) => relative(process.cwd(), join(p.dir, name)));
    expect(run.stderr).toBe(`gen-tools: using ${appConfig}, the project ${solution} references that declares tools\n`);
    const manifest = JSON.parse(readFileSync(join(p.dir, "generated", "tools.manifest.json"), "utf8")) as { tools: { name: string }[] };
    expect(manifest.tools.map((t) => t.name)).toEqual(["get_alerts", "get_forecast"]);
    expect(readFileSync(join(p.dir, "generated", "tools.gen.ts"), "utf8")).toMatch(/^\/\/ Generated by gen-tools from tsconfig\.app\.json/);
    expect((await runCli(["--project", p.tsconfig, "--check", "--quiet"])).code).toBe(0);
  });

  it("--version and --help exit 0", async () => {
    expect((await runCli(["--version"])).code).toBe(0);
    const help = await runCli(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--require-descriptions");
  });

  describe("exit 2 for usage and configuration errors, with a message and no stack trace", () => {
    it("a missing tsconfig", async () => {
      const run = await runCli(["--project", "/nonexistent/tsconfig.json"]);
      expect(run.code).toBe(2);
      // It was passed: the message says to check it, not to pass one.
      expect(run.stderr).toMatch(/^error GT4001: cannot find the TypeScript project \/nonexistent\/tsconfig\.json: no such file; check the path given as --project/);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    });

    it("a tsconfig with a syntax error, at its line and column, writing nothing", async () => {
      const p = project(weather);
      await runCli(["--project", p.tsconfig]);
      const manifest = readFileSync(join(p.dir, "generated", "tools.manifest.json"), "utf8");
      const good = readFileSync(p.tsconfig, "utf8");
      // A double comma: the compiler reads past it, dropping the option after it.
      p.write("tsconfig.json", JSON.stringify(JSON.parse(good), null, 2).replace('"strict": true,', '"strict": true,,'));
      const run = await runCli(["--project", p.tsconfig, "--json"]);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe("tsconfig.json:6:20 - error GT4003: tsconfig.json is not valid JSON: Property assignment expected.\n");
      expect(JSON.parse(run.stdout).diagnostics).toEqual([
        { code: "GT4003", severity: "error", message: "tsconfig.json is not valid JSON: Property assignment expected.", file: "tsconfig.json", line: 6, column: 20 },
      ]);
      // Cut short: every option is lost.
      p.write("tsconfig.json", '{\n  "compilerOptions": {\n    "strict": true,\n');
      const truncated = await runCli(["--project", p.tsconfig]);
      expect(truncated.code).toBe(2);
      expect(truncated.stderr).toBe("tsconfig.json:4:1 - error GT4003: tsconfig.json is not valid JSON: '}' expected.\n");
      expect(truncated.stdout).toBe("");
      expect(readFileSync(join(p.dir, "generated", "tools.manifest.json"), "utf8")).toBe(manifest);
    });

    it("a tsconfig whose include finds no file, or whose files names a missing one, keeping every tool", async () => {
      const p = project(weather);
      await runCli(["--project", p.tsconfig]);
      const manifest = readFileSync(join(p.dir, "generated", "tools.manifest.json"), "utf8");
      const options = (JSON.parse(readFileSync(p.tsconfig, "utf8")) as { compilerOptions: object }).compilerOptions;
      p.write("tsconfig.json", JSON.stringify({ compilerOptions: options, include: ["lib"] }));
      const noInputs = await runCli(["--project", p.tsconfig]);
      expect(noInputs.code).toBe(2);
      expect(noInputs.stderr).toMatch(/^error GT4002: \S*tsconfig\.json: No inputs were found in config file '\S*tsconfig\.json'\. Specified 'include' paths were '\["lib"\]'/);
      p.write("tsconfig.json", JSON.stringify({ compilerOptions: options, files: ["src/weather.ts", "src/moved.ts"] }));
      const missing = await runCli(["--project", p.tsconfig, "--check"]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toBe(`error GT4002: ${p.tsconfig}: File '${join(p.dir, "src/moved.ts")}' not found (its "files" names it).\n`);
      expect(readFileSync(join(p.dir, "generated", "tools.manifest.json"), "utf8")).toBe(manifest);
    });

    it("a solution-style tsconfig where no referenced project, or more than one, declares tools, naming them", async () => {
      const p = viteSolution(project(weather));
      p.write("vite.config.ts", 'import { registerTool } from "gen-tools";\nexport default {};\n');
      const [appConfig, nodeConfig] = ["tsconfig.app.json", "tsconfig.node.json"].map((name) => relative(process.cwd(), join(p.dir, name)));
      const several = await runCli(["--project", p.tsconfig]);
      expect(several.code).toBe(2);
      expect(several.stderr).toBe(
        `error GT4008: ${p.tsconfig} has no files of its own, and more than one of the projects it references declares tools (${appConfig}, ${nodeConfig}): pass the one to generate for, as in --project ${appConfig}\n`,
      );
      p.write("tsconfig.json", JSON.stringify({ files: [], references: [{ path: "./tsconfig.node.json" }] }));
      p.write("vite.config.ts", "export default {};\n");
      const none = await runCli(["--project", p.tsconfig]);
      expect(none.code).toBe(2);
      expect(none.stderr).toBe(
        `error GT4008: ${p.tsconfig} has no files of its own, and none of the projects it references (${nodeConfig}) declares a tool (@tool() or registerTool): pass the one your tools will be in, as in --project ${nodeConfig}\n`,
      );
      expect(existsSync(join(p.dir, "generated"))).toBe(false);
    });

    it("an output folder a file is in the way of, before anything is built", async () => {
      const p = project(weather);
      p.write("out-file", "not a folder\n");
      for (const out of ["out-file", "out-file/generated"]) {
        const run = await runCli(["--project", p.tsconfig, "--out", join(p.dir, out)]);
        expect(run.code).toBe(2);
        expect(run.stderr).toBe(`error GT4009: cannot write the outputs to ${relative(process.cwd(), join(p.dir, out))}: a file is in the way of that folder (set out, or --out, to a folder)\n`);
      }
    });

    it("an output that cannot be written, leaving no file half-written", async () => {
      const p = project(weather);
      // A folder where tools.gen.ts goes: its rename into place fails after the other files are staged.
      mkdirSync(join(p.dir, "generated", "tools.gen.ts"), { recursive: true });
      const run = await runCli(["--project", p.tsconfig]);
      expect(run.code).toBe(2);
      const generated = join(p.dir, "generated");
      expect(run.stderr).toBe(`error GT4009: cannot write the outputs to ${relative(process.cwd(), generated)}: ${join(generated, "tools.gen.ts")} is a folder, where an output file goes\n`);
      // Found before any file was put in place: none was, and no temporary file is left.
      expect(readdirSync(generated, { recursive: true })).toEqual(["tools.gen.ts", "tools.validators"]);
    });

    it("an unknown flag", async () => {
      const run = await runCli(["--frobnicate"]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("unknown option '--frobnicate'");
    });

    it("an unknown flag or an extra argument, printed as GT4006 as the other usage errors are", async () => {
      const cases: [string[], string][] = [
        [["--frobnicate"], "error GT4006: unknown option '--frobnicate'\n"],
        [["--chek"], "error GT4006: unknown option '--chek' (did you mean --check?)\n"],
        [["src/weather.ts"], `error GT4006: unexpected argument 'src/weather.ts': gen-tools takes options only (it reads the project of the nearest tsconfig.json, or of --project's; to read only some of its files, set "include" in gen-tools.config.json)\n`],
        [["check"], "error GT4006: unexpected argument 'check': gen-tools takes options only (did you mean --check?)\n"],
        [["tsconfig.app.json"], "error GT4006: unexpected argument 'tsconfig.app.json': gen-tools takes options only (to read that tsconfig, pass --project tsconfig.app.json)\n"],
        // The empty --out first: without its check, an empty --project reads the nearest tsconfig, this repository's.
        [["--out="], "error GT4006: --out needs the path of a folder, not an empty string\n"],
        [["-o", "", "--project", ""], "error GT4006: --project needs the path of a tsconfig, not an empty string\n"],
      ];
      for (const [args, stderr] of cases) {
        const run = await runCli(args);
        expect(run.code).toBe(2);
        expect(run.stderr).toBe(stderr);
        expect(run.stdout).toBe("");
      }
    });

    it("a short flag's value written after '=' (-p=tsconfig.json), which commander takes whole", () => {
      // In a process of its own, run from the project: without the check, the run would write to its `=generated`.
      const p = project(weather);
      const cases: [string[], string][] = [
        [["-o=generated"], "error GT4006: --out '=generated' starts with '=': write -o generated or --out=generated\n"],
        [["-p=tsconfig.json"], "error GT4006: --project '=tsconfig.json' starts with '=': write -p tsconfig.json or --project=tsconfig.json\n"],
      ];
      for (const [args, stderr] of cases) {
        const run = runCliProcess(args, { cwd: p.dir });
        expect([run.code, run.stderr, run.stdout]).toEqual([2, stderr, ""]);
      }
      expect(readdirSync(p.dir).sort()).toEqual(["src", "tsconfig.json"]);
    });

    it("--check with --watch", async () => {
      const p = project(weather);
      const run = await runCli(["--project", p.tsconfig, "--check", "--watch"]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("GT4006");
    });

    it("under --json, a command-line error is a document too", async () => {
      const cases: [string[], string][] = [
        [["--check", "--watch"], "--check and --watch cannot be combined"],
        [["--cache", "--watch"], "--cache and --watch cannot be combined"],
        [["--bogus"], "unknown option '--bogus'"],
        [["--chek"], "unknown option '--chek' (did you mean --check?)"],
        [["watch"], "unexpected argument 'watch': gen-tools takes options only (did you mean --watch?)"],
      ];
      for (const [args, message] of cases) {
        const run = await runCli(["--json", ...args]);
        expect(run.code).toBe(2);
        expect(run.stderr).toContain(message);
        expect(JSON.parse(run.stdout)).toEqual({
          ok: false,
          tools: [],
          diagnostics: [{ code: "GT4006", severity: "error", message }],
          written: [],
          removed: [],
          changes: { added: [], removed: [], changed: [] },
          ...(args.includes("--check") ? { stale: [] } : {}),
        });
      }
    });

    it("an invalid config value, named by its JSON Pointer", async () => {
      const p = project({ ...weather, "gen-tools.config.json": JSON.stringify({ nameStyle: "kebab" }) });
      const run = await runCli(["--project", p.tsconfig]);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe('gen-tools.config.json:1:2 - error GT4005: /nameStyle must be one of "method", "class.method"\n');
      expect(run.stdout).toBe("");
    });

    it("under --json, also as the run's document", async () => {
      const p = project({ ...weather, "gen-tools.config.json": JSON.stringify({ nameStyle: "kebab" }) });
      const run = await runCli(["--project", p.tsconfig, "--json"]);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe('gen-tools.config.json:1:2 - error GT4005: /nameStyle must be one of "method", "class.method"\n');
      expect(JSON.parse(run.stdout)).toEqual({
        ok: false,
        tools: [],
        diagnostics: [{ code: "GT4005", severity: "error", message: '/nameStyle must be one of "method", "class.method"', file: "gen-tools.config.json", line: 1, column: 2 }],
        written: [],
        removed: [],
        changes: { added: [], removed: [], changed: [] },
      });
    });

    it("an unknown config key in package.json", async () => {
      const p = project({ ...weather, "package.json": JSON.stringify({ name: "x", "gen-tools": { outDir: "x" } }) });
      const run = await runCli(["--project", p.tsconfig]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("error GT4005: /gen-tools/outDir is not a gen-tools option");
    });

    it("a config file that is not JSON, and configuration in two places", async () => {
      const broken = project({ ...weather, "gen-tools.config.json": "{ nameStyle: " });
      expect((await runCli(["--project", broken.tsconfig])).stderr).toMatch(/error GT4003: gen-tools\.config\.json is not valid JSON/);
      const twice = project({ ...weather, "gen-tools.config.json": "{}", "package.json": JSON.stringify({ "gen-tools": {} }) });
      const run = await runCli(["--project", twice.tsconfig]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("error GT4004");
    });
  });
});
