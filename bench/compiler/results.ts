import type { NodeRun } from "../process/node-process.js";
import { median } from "../stats.js";
import type { EditKind } from "./corpus.js";
import type { WatchEdits, WatchResult } from "./watch-rerun.js";

/** The commands run to their end, one fresh process per run. */
export type Command = "tsc" | "cold" | "check" | "rerun" | "cached" | "tsjg";
/** The kind of edit each watch row times. */
export const WATCH_ROWS = {
  watchDescriptions: "descriptions",
  watchSignature: "signature",
} as const satisfies Record<string, EditKind>;
type WatchRow = keyof typeof WATCH_ROWS;

/** A row of the table: a command, or the watch process's re-runs after one kind of edit. */
export type Row = Command | WatchRow;

export const ROW_LABELS: Record<Row, string> = {
  tsc: "tsc --noEmit",
  cold: "gen-tools, cold",
  check: "gen-tools --check, up to date",
  rerun: "gen-tools, outputs up to date",
  cached: "gen-tools --cache, nothing changed",
  watchDescriptions: "gen-tools --watch, a file's descriptions edited",
  watchSignature: "gen-tools --watch, a tool's signature edited",
  tsjg: "ts-json-schema-generator (the Args interfaces)",
};

/** What the compiler section measured, and what failed, by row. */
export class CompilerResults {
  readonly #runs = new Map<Command, NodeRun[]>();
  readonly failures = new Map<Row, string>();
  watch: WatchResult | undefined;

  constructor(
    /** The corpus size, `5,000`, for the labels. */
    readonly tools: string,
    readonly files: number,
  ) {}

  add(command: Command, run: NodeRun): void {
    this.#runs.set(command, [...(this.#runs.get(command) ?? []), run]);
  }

  /** Median wall time, in milliseconds; for a watch row, the median re-run. */
  wall(row: Row): number | undefined {
    if (isWatchRow(row)) return this.watch === undefined ? undefined : median(this.watch.edits[WATCH_ROWS[row]].rerunMs);
    return this.#median(row, (r) => r.wallMs);
  }

  /** Median peak RSS, in bytes; for a watch row, the watch process's peak. */
  rss(row: Row): number | undefined {
    if (isWatchRow(row)) return this.watch?.maxRssBytes;
    return this.#median(row, (r) => r.maxRssBytes);
  }

  /** The first line of why a row has no measurement. */
  whyMissing(row: Row): string | undefined {
    return this.failures.get(row)?.split("\n")[0];
  }

  /** Tool outputs that changed outside an edit, or that an edit should have changed and did not, over every edit. */
  wrongTools(): number | undefined {
    if (this.watch === undefined) return undefined;
    return Object.values(this.watch.edits).reduce((sum, edits) => sum + wrongCount(edits), 0);
  }

  /** Records why the watch process measured nothing, on both its rows. */
  watchFailed(why: string): void {
    for (const row of Object.keys(WATCH_ROWS) as WatchRow[]) this.failures.set(row, why);
  }

  #median(command: Command, pick: (r: NodeRun) => number): number | undefined {
    const values = (this.#runs.get(command) ?? []).map(pick).filter((v) => !Number.isNaN(v));
    return values.length === 0 ? undefined : median(values);
  }
}

export function isWatchRow(row: Row): row is WatchRow {
  return Object.hasOwn(WATCH_ROWS, row);
}

/** The wrong tool outputs of one kind's edits (see `WatchEdits.wrongTools`). */
export function wrongCount(edits: WatchEdits): number {
  return edits.wrongTools.reduce((a, b) => a + b, 0);
}
