/** At most this many lines of unified diff per file: enough to see what changed, short enough for CI logs. */
const DIFF_LINE_LIMIT = 40;

/** A short unified diff of an output file (jsdiff), cut at `DIFF_LINE_LIMIT` lines with a count of the rest. */
export async function shortDiff(label: string, before: string, after: string): Promise<string> {
  // Loaded on first use: only a stale --check prints diffs.
  const { createTwoFilesPatch } = await import("diff");
  const patch = createTwoFilesPatch(label, label, before, after, "on disk", "generated", { context: 2 });
  const lines = patch.trimEnd().split("\n").slice(2);
  if (lines.length <= DIFF_LINE_LIMIT) return lines.join("\n");
  return [...lines.slice(0, DIFF_LINE_LIMIT), `... ${lines.length - DIFF_LINE_LIMIT} more diff lines`].join("\n");
}
