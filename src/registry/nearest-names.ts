/** Names within this many single-character edits are offered as "did you mean". */
const MAX_DISTANCE = 3;
const MAX_SUGGESTIONS = 3;

/**
 * The candidates nearest to `name` by edit distance (at most 3 edits, and fewer edits than `name`
 * has characters, so a short name is not "near" everything), nearest first, ties by name: the same
 * answer for the same catalogue whatever its registration order.
 */
export function nearestNames(name: string, candidates: Iterable<string>): string[] {
  const scored: Array<{ candidate: string; distance: number }> = [];
  for (const candidate of candidates) {
    const distance = editDistance(name, candidate);
    if (distance <= MAX_DISTANCE && distance < name.length) scored.push({ candidate, distance });
  }
  scored.sort(
    (a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : a.candidate > b.candidate ? 1 : 0),
  );
  return scored.slice(0, MAX_SUGGESTIONS).map((s) => s.candidate);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const above = rows[i - 1]!;
      let best = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}
