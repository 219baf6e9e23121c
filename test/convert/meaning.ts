import { expect } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { validate } from "../../src/validator/index.js";

/** Checks a schema by what it accepts and refuses, with the runtime's own validator. */
export function expectMeaning(schema: JsonSchemaObject, samples: { valid?: unknown[]; invalid?: unknown[] }): void {
  for (const value of samples.valid ?? []) {
    expect(validate(schema, value), `should accept ${JSON.stringify(value)}`).toEqual({ ok: true });
  }
  for (const value of samples.invalid ?? []) {
    expect(validate(schema, value).ok, `should refuse ${JSON.stringify(value)}`).toBe(false);
  }
}
