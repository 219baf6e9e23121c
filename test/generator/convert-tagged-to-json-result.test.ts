import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

describe("a result intersection with a tag and a member that has toJSON()", () => {
  it("is written through toJSON() as without the tag, with the tag's keyword", () => {
    const p = makeProject({
      "a.ts": `import type { Description } from "./gen-tools/src/tags.js";
interface Named { name: string }
declare class Money {
  add(other: Money): Money;
  toJSON(): { amount: string; currency: string };
}
/** Tool. */
export function plain(): Named & Money { throw new Error(); }
/** Tool. */
export function tagged(): Named & Money & Description<"A price."> { throw new Error(); }
`,
    });
    const written = {
      type: "object",
      properties: { amount: { type: "string" }, currency: { type: "string" } },
      required: ["amount", "currency"],
      additionalProperties: false,
    };
    expect(p.problems("plain")).toEqual([]);
    expect(p.tool("plain").outputSchema).toEqual(written);
    expect(p.problems("tagged")).toEqual([]);
    expect(p.tool("tagged").outputSchema).toEqual({ ...written, description: "A price." });
  });
});
