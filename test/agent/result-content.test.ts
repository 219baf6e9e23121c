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

  it("says where a bigint or a cycle is, which JSON cannot write at all, and what to return instead; a toJSON is followed as JSON follows it", () => {
    expect(resultContent({ pages: [{ n: 1n }] })).toEqual({ problem: "a bigint at /pages/0/n, which JSON cannot write: return a number, or a string for a value past 2^53" });
    expect(resultContent(5n)).toEqual({ problem: "a bigint, which JSON cannot write: return a number, or a string for a value past 2^53" });
    const node: { name: string; children: unknown[] } = { name: "root", children: [] };
    node.children.push({ name: "child", parent: node });
    expect(resultContent({ tree: node })).toEqual({ problem: "an object at /tree/children/0/parent that holds itself (a cycle), which JSON cannot write: return the data without the reference back" });
    // Behind a toJSON, JSON writes what it returns: the bigint there is found where JSON meets it.
    expect(resultContent({ total: { toJSON: () => ({ cents: 10n }) } })).toEqual({ problem: "a bigint at /total/cents, which JSON cannot write: return a number, or a string for a value past 2^53" });
  });
});
