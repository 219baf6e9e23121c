/** A plain-text table: the first column left-aligned (labels), the others right-aligned (numbers). */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((row) => (row[c] ?? "").length)));
  const line = (row: readonly string[]): string =>
    row
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "─".repeat(w)).join("  ");
  return [line(header), rule, ...rows.map(line)].join("\n");
}

/** `25.3M`, `812k`, `9,120`: throughput at a glance. */
export function formatOps(opsPerSecond: number): string {
  if (opsPerSecond >= 1e7) return `${(opsPerSecond / 1e6).toFixed(1)}M`;
  if (opsPerSecond >= 1e6) return `${(opsPerSecond / 1e6).toFixed(2)}M`;
  if (opsPerSecond >= 1e4) return `${Math.round(opsPerSecond / 1e3)}k`;
  return Math.round(opsPerSecond).toLocaleString("en-US");
}

/** `1.23×`, `0.021×`: two significant digits below 1, two decimals above. */
export function formatRatio(ratio: number): string {
  return `${ratio >= 1 ? ratio.toFixed(2) : ratio.toPrecision(2)}×`;
}

export function formatMs(ms: number): string {
  return ms >= 100 ? `${Math.round(ms).toLocaleString("en-US")} ms` : `${ms.toFixed(1)} ms`;
}

export function formatMiB(bytes: number): string {
  return `${Math.round(bytes / 2 ** 20)} MiB`;
}

export function printSection(title: string, lines: readonly string[]): void {
  console.log(`\n## ${title}\n`);
  for (const l of lines) console.log(l);
}
