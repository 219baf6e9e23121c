import type { Target } from "./targets.js";

/** What a section hands back: its table (lines to print) and the targets it measured. */
export interface SectionReport {
  lines: string[];
  targets: Target[];
}
