import type { JsonSchemaObject } from "../../src/json-schema.js";
import { inspectSchema, type SchemaInspection } from "../../src/validator/check-schema.js";

// Each input schema is inspected once per build: the GT3005 check and the AOT validators both need it.
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
