import type { JsonSchemaObject } from "../../src/json-schema.js";
import { inspectSchema, type SchemaInspection } from "../../src/validator/check-schema.js";
import { schemaText } from "./schema-text.js";

// Each input schema is inspected once per build: the GT3005 check and the AOT validators both need it.
const inspections = new WeakMap<JsonSchemaObject, SchemaInspection>();

/**
 * Inspections by schema text, held by one run (or one step of it): tools with the same input
 * schema share one (in the bench corpus, 5,000 tools have 100 schemas).
 */
export type InspectionsByText = Map<string, SchemaInspection>;

/** `inspectSchema` of an entry's input schema, kept for as long as the entry, shared through `byText`. */
export function schemaInspection(schema: JsonSchemaObject, byText: InspectionsByText): SchemaInspection {
  let inspection = inspections.get(schema);
  if (inspection === undefined) {
    const text = schemaText(schema);
    inspection = byText.get(text) ?? inspectSchema(schema);
    byText.set(text, inspection);
    inspections.set(schema, inspection);
  }
  return inspection;
}
