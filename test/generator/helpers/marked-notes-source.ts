import { defineTool } from "./beside-leading-mark.js";

/**
 * src/tools.ts: `head` (its lines 1 to n), then a class whose method `add` is marked by
 * `@<decorator>` on line n + 3, and a registerTool call through `callee` on line n + 6 (column 22).
 */
export const markedNotesSource = (head: string[], decorator: string, callee: string): string =>
  [...head, `export class Notes {`, `  /** Adds. */`, `  @${decorator}`, `  add(): void {}`, `}`, `export const first = ${callee}${defineTool("first")};`, ``].join("\n");
