import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resultContent } from "../../src/agent/result-content.js";

describe("resultContent", () => {
  it("sends any plain JSON value as JSON.stringify writes it, empty objects and '{}' in strings included", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const expected = typeof value === "string" ? value : JSON.stringify(value);
        expect(resultContent(value)).toEqual({ text: expected });
      }),
      { numRuns: 500 },
    );
  });

  it("refuses a Map placed anywhere in a plain JSON value, naming the JSON Pointer to it", () => {
    // A value with a slot for the Map: an array or object somewhere inside, the Map put in its first place.
    const container = fc.oneof(fc.array(fc.jsonValue(), { minLength: 1 }), fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }));
    fc.assert(
      fc.property(container, (value) => {
        const key = Array.isArray(value) ? "0" : (Object.keys(value)[0] as string);
        // Defined, not assigned: a key `__proto__` would otherwise set the prototype.
        Object.defineProperty(value, key, { value: new Map([["a", 1]]), enumerable: true, writable: true, configurable: true });
        const pointer = `/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
        expect(resultContent({ wrapped: value })).toEqual({ problem: `a Map at /wrapped${pointer}, which JSON writes as {}: return an object, or an array of its entries` });
      }),
      { numRuns: 300 },
    );
  });
});
