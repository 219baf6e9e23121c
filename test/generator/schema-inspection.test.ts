import { describe, expect, it } from "vitest";
import { schemaInspection, type InspectionsByText } from "../../generator/pipeline/schema-inspection.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";

const schema = (): JsonSchemaObject => ({ type: "object", properties: { q: { type: "string" } }, required: ["q", "r"], additionalProperties: false });

describe("schema inspections", () => {
  it("are shared by schemas with the same text within a run, and kept per schema across runs", () => {
    const run: InspectionsByText = new Map();
    const first = schema();
    const inspection = schemaInspection(first, run);
    expect(inspection.unsatisfiable).toHaveLength(1);
    expect(schemaInspection(schema(), run)).toBe(inspection);

    // A later run shares nothing by text with this one; a schema it still has keeps its inspection.
    const later: InspectionsByText = new Map();
    const again = schemaInspection(schema(), later);
    expect(again).not.toBe(inspection);
    expect(again).toEqual(inspection);
    expect(schemaInspection(first, later)).toBe(inspection);
  });
});
