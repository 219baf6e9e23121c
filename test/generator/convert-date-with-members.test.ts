import { expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

// JSON writes a Date through its toJSON(), as its date string only: a member of its own can never
// reach the handler, nor the model in a result. A brand (a literal or unique symbol, a `__` name)
// exists for the compiler alone.
it("a Date intersected with members of its own is GT1004 naming them, a branded Date is the Date", () => {
  const p = makeProject({
    "a.ts": `
declare const tag: unique symbol;
/** Tool. */
export function f(/** At. */ at: Date & { label: string; note?: string }) {}
/** Tool. */
export function g(): Date & { label: string } { return Object.assign(new Date(), { label: "x" }); }
/** Tool. */
export function h(/** A. */ a: Date & { readonly __brand: "UtcDate" }, /** B. */ b: Date & { readonly brand: typeof tag }, /** C. */ c: Date & { __witness__: Date }) {}
`,
  });
  expect(p.problems("f")).toEqual([
    expect.stringMatching(/GT1004.*'Date & \{ label: string; note\?: string \| undefined; \}'.*own members \('label', 'note'\).*date string/),
  ]);
  expect(p.problems("g")).toEqual([expect.stringMatching(/GT1013.*own members \('label'\)/)]);
  expect(p.problems("h")).toEqual([]);
  const date = { type: "string", format: "date-time" };
  const { inputSchema, dates } = p.tool("h");
  expect(inputSchema.properties).toMatchObject({ a: date, b: date, c: date });
  expect(dates).toEqual(["/properties/a", "/properties/b", "/properties/c"]);
});
