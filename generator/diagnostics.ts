import type { SourcePosition } from "./source-location.js";

/**
 * Diagnostics read like the TypeScript compiler's:
 * `src/agent.ts:12:5 - error GT1001: parameter 'cb' has a function type, which JSON cannot carry`.
 *
 * Code ranges: GT1xxx a type JSON cannot carry (convert), GT2xxx tool declarations (discover),
 * GT3xxx hand-written `registerTool` schemas, GT4xxx configuration and project loading,
 * GT5xxx provider compatibility (strict mode), GT9xxx failures of gen-tools itself. Every code is
 * listed in the README.
 */
export type Severity = "error" | "warning";

export interface Diagnostic {
  code: string;
  severity: Severity;
  message: string;
  /** Relative to the project root, with forward slashes. */
  file?: string;
  /** 1-based. */
  line?: number;
  /** 1-based. */
  column?: number;
  /**
   * For a problem in a type declared apart from the tools (an interface they share), the tools
   * whose signatures reach it, by name: the ones it stops.
   */
  tools?: string[];
}

/** How many tools a diagnostic names before it counts the rest. */
const NAMED_TOOLS = 3;

/** `src/ship.ts:2:30`: a place as a diagnostic's message names it. */
export function positionText({ file, line, column }: SourcePosition): string {
  return `${file}:${line}:${column}`;
}

export function formatDiagnostic(d: Diagnostic): string {
  const where = d.file === undefined ? "" : `${positionText({ file: d.file, line: d.line ?? 1, column: d.column ?? 1 })} - `;
  return `${where}${d.severity} ${d.code}: ${d.message}${usedBy(d.tools)}`;
}

/** ` (used by tool 'a')`, ` (used by tools 'a', 'b', 'c' and 4 more)`. */
function usedBy(tools: readonly string[] | undefined): string {
  if (tools === undefined || tools.length === 0) return "";
  const named = tools.slice(0, NAMED_TOOLS).map((name) => `'${name}'`).join(", ");
  const more = tools.length > NAMED_TOOLS ? ` and ${tools.length - NAMED_TOOLS} more` : "";
  return ` (used by tool${tools.length === 1 ? "" : "s"} ${named}${more})`;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}
