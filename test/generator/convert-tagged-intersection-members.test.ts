import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

describe("an intersection with a tag beside an object and a lib type JSON carries alone", () => {
  it("is refused as that member, as without the tag, where the member's schema (a string, an array) stood for the whole and lost the object", () => {
    const p = makeProject({
      "a.ts": `import type { Description } from "./gen-tools/src/tags.js";
interface Named { name: string }
/** Tool. */
export function f(/** Text. */ text: Named & String & Description<"A text.">, /** Items. */ items: Named & Iterable<string> & Description<"Items.">) {}
`,
    });
    const { inputSchema } = p.tool("f");
    expect(p.problems("f")).toEqual([
      "a.ts:4:32 - error GT1004: parameter 'text' is a 'String', whose methods JSON cannot carry",
      "a.ts:4:93 - error GT1004: parameter 'items' is an 'Iterable<string>', whose methods JSON cannot carry",
    ]);
    expect(inputSchema.properties).toEqual({ text: { description: "Text." }, items: { description: "Items." } });
  });
});
