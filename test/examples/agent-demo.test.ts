// The example as a user meets it: a copy of examples/agent-demo in a temporary folder, depending on
// gen-tools, freshly built by the global setup (test/global-setup/build-package.ts), through
// node_modules/gen-tools (a link to the package, as `npm install` makes of its `file:` dependency),
// run with its own scripts' commands: gen-tools --check, tsc, node dist/src/main.js.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkGenTools } from "../../examples/link-gen-tools.js";
import { builtPackage } from "../global-setup/built-package.js";

const repoRoot = resolve(import.meta.dirname, "../..");
const tsc = join(repoRoot, "node_modules", "typescript", "bin", "tsc");

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; a non-zero exit is a result, not an exception. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((done, fail) => {
    execFile(command, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error !== null && typeof error.code !== "number") fail(error);
      else done({ code: typeof error?.code === "number" ? error.code : 0, stdout, stderr });
    });
  });
}

function expectSuccess(result: Run, what: string): void {
  if (result.code !== 0) throw new Error(`${what} exited ${result.code}:\n${result.stdout}${result.stderr}`);
}

/**
 * `npm install` for the example's other dependencies, offline: each is linked from the repository's
 * node_modules, which must hold the very version the example pins.
 */
async function installFromRoot(project: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(project, "package.json"), "utf8")) as Record<string, Record<string, string>>;
  const pinned = { ...manifest["dependencies"], ...manifest["devDependencies"] };
  for (const [name, version] of Object.entries(pinned)) {
    if (name === "gen-tools") continue;
    const installed = join(repoRoot, "node_modules", name);
    const found = (JSON.parse(await readFile(join(installed, "package.json"), "utf8")) as { version: string }).version;
    if (found !== version) throw new Error(`the example pins ${name}@${version}, but the repository has ${found}`);
    await mkdir(dirname(join(project, "node_modules", name)), { recursive: true });
    await symlink(installed, join(project, "node_modules", name));
  }
}

/** No API keys: the demo must pick the offline scripted model. */
function offlineEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ["ANTHROPIC_API_KEY", "OPENAI_API_KEY", "GEN_TOOLS_MODEL"]) delete env[key];
  return env;
}

let work: string;
let demo: string;
let genTools: (...args: string[]) => Promise<Run>;

beforeAll(async () => {
  const pkg = await builtPackage();
  work = await mkdtemp(join(tmpdir(), "gen-tools-agent-demo-"));
  demo = join(work, "agent-demo");
  const source = join(repoRoot, "examples", "agent-demo");
  await cp(source, demo, {
    recursive: true,
    filter: (path) => !["node_modules", "dist"].some((skip) => path.startsWith(join(source, skip))),
  });
  await linkGenTools(demo, pkg);
  await installFromRoot(demo);
  const bin = join(demo, "node_modules", ".bin", "gen-tools");
  genTools = (...args) => run(bin, args, demo);
});

afterAll(async () => {
  if (work !== undefined) await rm(work, { recursive: true, force: true });
});

describe("gen-tools on the example", () => {
  it("--check passes against the committed generated files", async () => {
    const check = await genTools("--check");
    expectSuccess(check, "gen-tools --check (regenerate with `npm run example` and commit examples/agent-demo/generated)");
    expect(check.stdout).toBe("7 tools, outputs up to date.\n");
  });

  it("--check fails, naming the tool, when a tool changed since the files were generated", async () => {
    const file = join(demo, "src", "assistant-tools.ts");
    const original = await readFile(file, "utf8");
    await writeFile(file, original.replace("@param tag Only the notes with this tag.", "@param tag Only notes tagged so."));
    try {
      const check = await genTools("--check");
      expect(check.code).toBe(1);
      expect(check.stdout + check.stderr).toContain("notes.list");
    } finally {
      await writeFile(file, original);
    }
  });

  it("--check fails when the hand-written registerTool schema disagrees with its handler", async () => {
    const file = join(demo, "src", "split-bill.ts");
    const original = await readFile(file, "utf8");
    await writeFile(file, original.replace("  people: number;\n", "  guests: number;\n"));
    try {
      const check = await genTools("--check");
      expect(check.code).toBe(1);
      const output = check.stdout + check.stderr;
      expect(output).toMatch(/^src\/split-bill\.ts:\d+:\d+ - error GT\d+: tool 'split_bill': .*'guests'/m);
      expect(output).toMatch(/^src\/split-bill\.ts:\d+:\d+ - error GT\d+: tool 'split_bill': .*'people'/m);
    } finally {
      await writeFile(file, original);
    }
  });
});

