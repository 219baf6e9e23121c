import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";
import { expectMeaning } from "./meaning.js";
import { problemsBesidesDescriptions as problems } from "./problems-besides-descriptions.js";

// A class with methods whose own toJSON() says what JSON writes, as Prisma's Decimal and dayjs's Dayjs are.
const DECIMAL = `
  export declare class Decimal {
    constructor(value: string | number);
    plus(other: Decimal): Decimal;
    toFixed(digits?: number): string;
    toJSON(): string;
  }
`;

describe("a result JSON writes through its toJSON()", () => {
  it("is what its toJSON() returns: a URL is a string, a class of the user's its toJSON()'s object, which its own definition holds", () => {
    const p = makeProject({
      "a.ts": `
        /// <reference lib="dom" />
        /** A temperature. */
        export class Temperature {
          constructor(private readonly celsius: number) {}
          toJSON(): { celsius: number } { return { celsius: this.celsius }; }
        }
        export function link(): URL { return new URL("https://example.com/a"); }
        export function temperature(): Temperature { return new Temperature(21); }
        export function both(): { at: URL; temperatures: Temperature[] } { return { at: new URL("https://example.com"), temperatures: [] }; }
      `,
    });
    expect(problems(p, "link")).toEqual([]);
    expect(p.tool("link").outputSchema).toEqual({ type: "string" });
    expect(problems(p, "temperature")).toEqual([]);
    expect(p.tool("temperature").outputSchema).toEqual({
      $ref: "#/$defs/Temperature",
      $defs: {
        Temperature: {
          type: "object",
          properties: { celsius: { type: "number" } },
          required: ["celsius"],
          additionalProperties: false,
          description: "A temperature.",
        },
      },
    });
    expect(problems(p, "both")).toEqual([]);
    const written = JSON.parse(JSON.stringify({ at: new URL("https://example.com"), temperatures: [{ toJSON: () => ({ celsius: 21 }) }] }));
    expectMeaning(p.tool("both").outputSchema ?? {}, { valid: [written], invalid: [{ at: {}, temperatures: [] }, { at: "x", temperatures: [{ kelvin: 1 }] }] });
  });

  it("in a named type gives that type a result definition of its own, while as an argument it stays refused", () => {
    const p = makeProject({
      "decimal.ts": DECIMAL,
      "a.ts": `
        import type { Decimal } from "./decimal.js";
        export interface Invoice { id: string; total: Decimal }
        export function invoice(id: string): Invoice { throw new Error(id); }
        export function pay(invoice: Invoice): void {}
        export function price(amount: Decimal): void {}
      `,
    });
    expect(problems(p, "invoice")).toEqual([]);
    expect(p.tool("invoice").outputSchema).toEqual({
      $ref: "#/$defs/Invoice",
      $defs: {
        Decimal: { type: "string" },
        Invoice: {
          type: "object",
          properties: { id: { type: "string" }, total: { $ref: "#/$defs/Decimal" } },
          required: ["id", "total"],
          additionalProperties: false,
        },
      },
    });
    // A model sends plain JSON, never a Decimal with its methods.
    expect(problems(p, "pay")).toEqual([expect.stringContaining("GT1004: property 'Invoice.total' is a 'Decimal', whose methods JSON cannot carry")]);
    expect(problems(p, "price")).toEqual([expect.stringContaining("GT1004: parameter 'amount' is a 'Decimal', whose methods JSON cannot carry")]);
  });

  it("follows toJSON(key?: string), a Buffer's object, recursion through a definition, and members' toJSON()s in what it returns", () => {
    const p = makeProject({
      "decimal.ts": DECIMAL,
      "a.ts": `
        import type { Decimal } from "./decimal.js";
        export interface Bytes extends Uint8Array { toJSON(): { type: "Buffer"; data: number[] } }
        export class Tree {
          constructor(readonly name: string, readonly children: Tree[]) {}
          toJSON(key?: string): { name: string; children: Tree[]; price: Decimal } { throw new Error(key); }
        }
        export function bytes(): Bytes { throw new Error(); }
        export function tree(): Tree { throw new Error(); }
      `,
    });
    expect(problems(p, "bytes")).toEqual([]);
    expect(p.tool("bytes").outputSchema).toMatchObject({
      $ref: "#/$defs/Bytes",
      $defs: { Bytes: { properties: { type: { const: "Buffer" }, data: { type: "array", items: { type: "number" } } } } },
    });
    expectMeaning(p.tool("bytes").outputSchema ?? {}, { valid: [{ type: "Buffer", data: [1, 2] }], invalid: [{ 0: 1, 1: 2 }] });
    expect(problems(p, "tree")).toEqual([]);
    const { outputSchema } = p.tool("tree");
    expect(outputSchema?.$defs?.Tree).toMatchObject({ properties: { children: { items: { $ref: "#/$defs/Tree" } }, price: { $ref: "#/$defs/Decimal" } } });
    expectMeaning(outputSchema ?? {}, {
      valid: [{ name: "a", price: "1.5", children: [{ name: "b", price: "2", children: [] }] }],
      invalid: [{ name: "a", price: 1.5, children: [] }, { name: "a", price: "1", children: [{ name: "b" }] }],
    });
  });

  it("is any JSON for a toJSON() typed unknown, and is refused for a toJSON() returning a value with a toJSON() of its own, which JSON.stringify does not call", () => {
    const p = makeProject({
      "a.ts": `
        export class Loose { toJSON(): unknown { return 1; } }
        export class Self { count = 1; toJSON(): this { return this; } }
        export function loose(): Loose { return new Loose(); }
        export function self(): { self: Self } { return { self: new Self() }; }
      `,
    });
    expect(problems(p, "loose")).toEqual([]);
    expect(p.tool("loose").outputSchema).toEqual({ $ref: "#/$defs/Loose", $defs: { Loose: {} } });
    expect(p.tool("self").outputSchema).toBeUndefined();
    expect(problems(p, "self")).toEqual([
      expect.stringContaining(
        "GT1013: return type cannot be carried by JSON (type 'Self' is a 'Self', whose toJSON() result JSON cannot carry: it is a 'Self', whose own toJSON() JSON.stringify does not call",
      ),
    ]);
  });
});
