import { strictModeProblems } from "../../src/providers/openai-strict.js";
import type { Diagnostic } from "../diagnostics.js";
import { diagnosticAtPosition } from "../source-location.js";
import type { BuiltTool } from "./build-entries.js";
import { pointerLabel } from "../json-pointer.js";

/**
 * Under `openaiStrict`: what OpenAI's strict mode cannot express in each tool's input schema, as
 * errors at the tool. The exporter refuses these at run time; this finds them at build time.
 */
export function strictModeDiagnostics(built: readonly BuiltTool[]): Diagnostic[] {
  return built.flatMap(({ tool, entry }) =>
    strictModeProblems(entry.inputSchema, { toolName: entry.name }).map((problem) =>
      diagnosticAtPosition(tool.at, "GT5001", "error", `tool '${entry.name}': OpenAI strict mode cannot express ${pointerLabel(problem.path)}: ${problem.message}`),
    ),
  );
}
