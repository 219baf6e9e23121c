import { mkdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { packagesProbe, probeHolds, probeOf } from "../../generator/up-to-date/probes.js";
import { recordFile } from "../../generator/up-to-date/run-record.js";
import { prettierInputs } from "../../generator/up-to-date/prettier-inputs.js";
import { inputPaths, type RunSources } from "../../generator/up-to-date/run-inputs.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";
import { runCli } from "./helpers/run-cli.js";
import { age } from "./helpers/aged-project.js";

const projects: TempProject[] = [];
afterEach(() => {
  for (const p of projects.splice(0)) {
    // The record of each command line the test ran: kept under the repository's node_modules, as runCli runs here.
    for (const key of [{ project: p.tsconfig }, { project: p.tsconfig, validators: false }]) {
      const file = recordFile({ cwd: process.cwd(), ...key });
      if (file !== undefined) rmSync(file, { force: true });
    }
    p.remove();
  }
});

function project(files: Record<string, string>): TempProject {
  const p = tempProject(files);
  projects.push(p);
  return p;
}

const weather = { "src/weather.ts": agentSource("WeatherAgent", ["getForecast", "getAlerts"]) };
const REPLAYED = /^2 tools, outputs up to date: no input changed since the last run \(\d+ ms, nothing compiled\)\.\n$/;

/** A project whose last `--cache` run left a record: the next one with nothing changed is replayed. */
async function recorded(files: Record<string, string> = weather): Promise<TempProject> {
  const p = project(files);
  expect((await runCli(["--project", p.tsconfig])).code).toBe(0);
  age(p.dir);
  const full = await runCli(["--project", p.tsconfig, "--cache"]);
  expect(full.stdout).toMatch(/outputs unchanged in \d+ ms/);
  return p;
}

describe("gen-tools --cache", () => {
  it("replays the last run's report when nothing changed, and writes nothing", async () => {
    const p = await recorded();
    const manifest = join(p.dir, "generated/tools.manifest.json");
    const mtime = statSync(manifest).mtimeMs;
    const replayed = await runCli(["--project", p.tsconfig, "--cache"]);
    expect(replayed).toMatchObject({ code: 0, stderr: "" });
    expect(replayed.stdout).toMatch(REPLAYED);
    expect(statSync(manifest).mtimeMs).toBe(mtime);
    // The record is the cache's: without --cache, a run is made.
    expect((await runCli(["--project", p.tsconfig])).stdout).toMatch(/^2 tools, outputs unchanged in \d+ ms\.\n$/);
  });

  it("makes a run after a source's content changes, but not after a touch that leaves it as it was", async () => {
    const p = await recorded();
    const source = join(p.dir, "src/weather.ts");
    const later = new Date();
    utimesSync(source, later, later);
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(REPLAYED);

    const record = recordFile({ cwd: process.cwd(), project: p.tsconfig })!;
    const before = readFileSync(record, "utf8");
    p.write("src/weather.ts", agentSource("WeatherAgent", ["getForecast", "getAlerts", "getTides"]));
    const edited = await runCli(["--project", p.tsconfig, "--cache"]);
    expect(edited.stdout).toMatch(/^3 tools \(\+get_tides\), wrote /);
    // Edited a moment before the run, which may have read it before that edit: it left no record.
    expect(readFileSync(record, "utf8")).toBe(before);
    age(p.dir);
    // The old record's source is not this one: a run, which records.
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^3 tools, outputs unchanged/);
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^3 tools, outputs up to date: no input changed/);
  });

  it("makes a run when a file joins a source folder, a config file appears, or an output is changed by hand", async () => {
    const p = await recorded();
    p.write("src/tides.ts", agentSource("TidesAgent", ["getTides"]));
    age(p.dir);
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^3 tools \(\+get_tides\), wrote /);

    p.write("gen-tools.config.json", JSON.stringify({ nameStyle: "class.method" }));
    age(p.dir);
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^3 tools \(.*\+tides_agent\.get_tides.*\), wrote /);

    const manifest = join(p.dir, "generated/tools.manifest.json");
    const written = readFileSync(manifest, "utf8");
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^3 tools, outputs up to date: no input changed/);
    writeFileSync(manifest, written.replace("Does getTides.", "Does getTidez."));
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^3 tools \(~tides_agent\.get_tides\), wrote .*tools\.manifest\.json/);
    expect(readFileSync(manifest, "utf8")).toBe(written);
  });

  it("makes a run when a file appears where module resolution looked and found nothing, or a package's link is pointed elsewhere", async () => {
    const vendors = tempProject({ "b/w.ts": "export interface W {\n  a: string;\n}\n" });
    projects.push(vendors);
    mkdirSync(join(vendors.dir, "a"));
    const tool = (type: string, from: string): string =>
      `import { tool } from "gen-tools";\nimport type { ${type} } from "${from}";\n\nexport class Agent {\n  /**\n   * Uses it.\n   * @param w The value.\n   */\n  @tool()\n  use(w: ${type}): string {\n    return "";\n  }\n}\n`;
    const p = project({ "src/agent.ts": tool("W", "@lib/w.js"), "src/pkg-agent.ts": tool("P", "pkg").replace("class Agent", "class PkgAgent").replace("use(", "usePkg(") });
    // @lib/w resolves to vendors/a/w.ts when there is one, else vendors/b/w.ts: both outside the project.
    const tsconfig = JSON.parse(readFileSync(p.tsconfig, "utf8")) as { compilerOptions: { paths: Record<string, string[]> } };
    tsconfig.compilerOptions.paths["@lib/*"] = [join(vendors.dir, "a/*"), join(vendors.dir, "b/*")];
    p.write("tsconfig.json", JSON.stringify(tsconfig));
    for (const version of ["1", "2"]) p.write(`pkg-v${version}/package.json`, JSON.stringify({ name: "pkg", types: "index.d.ts" }));
    p.write("pkg-v1/index.d.ts", "export interface P {\n  one: string;\n}\n");
    p.write("pkg-v2/index.d.ts", "export interface P {\n  two: number;\n}\n");
    mkdirSync(join(p.dir, "node_modules"));
    symlinkSync(join(p.dir, "pkg-v1"), join(p.dir, "node_modules/pkg"));
    expect((await runCli(["--project", p.tsconfig])).code).toBe(0);
    const schema = (tool: string): string => JSON.stringify((JSON.parse(readFileSync(join(p.dir, "generated/tools.manifest.json"), "utf8")) as { tools: { name: string; inputSchema: unknown }[] }).tools.find((t) => t.name === tool)?.inputSchema);
    expect(schema("use")).toContain('"a"');
    age(p.dir);
    age(vendors.dir);
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^2 tools, outputs unchanged/);
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^2 tools, outputs up to date: no input changed/);

    vendors.write("a/w.ts", "export interface W {\n  b: number;\n}\n");
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^2 tools \(~use\), wrote /);
    expect(schema("use")).toContain('"b"');

    age(p.dir);
    age(vendors.dir);
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^2 tools, outputs unchanged/);
    rmSync(join(p.dir, "node_modules/pkg"));
    symlinkSync(join(p.dir, "pkg-v2"), join(p.dir, "node_modules/pkg"));
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^2 tools \(~use_pkg\), wrote /);
    expect(schema("use_pkg")).toContain('"two"');
  });

  it("makes a run when a link on a source's path is pointed at another file of the same size and time", async () => {
    const p = project({
      "src/agent.ts": 'import { tool } from "gen-tools";\nimport type { W } from "./w.js";\n\nexport class Agent {\n  /**\n   * Uses it.\n   * @param w The value.\n   */\n  @tool()\n  use(w: W): string {\n    return "";\n  }\n}\n',
      "ext/a.ts": "export interface W {\n  a: string;\n}\n",
      "ext/b.ts": "export interface W {\n  b: number;\n}\n",
    });
    symlinkSync(join(p.dir, "ext/a.ts"), join(p.dir, "src/w.ts"));
    expect((await runCli(["--project", p.tsconfig])).code).toBe(0);
    age(p.dir);
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^1 tool, outputs unchanged/);
    rmSync(join(p.dir, "src/w.ts"));
    symlinkSync(join(p.dir, "ext/b.ts"), join(p.dir, "src/w.ts"));
    // The folder's listing is as it was, and so are the size and time its file shows (both aged alike).
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^1 tool \(~use\), wrote /);
  });

  it("makes a run when the package a shared prettier configuration comes from is upgraded", async () => {
    const shared = (semi: boolean, version: string): Record<string, string> => ({
      "node_modules/@acme/prettier-config/package.json": JSON.stringify({ name: "@acme/prettier-config", version, main: "index.json" }),
      "node_modules/@acme/prettier-config/index.json": JSON.stringify({ semi }),
    });
    const p = await recorded({ ...weather, "package.json": JSON.stringify({ type: "module", prettier: "@acme/prettier-config" }), ...shared(false, "1.0.0") });
    const genModule = join(p.dir, "generated/tools.gen.ts");
    expect(readFileSync(genModule, "utf8")).not.toMatch(/;\n/);
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(REPLAYED);

    // A full run, not a replay. (It finds the old options: prettier keeps a configuration it loaded
    // for the life of the process, which these runs share with the test; a CLI run has its own.)
    for (const [file, text] of Object.entries(shared(true, "1.1.0"))) p.write(file, text);
    age(p.dir);
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^2 tools, outputs unchanged in \d+ ms\.\n$/);
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(REPLAYED);
  });

  it("keeps a record per command line: other flags make their own run", async () => {
    const p = await recorded();
    expect((await runCli(["--project", p.tsconfig, "--cache", "--no-validators"])).stdout).toMatch(/^2 tools, wrote .*, removed /);
    expect((await runCli(["--project", p.tsconfig, "--cache"])).stdout).toMatch(/^2 tools, wrote /);
  });

  it("replays warnings, --check and --json as the run reported them", async () => {
    const undocumented = 'import { tool } from "gen-tools";\n\nexport class Bare {\n  @tool()\n  ping(text: string): string {\n    return text;\n  }\n}\n';
    const p = await recorded({ ...weather, "src/bare.ts": undocumented });
    const full = await runCli(["--project", p.tsconfig, "--json"]);
    const replayedJson = await runCli(["--project", p.tsconfig, "--cache", "--json"]);
    expect(JSON.parse(replayedJson.stdout)).toEqual(JSON.parse(full.stdout));
    expect(JSON.parse(full.stdout).diagnostics).not.toEqual([]);

    const replayed = await runCli(["--project", p.tsconfig, "--cache", "--check"]);
    expect(replayed.code).toBe(0);
    const diagnostics = (await runCli(["--project", p.tsconfig])).stdout.split("\n\n")[0];
    expect(diagnostics).toMatch(/^src\/bare\.ts:\d+:\d+ - warning GT\d+: /);
    expect(replayed.stdout).toMatch(/^3 tools, outputs up to date: no input changed since the last run \(\d+ ms, nothing compiled\)\. Found 2 warnings\.\n$/m);
    expect(replayed.stdout.startsWith(`${diagnostics}\n\n3 tools`)).toBe(true);
  });

  it("refuses --cache with --watch, which keeps its program between runs anyway", async () => {
    const refused = await runCli(["--cache", "--watch"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/GT4006: --cache and --watch cannot be combined/);
  });
});

