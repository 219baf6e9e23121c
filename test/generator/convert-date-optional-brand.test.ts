import { expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

// The flavoring idiom brands a value with an optional literal member (`_type?: "UtcDate"`), so an
// unbranded value is taken too: the member is for the compiler alone, as a required brand's is.
it("a Date flavored with an optional literal member is the Date; an optional member of data is GT1004", () => {
  const p = makeProject({
    "a.ts": `
interface Flavoring<F> { _type?: F }
type Flavor<T, F> = T & Flavoring<F>;
/** Tool. */
export function f(/** At. */ at: Flavor<Date, "UtcDate">, /** Day. */ day: Date & { readonly kind?: "start" }) {}
/** Tool. */
export function g(/** At. */ at: Date & { note?: string; utc?: boolean }) {}
`,
  });
  expect(p.problems("f")).toEqual([]);
  const { inputSchema, dates } = p.tool("f");
  expect(inputSchema.$defs).toMatchObject({ Flavor_Date_UtcDate: { type: "string", format: "date-time" } });
  expect(inputSchema.properties?.day).toMatchObject({ type: "string", format: "date-time" });
  expect(dates).toEqual(["/properties/day", "/$defs/Flavor_Date_UtcDate"]);
  expect(p.problems("g")).toEqual([expect.stringMatching(/GT1004.*own members \('note', 'utc'\)/)]);
});
