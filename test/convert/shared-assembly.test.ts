import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";

// Tools that reference the same named types share their assembly (convert/assemble.ts): each still
// gets its own schema, names and diagnostics.
describe("tools that reference the same named types", () => {
  const p = makeProject({
    "billing/address.ts": `export interface Address { street: string; tags: Map<string, string> }`,
    "shipping/address.ts": `export interface Address { city: string }`,
    "a.ts": `
      import type { Address } from "./billing/address.js";
      import type { Address as ShipTo } from "./shipping/address.js";
      interface Order { id: string; to: ShipTo }
      export function f(bill: Address, order: Order) {}
      export function g(bill: Address, order: Order) {}
      export function h(order: Order, bill: Address) {}
      export function k(order: Order) {}`,
  });

  it("each have the same $defs, named over the types each reaches", () => {
    const [f, g, h, k] = ["f", "g", "h", "k"].map((name) => p.tool(name).inputSchema);
    expect(Object.keys(f!.$defs ?? {})).toEqual(["Order", "billing_Address", "shipping_Address"]);
    expect(g!.$defs).toEqual(f!.$defs);
    expect(h!.$defs).toEqual(f!.$defs);
    expect(h!.properties).toEqual({ order: { $ref: "#/$defs/Order" }, bill: { $ref: "#/$defs/billing_Address" } });
    // Without the clash, the plain name, in the shared Order's reference too.
    expect(Object.keys(k!.$defs ?? {})).toEqual(["Address", "Order"]);
    expect(k!.$defs?.Order).toMatchObject({ properties: { to: { $ref: "#/$defs/Address" } } });
  });

  it("each own their $defs object", () => {
    const f = p.tool("f").inputSchema;
    const g = p.tool("g").inputSchema;
    delete f.$defs?.Order;
    expect(Object.keys(g.$defs ?? {})).toEqual(["Order", "billing_Address", "shipping_Address"]);
  });

  it("each report what a definition they reach found, and only those", () => {
    const mapField = "billing/address.ts:1:44 - error GT1005: property 'Address.tags' is a 'Map', which JSON cannot carry (use a Record or an array)";
    const errors = (name: string): string[] => p.problems(name).filter((d) => d.includes(" - error "));
    for (const name of ["f", "g", "h"]) expect(errors(name)).toEqual([mapField]);
    expect(errors("k")).toEqual([]);
  });
});