describe("probes", () => {
  it("hold while content stays, whatever the file's time; fail on new content, a folder's new file, or a path that appears", () => {
    const p = project({ "src/a.ts": "export const a = 1;\n" });
    age(p.dir);
    const file = join(p.dir, "src/a.ts");
    const [fileProbe, folderProbe, absentProbe] = [probeOf(file), probeOf(join(p.dir, "src")), probeOf(join(p.dir, "src/b.ts"))];
    expect([fileProbe?.kind, folderProbe?.kind, absentProbe?.kind]).toEqual(["file", "folder", "absent"]);
    const holds = (): boolean[] => [fileProbe, folderProbe, absentProbe].map((probe) => probeHolds(probe!));
    expect(holds()).toEqual([true, true, true]);
    const now = new Date();
    utimesSync(file, now, now);
    expect(holds()).toEqual([true, true, true]);
    // Same size, other content.
    p.write("src/a.ts", "export const a = 2;\n");
    expect(holds()).toEqual([false, true, true]);
    p.write("src/b.ts", "");
    expect(holds()).toEqual([false, false, false]);
  });

  it("of a node_modules folder hold while its packages stay, whatever else comes into it", () => {
    const p = project({ "node_modules/pkg/package.json": "{}" });
    const probe = packagesProbe(join(p.dir, "node_modules"))!;
    p.write("node_modules/.cache/gen-tools/record.json", "{}");
    expect(probeHolds(probe)).toBe(true);
    p.write("node_modules/other/package.json", "{}");
    expect(probeHolds(probe)).toBe(false);
  });

  it("refuse to vouch for a path changed since a time, and take a path through a file for an absent one", () => {
    const p = project({ "src/a.ts": "" });
    expect(probeOf(join(p.dir, "src/a.ts"), Date.now() - 60_000)).toBeUndefined();
    expect(probeOf(join(p.dir, "src/a.ts/tsconfig.json"))).toEqual({ kind: "absent", path: join(p.dir, "src/a.ts/tsconfig.json") });
  });
});

