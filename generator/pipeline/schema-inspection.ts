import type { JsonSchemaObject } from "../../src/json-schema.js";
import { inspectSchema, type SchemaInspection } from "../../src/validator/check-schema.js";
import { schemaText } from "./schema-text.js";

// Each input schema is inspected once per build: the GT3005 check and the AOT validators both need it.
const byObject = new WeakMap<JsonSchemaObject, SchemaInspection>();
/**
 * The current run's inspections by schema text: tools with the same input schema share one (in the
 * bench corpus, 5,000 tools have 100). Started afresh by each run, so that a watch session keeps only
 * the texts of schemas it still has (through `byObject`).
 */
let byText = new Map<string, SchemaInspection>();

/** `inspectSchema` of an entry's input schema, kept for as long as the entry. */
export function schemaInspection(schema: JsonSchemaObject): SchemaInspection {
  let inspection = byObject.get(schema);
  if (inspection === undefined) {
    const text = schemaText(schema);
    inspection = byText.get(text) ?? inspectSchema(schema);
    byText.set(text, inspection);
    byObject.set(schema, inspection);
  }
  return inspection;
}

/** Called when a run starts: schemas of earlier runs are no longer shared by text. */
export function startSchemaInspections(): void {
  byText = new Map();
}
