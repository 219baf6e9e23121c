/**
 * How far apart two names are, and the nearest of a few names to one a model wrote. Embedded:
 * ahead-of-time modules copy both functions verbatim, so they call only each other.
 */

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

/**
 * The name of `names` nearest to `name`, within 40% of its length in edits (as TypeScript's
 * spelling suggestions: `dayz` is offered `days`, `side` is not offered `kind`); the first listed
 * of those equally near; `undefined` when none is that near. A name whose length differs by more
 * than that is not compared: a very long name costs no distance table.
 */
export function nearestName(name: string, names: readonly string[]): string | undefined {
  const limit = Math.floor(name.length * 0.4);
  let nearest: string | undefined;
  let nearestDistance = limit + 1;
  for (let i = 0; i < names.length; i++) {
    const candidate = names[i] as string;
    if (Math.abs(candidate.length - name.length) > limit) continue;
    const distance = editDistance(name, candidate);
    if (distance < nearestDistance) {
      nearest = candidate;
      nearestDistance = distance;
    }
  }
  return nearest;
}
