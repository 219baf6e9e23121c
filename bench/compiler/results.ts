import type { NodeRun } from "../process/node-process.js";
import { median } from "../stats.js";
import type { WatchResult } from "./watch-rerun.js";

/** The commands run to their end, one fresh process per run. */
export type Command = "tsc" | "cold" | "check" | "rerun" | "tsjg";
/** A row of the table: a command, or the watch process's re-runs. */
export type Row = Command | "watch";

export const ROW_LABELS: Record<Row, string> = {
  tsc: "tsc --noEmit",
  cold: "gen-tools, cold",
  check: "gen-tools --check, up to date",
  rerun: "gen-tools, outputs up to date",
  watch: "gen-tools --watch, one-file edit",
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

  /** Median wall time, in milliseconds; for `watch`, the median re-run. */
  wall(row: Row): number | undefined {
    if (row === "watch") return this.watch === undefined ? undefined : median(this.watch.rerunMs);
    return this.#median(row, (r) => r.wallMs);
  }

  /** Median peak RSS, in bytes; for `watch`, the watch process's peak. */
  rss(row: Row): number | undefined {
    if (row === "watch") return this.watch?.maxRssBytes;
    return this.#median(row, (r) => r.maxRssBytes);
  }

  /** The first line of why a row has no measurement. */
  whyMissing(row: Row): string | undefined {
    return this.failures.get(row)?.split("\n")[0];
  }

  #median(command: Command, pick: (r: NodeRun) => number): number | undefined {
    const values = (this.#runs.get(command) ?? []).map(pick).filter((v) => !Number.isNaN(v));
    return values.length === 0 ? undefined : median(values);
  }
}
