import { describe, expect, it } from "vitest";
import { frozenCopy } from "../../src/validator/frozen-copy.js";
import { isFrozenJson } from "../../src/validator/frozen-json.js";

const noCycle = (pointer: string): never => {
  throw new Error(`unexpected cycle at ${pointer}`);
};

/** Every object and array in `value`, itself included. */
function objectsIn(value: unknown): object[] {
  if (typeof value !== "object" || value === null) return [];
  return [value, ...Object.values(value).flatMap(objectsIn)];
}

const SCHEMA_TEXT = JSON.stringify({
  type: "object",
  properties: {
    city: { type: "string", minLength: 1, description: "a city" },
    days: { type: "integer", minimum: 1, maximum: 14, default: 3 },
    unit: { enum: ["c", "f", null], default: "c" },
    tags: { type: "array", items: { type: "string" }, prefixItems: [{ const: -0.5 }, { const: true }] },
  },
  required: ["city"],
  additionalProperties: false,
});

describe("frozenCopy", () => {
  it("copies what JSON.parse made whole: equal, deep-frozen, sharing nothing with the original, and noted as plain JSON", () => {
    const value = JSON.parse(SCHEMA_TEXT) as object;
    const copy = frozenCopy(value, noCycle);
    expect(copy).toEqual(value);
    expect(Object.keys(copy)).toEqual(Object.keys(value));
    expect(objectsIn(copy).every((o) => Object.isFrozen(o))).toBe(true);
    const originals = new Set(objectsIn(value));
    expect(objectsIn(copy).some((o) => originals.has(o))).toBe(false);
    expect(objectsIn(value).some((o) => Object.isFrozen(o))).toBe(false);
    expect(isFrozenJson(copy)).toBe(true);
  });

  it("keeps what JSON.parse does not make as it is, and does not note the copy as plain JSON", () => {
    const date = new Date(0);
    const value = { ...(JSON.parse(SCHEMA_TEXT) as object), default: date };
    const copy = frozenCopy(value, noCycle) as typeof value;
    expect(copy.default).toBe(date);
    expect(copy).toEqual(value);
    expect(Object.isFrozen(copy)).toBe(true);
    expect(isFrozenJson(copy)).toBe(false);
  });

  it("copies nesting deeper than the recursive pass goes, whole", () => {
    let value: object = { type: "string" };
    for (let i = 0; i < 200; i++) value = { type: "array", items: value };
    const copy = frozenCopy(value, noCycle);
    expect(copy).toEqual(value);
    expect(objectsIn(copy).every((o) => Object.isFrozen(o))).toBe(true);
  });

  it("names a cycle near the root, where the recursive pass gives up on it", () => {
    const value: { properties: Record<string, unknown> } = { properties: {} };
    value.properties.self = value;
    expect(() =>
      frozenCopy(value, (pointer) => {
        throw new Error(`cycle at ${pointer}`);
      }),
    ).toThrow("cycle at /properties/self");
  });

  it("copies own properties only, whatever is enumerable on Object.prototype", () => {
    const value = JSON.parse(SCHEMA_TEXT) as object;
    Object.defineProperty(Object.prototype, "injected", { value: "injected", enumerable: true, configurable: true, writable: true });
    try {
      const copy = frozenCopy(value, noCycle);
      expect(Object.keys(copy)).toEqual(Object.keys(value));
      expect(objectsIn(copy).every((o) => !Object.hasOwn(o, "injected"))).toBe(true);
    } finally {
      delete (Object.prototype as { injected?: unknown }).injected;
    }
  });
});
