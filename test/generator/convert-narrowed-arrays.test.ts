import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

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
