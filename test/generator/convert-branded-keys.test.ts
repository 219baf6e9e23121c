import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";
import { expectMeaning } from "../convert/meaning.js";

describe("a branded primitive as a key or a template literal placeholder", () => {
  it("takes the primitive's keys in a record, as a branded primitive's value is the primitive", () => {
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

  it("is the primitive's text in a template literal; with a tag it stays GT1014", () => {
    const p = makeProject({
      "a.ts": `import type { MinLength } from "./gen-tools/src/tags.js";
type UserId = string & { readonly __brand: "UserId" };
/** Tool. */
export function f(/** File. */ file: \`\${UserId}.json\`, /** Short. */ short: \`\${string & MinLength<3>}.txt\`) {}
`,
    });
    const { inputSchema } = p.tool("f");
    expect(inputSchema.properties?.file).toEqual({ type: "string", pattern: String.raw`^[\s\S]*\.json$`, description: "File." });
    expect(p.problems("f")).toEqual([
      "a.ts:4:70 - error GT1014: parameter 'short' has a template literal placeholder of type 'string & MinLength<3>', which has no pattern",
    ]);
  });
});