describe("the example's offline run", () => {
  let stdout: string;
  let stderr: string;

  beforeAll(async () => {
    // `npm run build` without its prebuild (generating is checked above): the generated module must compile under strict.
    expectSuccess(await run(process.execPath, [tsc, "-p", "tsconfig.json"], demo), "tsc -p tsconfig.json in the example");
    const start = await run(process.execPath, ["dist/src/main.js"], demo, offlineEnv());
    expectSuccess(start, "node dist/src/main.js");
    ({ stdout, stderr } = start);
  }, 120_000);

  const lines = (): string[] => stdout.split("\n");
  const lineIndex = (prefix: string): number => {
    const index = lines().findIndex((line) => line.startsWith(prefix));
    if (index < 0) throw new Error(`no line starting with ${JSON.stringify(prefix)} in:\n${stdout}`);
    return index;
  };

  it("uses the scripted model and offers the assistant every tool but the admin-only notes.clear", () => {
    expect(lines()[0]).toBe(
      "model: scripted · tools: compile_report, convert_units, notes.add, notes.list, notes.search, split_bill, task_result",
    );
    expect(stderr).toBe("");
  });

  it("prints each tool call and its result", () => {
    lineIndex('→ notes.add {"title":"Packing list"');
    lineIndex('← notes.add [ok] {"id":4,');
    // The model sent the day as text; the method got a Date, and spelled out its weekday.
    expect(lines()[lineIndex("→ notes.add")]).toContain('"remindOn":"2026-12-10"');
    expect(lines()[lineIndex("← notes.add")]).toContain('"remindOn":"Thursday 10 December 2026"');
    lineIndex('← convert_units [ok] {"value":3.107,"unit":"mi","text":"5 km = 3.107 mi"}');
    lineIndex('← notes.search [ok] [{"id":1,"title":"Rome hotel"');
    lineIndex('← split_bill [ok] {"tip":8.6,"totalWithTip":94.6,"perPerson":31.54}');
  });

  it("sends the validation errors back as JSON Pointers, and the model's corrected call succeeds", () => {
    const invalid = lines()[lineIndex("✗ convert_units [invalid_arguments]")]!;
    expect(invalid).toContain('"path":"/value","keyword":"type"');
    expect(lineIndex('→ convert_units {"value":28,"from":"in","to":"cm"}')).toBeGreaterThan(lineIndex("✗ convert_units [invalid_arguments]"));
    lineIndex('← convert_units [ok] {"value":71.12,"unit":"cm","text":"28 in = 71.12 cm"}');
  });

  it("moves the slow report to the background and delivers its result through task_result", () => {
    const running = lineIndex('← compile_report [running] {"status":"running","task_id":"task_1"');
    const finished = lineIndex('✓ task task_1 (compile_report) finished: {"topic":"travel","noteCount":3,');
    const asked = lineIndex('→ task_result {"task_id":"task_1"}');
    const answered = lineIndex('← task_result [ok] {"task_id":"task_1","tool":"compile_report","status":"done","result":{"topic":"travel"');
    expect(running).toBeLessThan(finished);
    expect(finished).toBeLessThan(asked);
    expect(asked).toBeLessThan(answered);
  });

  it("ends with the model's final answer, built from the tools' results", () => {
    const answer = lineIndex("Conversions: 5 km = 3.107 mi; 28 in = 71.12 cm.");
    expect(lines().slice(answer, answer + 8)).toEqual([
      "Conversions: 5 km = 3.107 mi; 28 in = 71.12 cm.",
      "Your packing list is note #4, with a reminder on Thursday 10 December 2026.",
      "About Rome your notes say: Rome hotel, Hotel Miramonti near Termini, check-in from 15:00.",
      "The dinner is 31.54 euro each, tip included.",
      "The travel report covers 3 notes:",
      "  #1 Rome hotel: Hotel Miramonti near Termini, check-in from 15:00",
      "  #3 Flight: FCO arrival 10:40, terminal 3",
      "  #4 Packing list: Passport, adapter, walking shoes",
    ]);
    expect(stdout).toContain(
      "[end after 4 steps; tool calls run: compile_report ×1, convert_units ×2, notes.add ×1, notes.search ×1, split_bill ×1, task_result ×1]",
    );
  });
});

describe("the example's MCP server", () => {
  let client: Client;

  beforeAll(async () => {
    // Built by the offline run's tsc above, unless this block runs alone.
    if (!existsSync(join(demo, "dist", "src", "mcp-server.js"))) {
      expectSuccess(await run(process.execPath, [tsc, "-p", "tsconfig.json"], demo), "tsc -p tsconfig.json in the example");
    }
    const transport = new StdioClientTransport({ command: process.execPath, args: ["dist/src/mcp-server.js"], cwd: demo, stderr: "pipe" });
    client = new Client({ name: "agent-demo-test", version: "1.0.0" });
    await client.connect(transport);
  }, 120_000);

  afterAll(async () => {
    await client?.close();
  });

  const textOf = (result: Awaited<ReturnType<Client["callTool"]>>): unknown => {
    const [first] = result.content as { type: string; text: string }[];
    return JSON.parse(first!.text);
  };

  it("lists the tools the MCP client's agent may call, sorted, with the generated schemas", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["compile_report", "convert_units", "notes-add", "notes-list", "notes-search", "split_bill"]);
    const manifest = JSON.parse(await readFile(join(demo, "generated", "tools.manifest.json"), "utf8")) as {
      tools: { name: string; inputSchema: unknown }[];
    };
    const convert = tools.find((t) => t.name === "convert_units");
    expect(convert?.inputSchema).toEqual(manifest.tools.find((t) => t.name === "convert_units")?.inputSchema);
    // The server marks what changes nothing as read-only (idempotentHint then says nothing, and goes), and the rest as not destructive.
    expect(convert?.annotations).toEqual({ readOnlyHint: true });
    expect(tools.find((t) => t.name === "notes-add")?.annotations).toMatchObject({ destructiveHint: false });
  });

  it("answers an invalid call with an error result naming the JSON Pointer", async () => {
    const result = await client.callTool({ name: "split_bill", arguments: { total: 86, people: 0 } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatchObject({ error: "invalid_arguments", errors: [{ path: "/people", keyword: "minimum" }] });
  });

  it("waits for the slow report instead of answering with a task id", async () => {
    const result = await client.callTool({ name: "compile_report", arguments: { topic: "rome" } });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toEqual({
      topic: "rome",
      noteCount: 1,
      lines: ["#1 Rome hotel: Hotel Miramonti near Termini, check-in from 15:00"],
    });
  });
});
