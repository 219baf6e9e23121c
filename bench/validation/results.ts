import type { Throughput } from "../throughput.js";

export interface Measured {
  valid: Throughput;
  invalid: Throughput;
  /** Mean errors reported per invalid value: what "all errors" collected. */
  errorsPerInvalid: number;
}

/** Measurements by validator label and tool name. */
export class ResultTable {
  readonly #byKey = new Map<string, Measured>();

  set(label: string, tool: string, measured: Measured): void {
    this.#byKey.set(key(label, tool), measured);
  }

  get(label: string, tool: string): Measured | undefined {
    return this.#byKey.get(key(label, tool));
  }

  /** `label`'s ops/s over `base`'s on one tool's valid or invalid values; undefined if either is missing. */
  ratio(label: string, base: string, tool: string, kind: "valid" | "invalid"): number | undefined {
    const a = this.get(label, tool);
    const b = this.get(base, tool);
    return a === undefined || b === undefined ? undefined : a[kind].opsPerSecond / b[kind].opsPerSecond;
  }
}

function key(label: string, tool: string): string {
  return `${label}\u0000${tool}`;
}