describe("prettierInputs", () => {
  it("names a shared configuration's package, and its plugins where prettier loads them: a package from the working folder, a file by its path", async () => {
    const p = project({
      "app/.prettierrc": '"@acme/prettier-config"',
      "app/node_modules/@acme/prettier-config/package.json": JSON.stringify({ name: "@acme/prettier-config", main: "index.json" }),
      "app/node_modules/@acme/prettier-config/index.json": JSON.stringify({ plugins: ["prettier-plugin-acme", "./local-plugin.mjs"] }),
      "node_modules/prettier-plugin-acme/package.json": JSON.stringify({ name: "prettier-plugin-acme" }),
    });
    const inputs = await prettierInputs(join(p.dir, "app/generated/tools.gen.ts"), join(p.dir, "app"));
    expect(inputs).toEqual([
      join(p.dir, "app/node_modules/@acme/prettier-config/package.json"),
      join(p.dir, "node_modules/prettier-plugin-acme/package.json"),
      join(p.dir, "app/local-plugin.mjs"),
    ]);
    expect(await prettierInputs(join(p.dir, "elsewhere/tools.gen.ts"), p.dir)).toEqual([]);
  });

  it("takes a .prettierrc that is a plain YAML string for a shared configuration too", async () => {
    const p = project({
      ".prettierrc": "prettier-config-standard\n",
      "node_modules/prettier-config-standard/package.json": JSON.stringify({ name: "prettier-config-standard", main: "index.json" }),
      "node_modules/prettier-config-standard/index.json": JSON.stringify({ semi: false }),
    });
    expect(await prettierInputs(join(p.dir, "generated/tools.gen.ts"), p.dir)).toEqual([join(p.dir, "node_modules/prettier-config-standard/package.json")]);
  });
});

