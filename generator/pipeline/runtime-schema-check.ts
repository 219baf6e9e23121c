import type { JsonSchemaObject } from "../../src/json-schema.js";
import { inspectSchema, type SchemaInspection } from "../../src/validator/check-schema.js";
import type { Diagnostic } from "../diagnostics.js";
import { diagnosticAt } from "../source-location.js";
import type { BuiltTool } from "./build-entries.js";

/**
 * The check the runtime registry makes when `registerTools` registers each tool: a schema it
 * refuses is reported here, at the tool, instead of failing the user's program at start-up.
 */
export function runtimeSchemaDiagnostics(built: readonly BuiltTool[], root: string): Diagnostic[] {
  return built.flatMap(({ tool, entry }) => {
    const { blocking, unsatisfiable } = schemaInspection(entry.inputSchema);
    return [...blocking, ...unsatisfiable].map((problem) =>
      diagnosticAt(root, tool.node, "GT3005", "error", `tool '${entry.name}': input schema ${pointerLabel(problem.schemaPath)}: ${problem.message}`),
    );
  });
}

// Each input schema is inspected once per build: this check and the AOT validators both need it.
const inspections = new WeakMap<JsonSchemaObject, SchemaInspection>();

/** `inspectSchema` of an entry's input schema, kept for as long as the entry. */
export function schemaInspection(schema: JsonSchemaObject): SchemaInspection {
  let inspection = inspections.get(schema);
  if (inspection === undefined) {
    inspection = inspectSchema(schema);
    inspections.set(schema, inspection);
  }
  return inspection;
}

/** A JSON Pointer as diagnostics show it: the empty pointer (the whole schema) as `(root)`. */
export function pointerLabel(pointer: string): string {
  return pointer === "" ? "(root)" : pointer;
}
