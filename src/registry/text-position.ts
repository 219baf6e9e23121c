/** The 1-based line and column of `offset` in `text` (columns count UTF-16 units, as editors mostly do). */
export function textPosition(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: offset - before.lastIndexOf("\n") };
}
