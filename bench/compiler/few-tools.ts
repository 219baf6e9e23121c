import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { BUILT_CLI, TSC } from "../build.js";
import { runNodeOk, type NodeRun } from "../process/node-process.js";
import { median } from "../stats.js";
import { formatMiB, formatMs, formatRatio, formatTable } from "../table.js";
import { MKCORPUS } from "./corpus.js";

/** The application's size: files of tools among files of the same shape without the marker. */
export interface FewToolsSize {
  toolFiles: number;
  otherFiles: number;
  runs: number;
}

export const FEW_TOOLS: FewToolsSize = { toolFiles: 50, otherFiles: 1000, runs: 3 };
export const FEW_TOOLS_QUICK: FewToolsSize = { toolFiles: 5, otherFiles: 100, runs: 1 };
const METHODS = 10;

type Row = "tsc" | "all" | "include";

const LABELS: Readonly<Record<Row, string>> = {
  tsc: "tsc --noEmit",
  all: "gen-tools, no include (every file parsed)",
  include: 'gen-tools, "include": ["src/tools/**"]',
};

/**
 * gen-tools on an application whose tools are a few of its files, with and without an `include`
 * naming them (see `Project.startFrom`), beside `tsc --noEmit`: no target, what `include` buys.
 * Writes the project into `dir`; interleaved runs of each command, medians.
 */
export async function fewToolsLines(dir: string, { toolFiles, otherFiles, runs }: FewToolsSize): Promise<string[]> {
  await runNodeOk(MKCORPUS, [join(dir, "tools"), String(toolFiles), String(METHODS)]);
  await runNodeOk(MKCORPUS, [join(dir, "app"), String(otherFiles), String(METHODS)]);
  const project = join(dir, "project");
  await mkdir(join(project, "src"), { recursive: true });
  await rename(join(dir, "tools/src"), join(project, "src/tools"));
  await rename(join(dir, "app/src"), join(project, "src/app"));
  await rename(join(dir, "tools/tsconfig.json"), join(project, "tsconfig.json"));
  // The application's files are the same code with no tools in them.
  for (const name of await readdir(join(project, "src/app"))) {
    const path = join(project, "src/app", name);
    await writeFile(path, (await readFile(path, "utf8")).replaceAll("@tool", "@remarks"));
  }
  const tsconfig = join(project, "tsconfig.json");
  const genTools = async (include: boolean): Promise<NodeRun> => {
    await writeFile(join(project, "gen-tools.config.json"), JSON.stringify({ nameStyle: "class.method", ...(include ? { include: ["src/tools/**"] } : {}) }));
    return runNodeOk(BUILT_CLI, ["--project", tsconfig], { cwd: project });
  };
  const commands: Record<Row, () => Promise<NodeRun>> = {
    tsc: () => runNodeOk(TSC, ["--noEmit", "-p", tsconfig]),
    all: () => genTools(false),
    include: () => genTools(true),
  };
  const timed: Record<Row, NodeRun[]> = { tsc: [], all: [], include: [] };
  const manifests = new Map<Row, string>();
  for (let i = 0; i < runs; i++) {
    for (const row of ["tsc", "all", "include"] as const) {
      timed[row].push(await commands[row]());
      if (row !== "tsc") manifests.set(row, await readFile(join(project, "generated/tools.manifest.json"), "utf8"));
    }
  }
  const same = manifests.get("all") === manifests.get("include");
  const wall = (row: Row): number => median(timed[row].map((r) => r.wallMs));
  const rss = (row: Row): number => median(timed[row].map((r) => r.maxRssBytes));
  const rows = (["tsc", "all", "include"] as const).map((row) => [LABELS[row], formatMs(wall(row)), formatRatio(wall(row) / wall("tsc")), formatMiB(rss(row))]);
  return [
    `An application of ${toolFiles + otherFiles + 2} files whose ${toolFiles * METHODS} tools are in ${toolFiles} of them (src/tools/, from mkcorpus; src/app/, the`,
    `same code without the marker), cold runs, medians of ${runs}: what an include naming the tools' folder buys (no target).`,
    "",
    formatTable(["", "wall", "× tsc", "peak RSS"], rows),
    same ? "The two gen-tools runs wrote the same manifest." : "The two gen-tools runs wrote different manifests: include left something out.",
  ];
}
