import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";
import { expectMeaning } from "./meaning.js";
import { problemsBesidesDescriptions as problems } from "./problems-besides-descriptions.js";

describe("interfaces and classes that extend Array or ReadonlyArray", () => {
  it("are arrays of their item type, in $defs, the recursive Json idiom included, as argument and as result", () => {
    const p = makeProject({
      "a.ts": `
        export type Json = string | number | boolean | null | JsonMap | JsonList;
        export interface JsonMap { [key: string]: Json }
        export interface JsonList extends Array<Json> {}
        export interface Names extends Array<string> {}
        export interface Nums extends ReadonlyArray<number> {}
        export interface Deeper extends Names {}
        export interface Pairs<K, V> extends ReadonlyArray<[K, V]> {}
        export class Tags extends Array<string> {}
        export function f(doc: Json, names: Names, nums: Nums, deeper: Deeper, pairs: Pairs<string, number>, tags: Tags) {}
        export function g(): { id: string; body: Json } { return { id: "a", body: [] }; }
      `,
    });
    const { inputSchema } = p.tool("f");
    expect(problems(p, "f")).toEqual([]);
    expect(inputSchema.properties).toEqual({
      doc: { $ref: "#/$defs/Json" },
      names: { $ref: "#/$defs/Names" },
      nums: { $ref: "#/$defs/Nums" },
      deeper: { $ref: "#/$defs/Deeper" },
      pairs: { $ref: "#/$defs/Pairs_string_number" },
      tags: { $ref: "#/$defs/Tags" },
    });
    expect(inputSchema.$defs).toMatchObject({
      JsonList: { type: "array", items: { $ref: "#/$defs/Json" } },
      Names: { type: "array", items: { type: "string" } },
      Nums: { type: "array", items: { type: "number" } },
      Deeper: { type: "array", items: { type: "string" } },
      Pairs_string_number: {
        type: "array",
        items: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], minItems: 2, maxItems: 2 },
      },
      Tags: { type: "array", items: { type: "string" } },
    });
    const base = { doc: null, names: [], nums: [], deeper: [], pairs: [], tags: [] };
    expectMeaning(inputSchema, {
      valid: [base, { ...base, doc: { a: [1, "b", { c: [null, true] }] }, names: ["x"], nums: [1, 2], pairs: [["a", 1]], tags: ["t"] }],
      invalid: [{ ...base, doc: { a: [1, () => 0] } }, { ...base, names: "x" }, { ...base, nums: [1, "2"] }, { ...base, pairs: [["a"]] }],
    });

    const result = p.tool("g");
    expect(problems(p, "g")).toEqual([]);
    expect(result.outputSchema?.$defs?.JsonList).toEqual({ type: "array", items: { $ref: "#/$defs/Json" } });
    expectMeaning(result.outputSchema ?? {}, { valid: [{ id: "a", body: [1, { b: ["c"] }] }], invalid: [{ id: "a", body: [{ b: [undefined] }] }] });
  });

  it("refuses one that adds members of its own, naming them, as JSON writes an array's items only", () => {
    const p = makeProject({
      "a.ts": `
        export interface Counted extends Array<number> { total: number }
        export interface Summed extends ReadonlyArray<number> { unit: string; sum(): number }
        export function f(c: Counted, s: Summed) {}
        export function g(): Counted { return Object.assign([1], { total: 1 }); }
      `,
    });
    expect(problems(p, "f")).toEqual([
      "a.ts:4:27 - error GT1004: parameter 'c' is a 'Counted', whose own members ('total') JSON cannot carry: it writes an array's items only (take an object with the items and those members as properties)",
      "a.ts:4:39 - error GT1004: parameter 's' is a 'Summed', whose own members ('unit', 'sum') JSON cannot carry: it writes an array's items only (take an object with the items and those members as properties)",
    ]);
    expect(problems(p, "g")).toEqual([
      "a.ts:5:30 - warning GT1013: return type cannot be carried by JSON (return type is a 'Counted', whose own members ('total') JSON cannot carry: it writes an array's items only (take an object with the items and those members as properties)); the tool gets no outputSchema",
    ]);
  });
});
