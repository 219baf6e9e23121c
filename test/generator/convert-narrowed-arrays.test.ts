import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";
import { expectMeaning } from "../convert/meaning.js";

/** A function `f` of `params`, its input schema and its errors. */
function convert(params: string, declarations = "") {
  const p = makeProject({ "a.ts": `${declarations}\n/** Tool. */\nexport function f(${params}) {}\n` });
  return { schema: p.tool("f").inputSchema, errors: p.problems("f").filter((d) => d.includes(" error ")) };
}

describe("an array intersected with a member it has, narrowed", () => {
  it("is GT1004 naming it (string[] & { length: 2 }, a tuple's element), where the array's schema took any length or element", () => {
    const { errors } = convert(`/** Two. */ two: string[] & { length: 2 }, /** First. */ first: [string, number] & { 0: "x" }`);
    expect(errors).toEqual([
      "a.ts:3:31 - error GT1004: parameter 'two' is a 'string[] & { length: 2; }', whose own members ('length') JSON cannot carry: it writes an array's items only (take an object with the items and those members as properties)",
      "a.ts:3:76 - error GT1004: parameter 'first' is a '[string, number] & { 0: \"x\"; }', whose own members ('0') JSON cannot carry: it writes an array's items only (take an object with the items and those members as properties)",
    ]);
  });

  it("is the array where the member is the array's own type or wider (Iterable<string>, { length: number })", () => {
    const { schema, errors } = convert(`/** Names. */ names: string[] & Iterable<string> & { readonly length: number }`);
    expect(errors).toEqual([]);
    expect(schema.properties?.names).toEqual({ type: "array", items: { type: "string" }, description: "Names." });
  });
});

describe("an intersection of arrays", () => {
  it("is GT1012 where the arrays' items differ (A[] & B[]), whose intersection no one array's items schema takes", () => {
    // A is assignable to B (its y is optional), so A[] was taken: its closed items refused { x, y }, which A & B is.
    const { errors } = convert(
      `/** Both. */ both: A[] & B[]`,
      `interface A { x: string }\ninterface B { x: string; y?: number }`,
    );
    expect(errors).toEqual(["a.ts:4:32 - error GT1012: parameter 'both' has type 'A[] & B[]', which gen-tools cannot convert to JSON Schema"]);
  });

  it("is the one assignable to the others where their items are the same (readonly or not, a tuple of the array's items)", () => {
    const { schema, errors } = convert(
      `/** Names. */ names: readonly string[] & string[], /** Pair. */ pair: readonly [string, number] & [string, number], /** Narrow. */ narrow: readonly string[] & ("a" | "b")[]`,
    );
    expect(errors).toEqual([]);
    expect(schema.properties).toEqual({
      names: { type: "array", items: { type: "string" }, description: "Names." },
      pair: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], minItems: 2, maxItems: 2, description: "Pair." },
      narrow: { type: "array", items: { type: "string", enum: ["a", "b"] }, description: "Narrow." },
    });
    expectMeaning(schema, {
      valid: [{ names: ["x"], pair: ["x", 1], narrow: ["a"] }],
      invalid: [{ names: ["x"], pair: ["x", 1], narrow: ["c"] }, { names: ["x"], pair: ["x", 1, 2], narrow: [] }],
    });
  });
});
