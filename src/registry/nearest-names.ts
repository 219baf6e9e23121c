import { editDistance } from "../validator/edit-distance.js";

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
    // The lengths' difference is a lower bound of the distance: a very long name builds no table.
    if (Math.abs(candidate.length - name.length) > MAX_DISTANCE) continue;
    const distance = editDistance(name, candidate);
    if (distance <= MAX_DISTANCE && distance < name.length) scored.push({ candidate, distance });
  }
  scored.sort(
    (a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : a.candidate > b.candidate ? 1 : 0),
  );
  return scored.slice(0, MAX_SUGGESTIONS).map((s) => s.candidate);
}
