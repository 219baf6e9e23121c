import { describe, expect, it } from "vitest";
import type { JsonSchema } from "../../src/json-schema.js";
import { frozenCopy } from "../../src/validator/frozen-copy.js";
import { compile } from "../../src/validator/index.js";
import type { ValidationResult } from "../../src/validator/types.js";

const SCHEMA_TEXT = JSON.stringify({
  type: "object",
  properties: {
    unit: { enum: ["c", "f", { scale: ["k"] }] },
    origin: { const: { x: [0] } },
    count: { type: ["integer", "null"] },
  },
});

function errorsOf(result: ValidationResult): readonly { keyword: string; expected?: unknown }[] {
  return result.ok ? [] : result.errors;
}

function expectedOf(result: ValidationResult, keyword: string): unknown {
  return errorsOf(result).find((error) => error.keyword === keyword)?.expected;
}

/** Every object and array in `value`, itself included. */
function objectsIn(value: unknown): object[] {
  if (typeof value !== "object" || value === null) return [];
  return [value, ...Object.values(value).flatMap(objectsIn)];
}

describe("the schema values a validator's errors carry", () => {
  const bad = { unit: "kelvin", origin: { x: [1] }, count: 0.5 };

  it("are the schema's own when the schema is a frozen copy of plain JSON, in which nothing can change", () => {
    const schema = frozenCopy(JSON.parse(SCHEMA_TEXT) as { properties: Record<string, Record<string, unknown>> });
    const result = compile(schema as JsonSchema)(bad);
    expect(expectedOf(result, "enum")).toBe(schema.properties.unit!.enum);
    expect(expectedOf(result, "const")).toBe(schema.properties.origin!.const);
    expect(expectedOf(result, "type")).toBe(schema.properties.count!.type);
  });

  it("are deep-frozen copies when only the outside of the schema is frozen", () => {
    const schema = Object.freeze(JSON.parse(SCHEMA_TEXT) as { properties: Record<string, Record<string, unknown>> });
    const result = compile(schema as JsonSchema)(bad);
    for (const keyword of ["enum", "const", "type"]) {
      const expected = expectedOf(result, keyword);
      expect(objectsIn(expected).length).toBeGreaterThan(0);
      expect(objectsIn(expected).every((o) => Object.isFrozen(o))).toBe(true);
    }
    expect(expectedOf(result, "enum")).not.toBe(schema.properties.unit!.enum);
    expect(Object.isFrozen(schema.properties.unit!.enum)).toBe(false);
  });
});
