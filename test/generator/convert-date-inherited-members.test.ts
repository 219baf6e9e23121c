import { expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

// A member the Date has already, written again beside it (`toJSON`, `getTime`), adds nothing JSON
// loses: the value is the Date, as an array's own `length` beside an array is the array. One the
// Date's own does not meet (a toJSON giving a number) is a member of its own.
it("a Date intersected with members a Date has is the Date; one its own does not meet is GT1004", () => {
  const p = makeProject({
    "a.ts": `
/** Tool. */
export function f(/** At. */ at: Date & { toJSON(): string }, /** Day. */ day: Date & { getTime(): number; readonly __brand: "Day" }) {}
/** Tool. */
export function g(/** At. */ at: Date & { toJSON(): number }) {}
`,
  });
  expect(p.problems("f")).toEqual([]);
  const { inputSchema, dates } = p.tool("f");
  expect(inputSchema.properties?.at).toMatchObject({ type: "string", format: "date-time" });
  expect(inputSchema.properties?.day).toMatchObject({ type: "string", format: "date-time" });
  expect(dates).toEqual(["/properties/at", "/properties/day"]);
  expect(p.problems("g")).toEqual([expect.stringMatching(/GT1004.*own members \('toJSON'\)/)]);
});
