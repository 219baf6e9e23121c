import { expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

// A member meant as a brand but typed otherwise (`_brand: void`) is refused as data: the message says
// both ways out, an object of data or a brand of a literal type.
it("GT1004 for a Date with members says how to carry them and how to write a brand", () => {
  const p = makeProject({
    "a.ts": `
/** Tool. */
export function f(/** At. */ at: Date & { readonly _brand: void }) {}
`,
  });
  expect(p.problems("f")).toEqual([
    expect.stringMatching(/GT1004.*own members \('_brand'\).*take an object with the date and those members as properties; a member that only brands the Date takes a literal type: readonly __brand: "UtcDate"\)$/),
  ]);
});
