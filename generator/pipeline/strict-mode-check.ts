import { strictModeProblems } from "../../src/providers/openai-strict.js";
import type { Diagnostic } from "../diagnostics.js";
import { diagnosticAt } from "../source-location.js";
import type { BuiltTool } from "./build-entries.js";
import { pointerLabel } from "../json-pointer.js";

/**
 * Under `openaiStrict`: what OpenAI's strict mode cannot express in each tool's input schema, as
 * errors at the tool. The exporter refuses these at run time; this finds them at build time.
 */
export function strictModeDiagnostics(built: readonly BuiltTool[], root: string): Diagnostic[] {
  return built.flatMap(({ tool, entry }) =>
    strictModeProblems(entry.inputSchema, { toolName: entry.name }).map((problem) =>
      diagnosticAt(root, tool.node, "GT5001", "error", `tool '${entry.name}': OpenAI strict mode cannot express ${pointerLabel(problem.path)}: ${problem.message}`),
    ),
  );
}
