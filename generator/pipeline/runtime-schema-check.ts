import { checkSchema } from "../../src/validator/index.js";
import type { Diagnostic } from "../diagnostics.js";
import { diagnosticAt } from "../source-location.js";
import type { BuiltTool } from "./build-entries.js";

/**
 * The check the runtime registry makes when `registerTools` registers each tool: a schema it
 * refuses is reported here, at the tool, instead of failing the user's program at start-up.
 */
export function runtimeSchemaDiagnostics(built: readonly BuiltTool[], root: string): Diagnostic[] {
  return built.flatMap(({ tool, entry }) =>
    checkSchema(entry.inputSchema).map((problem) =>
      diagnosticAt(root, tool.node, "GT3005", "error", `tool '${entry.name}': input schema ${pointerLabel(problem.schemaPath)}: ${problem.message}`),
    ),
  );
}

/** A JSON Pointer as diagnostics show it: the empty pointer (the whole schema) as `(root)`. */
export function pointerLabel(pointer: string): string {
  return pointer === "" ? "(root)" : pointer;
}
