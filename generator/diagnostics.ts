/**
 * Diagnostics read like the TypeScript compiler's:
 * `src/agent.ts:12:5 - error GT1001: parameter 'cb' has a function type, which JSON cannot carry`.
 *
 * Code ranges: GT1xxx a type JSON cannot carry (convert), GT2xxx tool declarations (discover),
 * GT3xxx hand-written `registerTool` schemas, GT4xxx configuration and project loading,
 * GT5xxx provider compatibility (strict mode). Every code is listed in the README.
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
}

export function formatDiagnostic(d: Diagnostic): string {
  const where = d.file === undefined ? "" : `${d.file}:${d.line ?? 1}:${d.column ?? 1} - `;
  return `${where}${d.severity} ${d.code}: ${d.message}`;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}
