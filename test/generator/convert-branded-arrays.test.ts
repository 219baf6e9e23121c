import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";
import { expectMeaning } from "../convert/meaning.js";

/** A function `f` of `params` in a file that declares a brand key (`tag`) and imports the tags. */
function convert(params: string) {
  const p = makeProject({
    "a.ts": `import type { MinItems } from "./gen-tools/src/tags.js";
declare const tag: unique symbol;
/** Tool. */
export function f(${params}) {}
`,
  });
  const result = p.tool("f");
  return { schema: result.inputSchema, errors: p.problems("f").filter((d) => d.includes(" error ")) };
}

describe("an array or tuple intersected with other object types", () => {
  it("is the array when the brand is keyed by a declared symbol (zod's .brand() on an array), as an object's is", () => {
    const { schema, errors } = convert(
      `/** Ids. */ ids: string[] & { readonly [tag]: "Ids" }, /** Pair. */ pair: [string, number] & { readonly [tag]: "Pair" }, /** Tagged. */ tagged: number[] & MinItems<1> & { readonly [tag]: "N" }`,
    );
    expect(errors).toEqual([]);
    expect(schema.properties).toEqual({
      ids: { type: "array", items: { type: "string" }, description: "Ids." },
      pair: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], minItems: 2, maxItems: 2, description: "Pair." },
      tagged: { type: "array", items: { type: "number" }, minItems: 1, description: "Tagged." },
    });
    expectMeaning(schema, {
      valid: [{ ids: ["a"], pair: ["a", 1], tagged: [1] }],
      invalid: [{ ids: [1], pair: ["a", 1], tagged: [1] }, { ids: [], pair: ["a"], tagged: [1] }, { ids: [], pair: ["a", 1], tagged: [] }],
    });
  });

  it("is the array when the others add no members", () => {
    const { schema, errors } = convert(`/** Names. */ names: string[] & Iterable<string>`);
    expect(errors).toEqual([]);
    expect(schema.properties).toEqual({ names: { type: "array", items: { type: "string" }, description: "Names." } });
  });

  it("is the array assignable to the others among several (type-fest's JsonValue has JsonValue[] & readonly JsonValue[]), and GT1012 where none is", () => {
    const { schema, errors } = convert(`/** Names. */ names: readonly string[] & string[], /** Pairs. */ pairs: [string, string] & readonly string[], /** Both. */ both: string[] & number[]`);
    expect(schema.properties?.names).toEqual({ type: "array", items: { type: "string" }, description: "Names." });
    expect(schema.properties?.pairs).toEqual({ type: "array", prefixItems: [{ type: "string" }, { type: "string" }], minItems: 2, maxItems: 2, description: "Pairs." });
    expect(errors).toEqual(["a.ts:4:142 - error GT1012: parameter 'both' has type 'string[] & number[]', which gen-tools cannot convert to JSON Schema"]);
  });

  it("is one error naming the members JSON leaves out when they are keyed by strings, with or without a tag", () => {
    const { errors } = convert(`/** Ids. */ ids: string[] & { readonly __brand: "Ids" }, /** Some. */ some: string[] & MinItems<1> & { total: number }`);
    expect(errors).toEqual([
      "a.ts:4:31 - error GT1004: parameter 'ids' is a 'string[] & { readonly __brand: \"Ids\"; }', whose own members ('__brand') JSON cannot carry: it writes an array's items only (take an object with the items and those members as properties)",
      "a.ts:4:89 - error GT1004: parameter 'some' is a 'string[] & MinItems<1> & { total: number; }', whose own members ('total') JSON cannot carry: it writes an array's items only (take an object with the items and those members as properties)",
    ]);
  });
});
