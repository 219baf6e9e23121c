import { schemaProblems } from "../../src/validator/check-schema.js";
import type { SchemaProblem } from "../../src/validator/types.js";
import type { Diagnostic } from "../diagnostics.js";
import { pointerLabel } from "../json-pointer.js";
import { schemaSyntaxAt } from "../discover/schema-literal.js";
import { diagnosticAtPosition, positionOf, type SourcePosition } from "../source-location.js";
import type { BuiltTool } from "./build-entries.js";
import { schemaInspection, type InspectionsByText } from "./schema-inspection.js";

/**
 * The check the runtime registry makes when `registerTools` registers each tool: a schema it
 * refuses is reported here, instead of failing the user's program at start-up: at the keyword a
 * `registerTool` schema writes, at the tool for one made from types. `byText` is the run's: a
 * schema many tools have is inspected once.
 */
export function runtimeSchemaDiagnostics(built: readonly BuiltTool[], byText: InspectionsByText, root: string): Diagnostic[] {
  return built.flatMap(({ tool, entry }) =>
    schemaProblems(schemaInspection(entry.inputSchema, byText)).map((problem) => {
      const written = tool.kind === "registerTool" ? schemaSyntaxAt(tool.parameters, problem.schemaPath) : undefined;
      return schemaDiagnostic(written === undefined ? tool.at : positionOf(root, written), entry.name, problem);
    }),
  );
}

/** GT3005: a problem of a tool's input schema, at the tool. */
export function schemaDiagnostic(at: SourcePosition, name: string, problem: SchemaProblem): Diagnostic {
  return diagnosticAtPosition(at, "GT3005", "error", `tool '${name}': input schema ${pointerLabel(problem.schemaPath)}: ${problem.message}`);
}
