import { spawnSync } from "node:child_process";
import { stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { nodeHasCompileCache } from "../../generator/cli/compile-cache.js";
import { renderManifest } from "../../generator/emit/manifest-json.js";
import { writeValidatorFiles } from "../validator-files.js";
import { ensureBuilt, REPO_ROOT } from "../build.js";
import type { BenchOptions } from "../options.js";
import { runNodeOk, type NodeRun } from "../process/node-process.js";
import type { SectionReport } from "../section-report.js";
import { median } from "../stats.js";
import { formatMs, formatTable } from "../table.js";
import { withTempDir } from "../temp-dir.js";
import { AJV_STANDALONE_FILE, writeAjvStandalone } from "./ajv-standalone.js";
import { makeCatalogue } from "./catalogue.js";

const CHILD = fileURLToPath(new URL("./load-child.mjs", import.meta.url));
const TOOLS = 1000;

type Mode = "aot" | "aot-parsed" | "aot-module" | "aot-cached" | "interpreter" | "ajv" | "ajv-standalone" | "parse-distinct" | "parse-shared";

/** The catalogue's manifest with its property names shared (`makeCatalogue`'s `names: "shared"`). */
const SHARED_NAMES_MANIFEST = "shared-names.manifest.json";
/** The parse modes' files: the catalogue's manifest, and the same catalogue with its property names shared. */
const PARSED: Partial<Record<Mode, string>> = { "parse-distinct": "tools.manifest.json", "parse-shared": SHARED_NAMES_MANIFEST };
/** What a child prints: the phases it timed, in milliseconds. */
type Timings = Record<string, number>;

/**
 * Cold start-up with a 1,000-tool manifest, each run in a fresh process: importing the AOT
 * validators and `loadManifest` (also with Node's compile cache, where Node has one), the same
 * without them (the interpreter compiles each schema), Ajv compiling the same schemas, and importing
 * Ajv's standalone code for them.
 */
export async function startupSection(options: BenchOptions): Promise<SectionReport> {
  const notes: string[] = [];
  const buildNote = await ensureBuilt();
  if (buildNote !== undefined) notes.push(buildNote);
  return withTempDir("startup", async (dir) => {
    const manifest = makeCatalogue(TOOLS);
    // Node 22.1 added an on-disk cache of compiled code, which an application turns on for itself.
    const nodeCaches = nodeHasCompileCache();
    const modes: Mode[] = ["aot", "aot-parsed", "aot-module", ...(nodeCaches ? (["aot-cached"] as const) : []), "ajv-standalone", "parse-distinct", "parse-shared", "interpreter", "ajv"];
    const { bytes, validatorsHash } = await writeValidatorFiles(
      manifest.tools.map((t) => ({ name: t.name, schema: t.inputSchema })),
      dir,
    );
    // As gen-tools writes it beside the validators.
    await writeFile(join(dir, "tools.manifest.json"), renderManifest(manifest.tools, validatorsHash));
    await writeFile(join(dir, SHARED_NAMES_MANIFEST), renderManifest(makeCatalogue(TOOLS, "shared").tools, validatorsHash));
    const ajvFile = await writeAjvStandalone(manifest.tools, dir);
    const kib = (n: number): string => `${Math.round(n / 1024)} KiB`;
    notes.push(
      `gen-tools' tools.validators.js: ${kib(bytes.index)}, and its tools.validators/: ${kib(bytes.modules)} for ${TOOLS} tools; Ajv's ${AJV_STANDALONE_FILE}: ${kib((await stat(ajvFile)).size)}`,
    );

    // The compiling modes take seconds a run and vary little; the AOT mode is the one with a target.
    const runs: Record<Mode, number> = options.quick
      ? { aot: 3, "aot-parsed": 3, "aot-module": 3, "aot-cached": 3, "ajv-standalone": 3, "parse-distinct": 3, "parse-shared": 3, interpreter: 1, ajv: 1 }
      : { aot: 10, "aot-parsed": 10, "aot-module": 10, "aot-cached": 10, "ajv-standalone": 10, "parse-distinct": 10, "parse-shared": 10, interpreter: 3, ajv: 3 };
    const cache = { NODE_COMPILE_CACHE: join(dir, "compile-cache") };
    const load = (mode: Mode): Promise<NodeRun> => {
      if (mode === "aot-cached") return runNodeOk(CHILD, ["aot-module", dir, String(TOOLS)], { cwd: REPO_ROOT, env: cache });
      const parsed = PARSED[mode];
      if (parsed !== undefined) return runNodeOk(CHILD, ["parse", dir, String(TOOLS), parsed], { cwd: REPO_ROOT });
      return runNodeOk(CHILD, [mode, dir, String(TOOLS)], { cwd: REPO_ROOT });
    };
    const samples = new Map<Mode, Timings[]>(modes.map((m) => [m, []]));
    const failures = new Map<Mode, string>();
    const failed = (mode: Mode, error: unknown): void => {
      failures.set(mode, error instanceof Error ? error.message : String(error));
    };
    // The first run fills the cache; the timed ones find it, as every start-up after an application's first does.
    if (nodeCaches) await load("aot-cached").catch((error: unknown) => failed("aot-cached", error));
    else notes.push(`Node's compile cache (Node 22.1 and later) is not measured: this is Node ${process.version}.`);
    // Interleaved, so that a slow moment of the machine falls on every mode alike.
    const bareStarts: number[] = [];
    for (let i = 0; i < runs.aot; i++) {
      bareStarts.push(bareNodeStartMs());
      for (const mode of modes) {
        if (failures.has(mode) || i >= runs[mode]) continue;
        try {
          const run = await load(mode);
          samples.get(mode)?.push(JSON.parse(run.stdout) as Timings);
        } catch (error) {
          failed(mode, error);
        }
      }
    }

    const cell = (mode: Mode, phase: string): string => {
      const values = (samples.get(mode) ?? []).map((t) => t[phase]).filter((v): v is number => v !== undefined);
      return values.length === 0 ? "" : formatMs(median(values));
    };
    const labels: Record<Mode, string> = {
      aot: "gen-tools validators index + loadManifest",
      "aot-parsed": "the same, manifest JSON.parse'd by the caller",
      "aot-module": "the same, manifest imported as tools.gen.ts does",
      "aot-cached": "the same, with Node's compile cache, warm",
      "ajv-standalone": "Ajv standalone code (allErrors), manifest JSON.parse'd",
      "parse-distinct": "JSON.parse alone, the catalogue's manifest",
      "parse-shared": "the same, property names shared (city, not city_17)",
      interpreter: "gen-tools loadManifest (interpreter compiles)",
      ajv: "Ajv 2020 compile, same schemas",
    };
    const rows = modes.map((mode) => {
      if (failures.has(mode)) return [labels[mode], "FAILED (below)"];
      return [
        labels[mode],
        cell(mode, "runtimeMs"),
        cell(mode, "importMs"),
        cell(mode, PARSED[mode] === undefined ? "readMs" : "parseMs"),
        cell(mode, mode === "ajv" ? "compileMs" : "loadMs"),
        cell(mode, mode === "ajv" ? "compileMs" : "totalMs"),
        cell(mode, "firstCallMs"),
        cell(mode, "schemasMs"),
        cell(mode, "loadAllMs"),
      ];
    });
    const aotTotals = (samples.get("aot") ?? []).flatMap((t) => (t.totalMs === undefined ? [] : [t.totalMs]));
    return {
      lines: [
        `A manifest of ${TOOLS} distinct tools (bench/startup/catalogue.ts), loaded in a fresh Node process`,
        `per run (bench/startup/load-child.mjs, on dist/; read with readManifest unless said); medians of`,
        `${runs.aot} runs (AOT, Ajv standalone), ${runs.interpreter} (interpreter) and ${runs.ajv} (Ajv compile), interleaved.`,
        "",
        formatTable(["", "import gen-tools (apart)", "import validators", "read + parse manifest", "register / compile", "total", "then a first call", "then every schema read", "then every validator imported"], rows),
        "",
        "gen-tools' index imports each schema's validator on its tool's first call (the interpreter checks",
        "the calls made before it is in; the dispatcher waits for it), and readManifest parses each tool's",
        "schema when it is first read. After start-up, timed apart: the first call of a union tool (the",
        "catalogue's largest schema) as the dispatcher makes it, then reading every tool's schema (as a",
        "first request offering them all to a model does), then importing every tool's validator. Before",
        "the clock starts, also timed apart: importing gen-tools itself (the runtime's bundle, dist/runtime/),",
        "which an application does with the rest of its code. JSON.parse",
        "alone, of the text read before its clock starts: the catalogue gives each tool's properties names",
        "of their own, so that no two tools share a validator, and JSON.parse makes a new object shape for",
        "each; the second row parses the same catalogue with the names shared, as from one vocabulary.",
        "",
        ...notes,
        `A bare \`node -e 0\` took ${formatMs(median(bareStarts))} here (median of ${bareStarts.length}, between the runs): start-up is an absolute time, and follows the machine's speed.`,
        ...[...failures].map(([mode, message]) => `${labels[mode]} failed: ${message}`),
      ],
      targets: [
        {
          label: `start-up, ${TOOLS.toLocaleString("en-US")} tools with AOT validators`,
          direction: "atMost",
          bound: 50,
          unit: " ms",
          measured: aotTotals.length === 0 ? undefined : median(aotTotals),
          ...(aotTotals.length === 0 ? { reason: failures.get("aot")?.split("\n")[0] ?? "not measured" } : {}),
        },
      ],
    };
  });
}

/** The wall time of a Node process that does nothing, from spawn to exit: the machine's speed at starting Node. */
function bareNodeStartMs(): number {
  const start = performance.now();
  spawnSync(process.execPath, ["-e", "0"], { stdio: "ignore" });
  return performance.now() - start;
}
