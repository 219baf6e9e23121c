import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";
import { expectMeaning } from "./meaning.js";
import { problemsBesidesDescriptions as problems } from "./problems-besides-descriptions.js";

describe("a branded Date", () => {
  it("is a date-time string the runtime revives, as a Date is, through a named alias and as a result", () => {
    const p = makeProject({
      "a.ts": `
        export type UtcDate = Date & { readonly __brand: "UtcDate" };
        export interface Slot { at: Date & { readonly kind: "start" } }
        export function f(at: UtcDate, slot: Slot) {}
        export function g(): { at: UtcDate } { return { at: new Date() as UtcDate }; }
      `,
    });
    const { inputSchema, dates } = p.tool("f");
    expect(problems(p, "f")).toEqual([]);
    expect(inputSchema.properties).toEqual({ at: { $ref: "#/$defs/UtcDate" }, slot: { $ref: "#/$defs/Slot" } });
    expect(inputSchema.$defs).toMatchObject({
      UtcDate: { type: "string", format: "date-time" },
      Slot: { properties: { at: { type: "string", format: "date-time" } } },
    });
    expect(dates).toEqual(["/$defs/Slot/properties/at", "/$defs/UtcDate"]);
    expectMeaning(inputSchema, {
      valid: [{ at: "2026-12-06T15:00:00Z", slot: { at: "2026-12-06T16:00:00Z" } }],
      invalid: [{ at: { __brand: "UtcDate" }, slot: { at: "2026-12-06T16:00:00Z" } }, { at: "2026-12-06T15:00:00Z", slot: { at: 1 } }],
    });
    expect(problems(p, "g")).toEqual([]);
    expect(p.tool("g").outputSchema?.$defs?.UtcDate).toMatchObject({ type: "string", format: "date-time" });
  });

  it("keeps the keywords of tags beside the brand", () => {
    const p = makeProject({
      "a.ts": `
        import type { Format } from "./gen-tools/src/tags.js";
        export type UtcDate = Date & { readonly __brand: "UtcDate" };
        export function f(day: UtcDate & Format<"date">) {}
      `,
    });
    expect(problems(p, "f")).toEqual([]);
    expect(p.tool("f").inputSchema.properties?.day).toMatchObject({ type: "string", format: "date" });
    expect(p.tool("f").dates).toEqual(["/properties/day"]);
  });
});
