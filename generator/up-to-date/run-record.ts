import { readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readIfPresent, replaceCacheFile, writableFolder } from "../cache-folder.js";
import { contentHash } from "../content-hash.js";
import type { Diagnostic } from "../diagnostics.js";
import { packageVersion } from "../package-root.js";
import { isFolder } from "../path-stats.js";
import { nearestFolder } from "../nearest-folder.js";
import type { Probe } from "./probes.js";

/**
 * What a successful run of `gen-tools --cache` leaves behind: every path whose content decided its
 * outputs (see `runInputs`), and the outputs as it left them, each as a `Probe`; and what it
 * reported. A later run with the same command line, in the same folder, by the same gen-tools,
 * that finds every probe holding would make the same outputs and the same report: it replays the
 * report instead (see `cached-run.ts`).
 */
export interface RunRecord {
  version: typeof RECORD_VERSION;
  /** The gen-tools that ran (see `runningGenerator`). */
  generator: string;
  probes: Probe[];
  report: RecordedReport;
}

/** What the run said: a replay says it again without reading the manifest (160 ms for 5,000 tools). */
export interface RecordedReport {
  /** The tools' names, as the manifest lists them. */
  tools: string[];
  diagnostics: Diagnostic[];
  /** The line suggesting an `include` (see `includeTip`), when the run printed one. */
  tip: string | null;
}

const RECORD_VERSION = 1;
const RECORD_PREFIX = "up-to-date-";

/** The settings of a command line that decide a run's outputs and report. */
export interface RunKey {
  cwd: string;
  project?: string;
  out?: string;
  requireDescriptions?: boolean;
  validators?: boolean;
  openaiStrict?: boolean;
}

/**
 * Where the record of runs with `key` is kept: in `node_modules/.cache/gen-tools` of the nearest
 * `node_modules` folder from `key.cwd` up, as other tools keep their caches. `undefined` when there
 * is none (nothing to install into, nowhere to keep it).
 */
export function recordFile(key: RunKey): string | undefined {
  const dir = nearestFolder(key.cwd, (folder) => isFolder(join(folder, "node_modules")));
  if (dir === undefined) return undefined;
  const name = contentHash(JSON.stringify(key)).slice(0, 16);
  return join(dir, "node_modules", ".cache", "gen-tools", `${RECORD_PREFIX}${name}.json`);
}

/** The record in `file`, when there is one this gen-tools wrote; anything else (missing, cut short, another version's) is none. */
export function readRecord(file: string): RunRecord | undefined {
  const bytes = readIfPresent(file);
  if (bytes === undefined) return undefined;
  try {
    const record = JSON.parse(bytes.toString("utf8")) as Partial<RunRecord>;
    const whole = record.version === RECORD_VERSION && Array.isArray(record.probes) && typeof record.report === "object" && record.report !== null;
    return whole && record.generator === runningGenerator() ? (record as RunRecord) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the record whole or not at all; a run that cannot write it loses only the next run's speed. */
export function writeRecord(file: string, record: Omit<RunRecord, "version" | "generator">): void {
  if (!writableFolder(dirname(file))) return;
  const whole: RunRecord = { version: RECORD_VERSION, generator: runningGenerator(), ...record };
  // Each command line has its record: none is another's version, to remove.
  replaceCacheFile(file, () => Buffer.from(JSON.stringify(whole)), () => false);
}

let running: string | undefined;

/**
 * The gen-tools that runs: its version, and the name, size and modification time of each file
 * beside this module's (the CLI's bundle in `dist/bin/`, when installed). A new release or a new
 * build of the same one makes every record another gen-tools'.
 */
export function runningGenerator(): string {
  if (running !== undefined) return running;
  const folder = dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(folder)
    .sort()
    .map((name) => {
      const stats = statSync(join(folder, name));
      return `${name}:${stats.size}:${stats.mtimeMs}`;
    });
  running = [packageVersion(), ...files].join("\0");
  return running;
}
