import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";
import { expectMeaning } from "./meaning.js";
import { problemsBesidesDescriptions as problems } from "./problems-besides-descriptions.js";

describe("ArrayLike<T> and Iterable<T>", () => {
  it("are arrays of T as arguments, which a JSON array satisfies, inside named types too", () => {
    const p = makeProject({
      "a.ts": `
        export interface Request { tags: Iterable<string>; at: ArrayLike<Date> }
        export function f(values: ArrayLike<number>, tags: Iterable<string>, request: Request) {}
      `,
    });
    const { inputSchema, dates } = p.tool("f");
    expect(problems(p, "f")).toEqual([]);
    expect(inputSchema.properties).toEqual({
      values: { type: "array", items: { type: "number" } },
      tags: { type: "array", items: { type: "string" } },
      request: { $ref: "#/$defs/Request" },
    });
    expect(inputSchema.$defs?.Request).toMatchObject({
      properties: {
        tags: { type: "array", items: { type: "string" } },
        at: { type: "array", items: { type: "string", format: "date-time" } },
      },
    });
    expect(dates).toEqual(["/$defs/Request/properties/at/items"]);
    const base = { values: [1, 2, 3], tags: ["a"], request: { tags: [], at: ["2026-12-06T15:00:00Z"] } };
    expectMeaning(inputSchema, {
      valid: [base, { ...base, values: [], tags: [] }],
      invalid: [{ ...base, values: { length: 2, 0: 1, 1: 2 } }, { ...base, tags: "a" }, { ...base, values: [1, "2"] }],
    });
  });

  it("are refused as results, which JSON writes as arrays only when they are arrays, also through a named type used as an argument", () => {
    const p = makeProject({
      "a.ts": `
        export interface Request { tags: Iterable<string> }
        export function f(request: Request) {}
        export function g(): Iterable<string> { return new Set(["a"]); }
        export function h(): ArrayLike<number> { return new Uint8Array(2); }
        export function k(): Request { return { tags: ["a"] }; }
      `,
    });
    expect(problems(p, "f")).toEqual([]);
    expect(p.tool("g").outputSchema).toBeUndefined();
    expect(problems(p, "g")).toEqual([
      "a.ts:4:30 - warning GT1013: return type cannot be carried by JSON (return type is an 'Iterable<string>', whose items JSON cannot carry unless it is an array (a Set or a generator is not one): return an array); the tool gets no outputSchema",
    ]);
    expect(problems(p, "h")).toEqual([
      "a.ts:5:30 - warning GT1013: return type cannot be carried by JSON (return type is an 'ArrayLike<number>', whose items JSON cannot carry unless it is an array (a typed array or a string is not one): return an array); the tool gets no outputSchema",
    ]);
    expect(problems(p, "k")).toEqual([
      "a.ts:6:30 - warning GT1013: return type cannot be carried by JSON (property 'Request.tags' is an 'Iterable<string>', whose items JSON cannot carry unless it is an array (a Set or a generator is not one): return an array); the tool gets no outputSchema",
    ]);
  });

  it("leaves iterators refused as arguments: a JSON array has no next()", () => {
    const p = makeProject({ "a.ts": "export function f(items: IterableIterator<string>) {}" });
    expect(problems(p, "f")).toEqual([
      "a.ts:1:19 - error GT1004: parameter 'items' is an 'IterableIterator<string>', whose methods JSON cannot carry",
    ]);
  });
});