describe("inputPaths", () => {
  it("names the files read, where resolution found nothing, the folders a new file would join from (a hidden one an include names), a nearer tsconfig.json, and prettier's configuration files, but not the output folder's", () => {
    const p = project({ "src/deep/a.ts": "", "src/.hidden/b.ts": "", "src/.tools/sub/c.ts": "", "node_modules/pkg/package.json": "{}", "node_modules/pkg/index.d.ts": "" });
    const sources: RunSources = {
      cwd: join(p.dir, "src/deep"),
      projectGiven: false,
      tsconfigPath: p.tsconfig,
      tsconfigFiles: [p.tsconfig],
      configFiles: [join(p.dir, "gen-tools.config.json"), join(p.dir, "package.json")],
      tsconfigFileNames: [join(p.dir, "src/deep/a.ts")],
      sourceFolders: [p.dir],
      includeFolders: [join(p.dir, "src/.tools")],
      packageFolders: [join(p.dir, "node_modules")],
      lookups: { missing: [join(p.dir, "src/deep/b.ts")], read: [join(p.dir, "src/deep/a.ts"), join(p.dir, "node_modules/pkg/index.d.ts"), join(p.dir, "node_modules/pkg/package.json")], listed: [join(p.dir, "node_modules/@types")], followed: [] },
      outDir: join(p.dir, "src/deep/generated"),
    };
    p.write("src/deep/generated/tools.manifest.json", "{}");
    const paths = inputPaths(sources);
    expect(paths).toEqual(
      expect.arrayContaining([
        p.tsconfig,
        join(p.dir, "gen-tools.config.json"),
        join(p.dir, "src/deep/a.ts"),
        join(p.dir, "src/deep/b.ts"),
        join(p.dir, "src/.tools/sub"),
        join(p.dir, "src/deep/tsconfig.json"),
        join(p.dir, "src/tsconfig.json"),
        join(p.dir, "src"),
        join(p.dir, "src/deep"),
        join(p.dir, "node_modules/@types"),
        join(p.dir, "node_modules/pkg"),
        join(p.dir, "node_modules/pkg/package.json"),
        join(p.dir, "src/deep/generated/.prettierrc"),
        join(p.dir, ".editorconfig"),
      ]),
    );
    // node_modules is probed for its packages apart (see packagesProbe).
    for (const left of [join(p.dir, "src/.hidden"), join(p.dir, "src/deep/generated"), join(p.dir, "node_modules")]) expect(paths).not.toContain(left);
  });
});
