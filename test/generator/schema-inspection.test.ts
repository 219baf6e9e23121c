import { describe, expect, it } from "vitest";
import { schemaInspection, startSchemaInspections } from "../../generator/pipeline/schema-inspection.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";

const schema = (): JsonSchemaObject => ({ type: "object", properties: { q: { type: "string" } }, required: ["q", "r"], additionalProperties: false });

describe("schema inspections", () => {
  it("are shared by schemas with the same text within a run, and kept per schema across runs", () => {
    startSchemaInspections();
    const first = schema();
    const inspection = schemaInspection(first);
    expect(inspection.unsatisfiable).toHaveLength(1);
    expect(schemaInspection(schema())).toBe(inspection);

    // A later run shares nothing by text with this one; a schema it still has keeps its inspection.
    startSchemaInspections();
    const later = schemaInspection(schema());
    expect(later).not.toBe(inspection);
    expect(later).toEqual(inspection);
    expect(schemaInspection(first)).toBe(inspection);
  });
});
