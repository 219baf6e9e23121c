import type { Diagnostic } from "../diagnostics.js";
import { compareText } from "../ordering.js";
import { diagnosticAtPosition } from "../source-location.js";
import type { BuiltTool } from "./build-entries.js";
import { schemaText } from "./schema-text.js";

/**
 * Above this many bytes of compact JSON (UTF-8; about 8,000 tokens), a tool's input schema is
 * reported: every request to the model carries it, and a type from a library (csstype's
 * `Properties`, a whole ORM model) can reach hundreds of kilobytes without a line of it on screen.
 */
const SCHEMA_SIZE_LIMIT = 32 * 1024;

const LARGEST_DEFS_LISTED = 3;

/** GT3007: input schemas over the limit, at their tools, naming the largest definitions that make them so. */
export function schemaSizeDiagnostics(built: readonly BuiltTool[]): Diagnostic[] {
  return built.flatMap(({ tool, entry }): Diagnostic[] => {
    const size = Buffer.byteLength(schemaText(entry.inputSchema));
    if (size <= SCHEMA_SIZE_LIMIT) return [];
    const largest = Object.entries(entry.inputSchema.$defs ?? {})
      .map(([name, schema]) => ({ name, size: Buffer.byteLength(JSON.stringify(schema)) }))
      .sort((a, b) => b.size - a.size || compareText(a.name, b.name))
      .slice(0, LARGEST_DEFS_LISTED);
    const defs = largest.length === 0 ? "" : `; its largest $defs: ${largest.map((d) => `${d.name} (${kilobytes(d.size)})`).join(", ")}`;
    const message = `tool '${entry.name}': its input schema is ${kilobytes(size)} of JSON, over ${kilobytes(SCHEMA_SIZE_LIMIT)}, and every request to the model carries it${defs}: narrow the parameter types to what the tool reads (Pick<T, ...> of a library type)`;
    return [diagnosticAtPosition(tool.at, "GT3007", "warning", message)];
  });
}

/** One decimal under 100 KB, so that a schema just over the limit does not read "32 KB, over 32 KB". */
function kilobytes(size: number): string {
  const kb = size / 1024;
  return `${kb < 100 ? kb.toFixed(1).replace(/\.0$/, "") : Math.round(kb)} KB`;
}
