import { schemaProblems } from "../../src/validator/check-schema.js";
import type { SchemaProblem } from "../../src/validator/types.js";
import type { Diagnostic } from "../diagnostics.js";
import type { DiscoveredTool } from "../discover/index.js";
import { pointerLabel } from "../json-pointer.js";
import { diagnosticAt } from "../source-location.js";
import type { BuiltTool } from "./build-entries.js";
import { schemaInspection } from "./schema-inspection.js";

/**
 * The check the runtime registry makes when `registerTools` registers each tool: a schema it
 * refuses is reported here, at the tool, instead of failing the user's program at start-up.
 */
export function runtimeSchemaDiagnostics(built: readonly BuiltTool[], root: string): Diagnostic[] {
  return built.flatMap(({ tool, entry }) =>
    schemaProblems(schemaInspection(entry.inputSchema)).map((problem) => schemaDiagnostic(root, tool, entry.name, problem)),
  );
}

/** GT3005: a problem of a tool's input schema, at the tool. */
export function schemaDiagnostic(root: string, tool: DiscoveredTool, name: string, problem: SchemaProblem): Diagnostic {
  return diagnosticAt(root, tool.node, "GT3005", "error", `tool '${name}': input schema ${pointerLabel(problem.schemaPath)}: ${problem.message}`);
}
