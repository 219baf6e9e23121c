/**
 * A goal from issue 5, checked against what this run measured. `atLeast` goals are ratios a
 * contender must reach (AOT valid / Ajv ≥ 1.2×); `atMost` goals are costs it must stay within
 * (start-up < 50 ms, cold compile ≤ 1.3× tsc).
 */
export interface Target {
  label: string;
  direction: "atLeast" | "atMost";
  bound: number;
  unit: "×" | " ms" | " µs" | "";
  /** `undefined` when the piece it measures could not be run; `reason` says why. */
  measured: number | undefined;
  reason?: string;
}

export type Verdict = "PASS" | "MISS" | "n/a";

export function verdict(t: Target): Verdict {
  if (t.measured === undefined || !Number.isFinite(t.measured)) return "n/a";
  return (t.direction === "atLeast" ? t.measured >= t.bound : t.measured <= t.bound) ? "PASS" : "MISS";
}

/** `AOT valid / Ajv: 0.90× (target ≥1.2×, MISS by 25%)`. */
export function formatTarget(t: Target): string {
  const goal = `target ${t.direction === "atLeast" ? "≥" : "≤"}${t.bound}${t.unit}`;
  const v = verdict(t);
  if (v === "n/a" || t.measured === undefined) return `${t.label}: ${t.reason ?? "not measured"} (${goal})`;
  const measured = `${formatValue(t.measured)}${t.unit}`;
  if (v === "PASS") return `${t.label}: ${measured} (${goal}, PASS)`;
  if (t.bound === 0) return `${t.label}: ${measured} (${goal}, MISS by ${measured})`;
  // How far off, relative to the goal: 0.9× against ≥1.2× is 25% short; 62 ms against ≤50 ms is 24% over.
  const by = t.direction === "atLeast" ? (t.bound - t.measured) / t.bound : (t.measured - t.bound) / t.bound;
  return `${t.label}: ${measured} (${goal}, MISS by ${Math.round(by * 100)}%)`;
}

function formatValue(n: number): string {
  if (Number.isInteger(n) || n >= 100) return Math.round(n).toString();
  if (n >= 1) return n.toFixed(2);
  return n.toPrecision(2);
}
