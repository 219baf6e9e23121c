import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

// An intersection whose member has toJSON() beside one that makes the whole's toJSON no function
// (`{ toJSON: null }`): JSON.stringify calls no toJSON() on such a value, so the result is not
// written through the member's; it is converted as the intersection it is, tagged or not.

describe("a result intersection whose other member leaves its toJSON uncallable", () => {
  it("is converted as an object, not through the member's toJSON(), with or without a tag", () => {
    const p = makeProject({
      "a.ts": `import type { Description } from "./gen-tools/src/tags.js";
declare class Money {
  add(other: Money): Money;
  toJSON(): { amount: string };
}
/** Tool. */
export function plain(): Money & { toJSON: null } { throw new Error(); }
/** Tool. */
export function tagged(): Money & { toJSON: null } & Description<"A price."> { throw new Error(); }
`,
    });
    const object = { type: "object", additionalProperties: false };
    expect(p.problems("plain")).toEqual([]);
    expect(p.tool("plain").outputSchema).toEqual(object);
    expect(p.problems("tagged")).toEqual([]);
    expect(p.tool("tagged").outputSchema).toEqual({ ...object, description: "A price." });
  });
});
