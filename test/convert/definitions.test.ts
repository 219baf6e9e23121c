import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";
import { expectMeaning } from "./meaning.js";

describe("named types as $defs", () => {
  it("names instantiated generics with stable, valid names", () => {
    const p = makeProject({
      "a.ts": `
        interface Box<T> { value: T }
        type Pair<A, B> = { first: A; second: B };
        export function f(a: Box<string>, b: Pair<string, number>, c: Box<string[]>, d: Box<Box<"x" | "y">>, e: Box<Record<string, number>>) {}`,
    });
    const { inputSchema } = p.tool("f");
    expect(Object.keys(inputSchema.$defs ?? {})).toEqual([
      "Box_Array_string",
      "Box_Box_x_or_y",
      "Box_Record_string_number",
      "Box_string",
      "Box_x_or_y",
      "Pair_string_number",
    ]);
    expect(inputSchema.properties?.d).toEqual({
      $ref: "#/$defs/Box_Box_x_or_y",
    });
    for (const name of Object.keys(inputSchema.$defs ?? {})) expect(name).toMatch(/^[A-Za-z0-9_]+$/);
    expect(inputSchema.$defs?.Pair_string_number).toEqual({
      type: "object",
      properties: { first: { type: "string" }, second: { type: "number" } },
      required: ["first", "second"],
      additionalProperties: false,
    });
  });

  it("converts recursive and mutually recursive types through $ref", () => {
    const p = makeProject({
      "a.ts": `
        interface Tree { label: string; children: Tree[] }
        interface Dept { name: string; head?: Person }
        interface Person { name: string; dept: Dept }
        type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
        export function f(tree: Tree, person: Person, doc: Json) {}`,
    });
    const { inputSchema, diagnostics } = p.tool("f");
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(inputSchema.$defs?.Tree).toEqual({
      type: "object",
      properties: {
        label: { type: "string" },
        children: { type: "array", items: { $ref: "#/$defs/Tree" } },
      },
      required: ["label", "children"],
      additionalProperties: false,
    });
    expect(Object.keys(inputSchema.$defs ?? {})).toEqual(["Dept", "Json", "Person", "Tree"]);
    expect(inputSchema.$defs?.Json).toEqual({
      anyOf: [
        { type: ["string", "number", "boolean", "null"] },
        { type: "array", items: { $ref: "#/$defs/Json" } },
        { type: "object", additionalProperties: { $ref: "#/$defs/Json" } },
      ],
    });
    expectMeaning(inputSchema, {
      valid: [
        {
          tree: { label: "a", children: [{ label: "b", children: [] }] },
          person: {
            name: "p",
            dept: { name: "d", head: { name: "h", dept: { name: "d2" } } },
          },
          doc: { a: [1, "x", { b: null }] },
        },
      ],
      invalid: [
        {
          tree: { label: "a", children: [{ label: 1, children: [] }] },
          person: { name: "p", dept: { name: "d" } },
          doc: 1,
        },
      ],
    });
  });

  it("gives each tool exactly the $defs it references, transitively", () => {
    const p = makeProject({
      "a.ts": `
        interface Inner { v: number }
        interface Outer { inner: Inner }
        interface Unused { u: string }
        export function a(o: Outer) {}
        export function b(i: Inner) {}
        export function c(s: string) {}
        export function d(x: Unused) {}`,
    });
    expect(Object.keys(p.tool("a").inputSchema.$defs ?? {})).toEqual(["Inner", "Outer"]);
    expect(Object.keys(p.tool("b").inputSchema.$defs ?? {})).toEqual(["Inner"]);
    expect(p.tool("c").inputSchema.$defs).toBeUndefined();
  });

  it("resolves a name clash between files by path-derived prefixes, whatever the order", () => {
    const files = {
      "src/billing/address.ts": "/** Billing address. */\nexport interface Address { iban: string }",
      "src/shipping/address.ts": "/** Shipping address. */\nexport interface Address { street: string }",
      "src/tools.ts": `
        import type { Address as BillingAddress } from "./billing/address.js";
        import type { Address as ShippingAddress } from "./shipping/address.js";
        export function both(bill: BillingAddress, ship: ShippingAddress) {}
        export function shipOnly(ship: ShippingAddress) {}
        export function billOnly(bill: BillingAddress) {}`,
    };
    const forward = makeProject(files);
    const backward = makeProject(files);
    const first = ["both", "shipOnly", "billOnly"].map((t) => forward.tool(t));
    const second = ["billOnly", "shipOnly", "both"].map((t) => backward.tool(t)).reverse();
    expect(second).toEqual(first);
    const both = first[0]?.inputSchema;
    expect(both?.properties).toEqual({
      bill: { $ref: "#/$defs/billing_Address" },
      ship: { $ref: "#/$defs/shipping_Address" },
    });
    expect(both?.$defs?.billing_Address).toMatchObject({
      description: "Billing address.",
    });
    expect(both?.$defs?.shipping_Address).toMatchObject({
      description: "Shipping address.",
    });
    // Without a clash in the tool, the plain name.
    expect(first[1]?.inputSchema.properties?.ship).toEqual({
      $ref: "#/$defs/Address",
    });
  });

  it.each([
    ["npm", "node_modules/@types/node/os.d.ts"],
    ["pnpm", "node_modules/.pnpm/@types+node@20.19.43/node_modules/@types/node/os.d.ts"],
    ["pnpm, a patch later", "node_modules/.pnpm/@types+node@20.19.44/node_modules/@types/node/os.d.ts"],
    ["yarn", ".yarn/cache/@types-node-npm-20.19.43-0a1b2c3d4e.zip/node_modules/@types/node/os.d.ts"],
  ])("qualifies a package's type by its path inside the package (%s)", (_, installed) => {
    const p = makeProject({
      [installed]: "export interface CpuInfo { model: string; speed: number }",
      "src/machines.ts": `
        import type { CpuInfo as NodeCpuInfo } from "../${installed.replace(/\.d\.ts$/, ".js")}";
        export interface CpuInfo { cores: number }
        export function compare(reported: NodeCpuInfo, stored: CpuInfo) {}`,
    });
    const { inputSchema } = p.tool("compare");
    expect(inputSchema.properties).toEqual({
      reported: { $ref: "#/$defs/types_node_os_CpuInfo" },
      stored: { $ref: "#/$defs/src_machines_CpuInfo" },
    });
  });

  it.each([
    ["npm", "node_modules/geo/index.d.ts", "node_modules/maps/node_modules/geo/index.d.ts"],
    ["pnpm", "node_modules/.pnpm/geo@1.0.0/node_modules/geo/index.d.ts", "node_modules/.pnpm/geo@2.0.0/node_modules/geo/index.d.ts"],
  ])("numbers one package installed twice (%s), the same whatever the order", (_, first, second) => {
    const files = {
      [first]: "export interface Point { x: number }",
      [second]: "export interface Point { lat: number }",
      "src/tools.ts": `
        import type { Point as Old } from "../${first.replace(/\.d\.ts$/, ".js")}";
        import type { Point as New } from "../${second.replace(/\.d\.ts$/, ".js")}";
        export function oldFirst(a: Old, b: New) {}
        export function newFirst(b: New, a: Old) {}`,
    };
    const p = makeProject(files);
    for (const tool of ["oldFirst", "newFirst"]) {
      const { inputSchema } = p.tool(tool);
      expect(inputSchema.properties).toEqual({ a: { $ref: "#/$defs/Point" }, b: { $ref: "#/$defs/Point_2" } });
      expect(inputSchema.$defs?.Point).toMatchObject({ properties: { x: { type: "number" } } });
    }
  });

  it("names instantiations apart by their arguments' text, `[]` as Array", () => {
    const p = makeProject({
      "src/tools.ts": `
        export interface FieldRef<Model, FieldType> { readonly modelName: Model; readonly typeName: FieldType }
        export function find(equals: FieldRef<"User", "String">, within: FieldRef<"User", "String[]">) {}`,
    });
    expect(p.tool("find").inputSchema.properties).toEqual({
      equals: { $ref: "#/$defs/FieldRef_User_String" },
      within: { $ref: "#/$defs/FieldRef_User_String_Array" },
    });
  });

  it("spells an accented name's letters in ASCII rather than as '_'", () => {
    const p = makeProject({
      "src/tools.ts": `
        export interface Größe { breite: number }
        export interface Grüße { text: string }
        export interface Météo { ciel: string }
        export function f(size: Größe, greeting: Grüße, weather: Météo) {}`,
    });
    expect(p.tool("f").inputSchema.properties).toEqual({
      size: { $ref: "#/$defs/Grosse" },
      greeting: { $ref: "#/$defs/Grusse" },
      weather: { $ref: "#/$defs/Meteo" },
    });
  });

  it("numbers what sanitising makes equal in one file, with no file prefix and past the names in use", () => {
    const p = makeProject({
      "src/tools.ts": `
        interface Box<T> { value: T }
        interface Box_a_b_2 { other: string }
        export function f(space: Box<"a b">, dash: Box<"a-b">, taken: Box_a_b_2) {}`,
    });
    const { inputSchema } = p.tool("f");
    expect(inputSchema.properties).toEqual({
      space: { $ref: "#/$defs/Box_a_b" },
      dash: { $ref: "#/$defs/Box_a_b_3" },
      taken: { $ref: "#/$defs/Box_a_b_2" },
    });
    expect(inputSchema.$defs?.Box_a_b_3).toMatchObject({ properties: { value: { const: "a-b" } } });
  });

  it("shares a definition between tools that name its references alike, and resolves it apart where they differ", () => {
    const p = makeProject({
      "src/billing/address.ts": "export interface Address { iban: string }",
      "src/shipping/address.ts": "export interface Address { street: string }",
      "src/tools.ts": `
        import type { Address as BillingAddress } from "./billing/address.js";
        import type { Address as ShippingAddress } from "./shipping/address.js";
        interface Order { ship: ShippingAddress }
        export function one(order: Order) {}
        export function two(order: Order) {}
        export function both(order: Order, bill: BillingAddress) {}`,
    });
    const [one, two, both] = ["one", "two", "both"].map((t) => p.tool(t).inputSchema);
    expect(one?.$defs?.Order).toBe(two?.$defs?.Order);
    expect(one?.$defs?.Order).toMatchObject({ properties: { ship: { $ref: "#/$defs/Address" } } });
    expect(both?.$defs?.Order).toMatchObject({ properties: { ship: { $ref: "#/$defs/shipping_Address" } } });
    expect(Object.keys(both?.$defs ?? {})).toEqual(["Order", "billing_Address", "shipping_Address"]);
  });

  it("gives the same schemas whichever tool fills the cache first", () => {
    const source = `
      interface Node { id: string; next?: Node; tags: Tag[] }
      type Tag = { name: string; color?: "red" | "blue" };
      export function a(n: Node, t: Tag | null) {}
      export function b(t: Tag, n?: Node) {}`;
    const one = makeProject({ "a.ts": source });
    const two = makeProject({ "a.ts": source });
    const ab = [one.tool("a"), one.tool("b")];
    const ba = [two.tool("b"), two.tool("a")].reverse();
    expect(JSON.stringify(ba)).toEqual(JSON.stringify(ab));
  });

  it("does not let one tool's schema change another's (shared definitions are frozen)", () => {
    const p = makeProject({
      "a.ts": "interface A { x: number; b?: B }\ninterface B { y: string }\nexport function f(a: A) {}\nexport function g(a: A) {}",
    });
    const f = p.tool("f");
    const g = p.tool("g");
    const a = f.inputSchema.$defs?.A as { properties: { x: { type?: string } } };
    expect(() => {
      a.properties.x.type = "string";
    }).toThrow(TypeError);
    expect(() => {
      delete (f.inputSchema.$defs?.B as { type?: string }).type;
    }).toThrow(TypeError);
    expect(g.inputSchema.$defs?.A).toMatchObject({ properties: { x: { type: "number" }, b: { $ref: "#/$defs/B" } } });
    expect(g.inputSchema.$defs?.B).toMatchObject({ type: "object" });
    // The tool's own root is not shared, so it stays open for its owner to extend.
    f.inputSchema.description = "f";
    expect(g.inputSchema).not.toHaveProperty("description");
  });
});
