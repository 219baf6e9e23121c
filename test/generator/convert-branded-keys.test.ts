import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";
import { expectMeaning } from "../convert/meaning.js";

describe("a record keyed by a branded primitive", () => {
  it("takes the primitive's keys, as a branded primitive's value is the primitive", () => {
    const p = makeProject({
      "a.ts": `type UserId = string & { readonly __brand: "UserId" };
type Slot = number & { readonly __brand: "Slot" };
type Header = \`x-\${string}\` & { readonly __brand: "Header" };
/** Tool. */
export function f(/** Ages. */ ages: Record<UserId, number>, /** Names. */ names: { [slot: Slot]: string }, /** Headers. */ headers: Partial<Record<Header, string>>) {}
`,
    });
    const { inputSchema } = p.tool("f");
    expect(p.problems("f")).toEqual([]);
    expect(inputSchema.properties?.ages).toEqual({ type: "object", additionalProperties: { type: "number" }, description: "Ages." });
    expectMeaning(inputSchema, {
      valid: [{ ages: { u1: 3 }, names: { "1": "a", "-2.5": "b" }, headers: { "x-id": "1" } }],
      invalid: [
        { ages: { u1: "3" }, names: {}, headers: {} },
        { ages: {}, names: { one: "a" }, headers: {} },
        { ages: {}, names: {}, headers: { id: "1" } },
      ],
    });
  });
});
