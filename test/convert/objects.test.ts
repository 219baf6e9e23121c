import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { makeProject } from "./harness.js";
import { expectMeaning } from "./meaning.js";

/** A number index signature's keys: a number's text as JavaScript writes it. */
const NUMBER_KEYS = String.raw`^(?:0|-?(?:[1-9][0-9]{0,20}(?:\.[0-9]*[1-9])?|0\.0{0,5}[1-9](?:[0-9]*[1-9])?|[1-9](?:\.[0-9]*[1-9])?e\+(?:2[1-9]|[3-9][0-9]|[12][0-9]{2}|30[0-7])|1(?:\.(?:[1-6]|[0-6][0-9]*[1-9]|7(?:[1-8]|[0-8][0-9]*[1-9]|9(?:[1-6]|[0-6][0-9]*[1-9]|7(?:[1-5]|[0-5][0-9]*[1-9]|6(?:[1-8]|[0-8][0-9]*[1-9]|9(?:[1-2]|[0-2][0-9]*[1-9]|3(?:0[0-9]*[1-9]|1(?:[1-2]|[0-2][0-9]*[1-9]|3(?:[1-3]|[0-3][0-9]*[1-9]|4(?:[1-7]|[0-7][0-9]*[1-9]|8(?:[1-5]|[0-5][0-9]*[1-9]|6(?:1|[0-1][0-9]*[1-9]|2(?:[1-2]|[0-2][0-9]*[1-9]|3(?:0[0-9]*[1-9]|1(?:[1-4]|[0-4][0-9]*[1-9]|5(?:[1-6]|[0-6][0-9]*[1-9]|7)?)?)?)?)?)?)?)?)?)?)?)?)?)?)?))?e\+308|[1-9](?:\.[0-9]*[1-9])?e-(?:[7-9]|[1-9][0-9]|[12][0-9]{2}|3[01][0-9]|32[0-3])|5e-324)|-?Infinity|NaN)$`;

function defs(source: string, tool = "f") {
  const p = makeProject({ "a.ts": source });
  const result = p.tool(tool);
  return {
    input: result.inputSchema,
    defs: result.inputSchema.$defs ?? {},
    problems: p.problems(tool),
  };
}

describe("objects", () => {
  it("converts an interface to a closed $defs object with its optional properties not required", () => {
    const { input, defs: d } = defs(`
      /** Where to deliver. */
      export interface Address {
        street: string;
        zip?: string;
        note: string | undefined;
        readonly city: string;
      }
      /** @param to where */
      export function f(to: Address) {}`);
    expect(input.properties).toEqual({
      to: { $ref: "#/$defs/Address", description: "where" },
    });
    expect(d).toEqual({
      Address: {
        type: "object",
        properties: {
          street: { type: "string" },
          zip: { type: "string" },
          note: { type: "string" },
          city: { type: "string" },
        },
        required: ["street", "city"],
        additionalProperties: false,
        description: "Where to deliver.",
      },
    });
    expectMeaning(input, {
      valid: [{ to: { street: "Main 1", city: "Oslo" } }, { to: { street: "x", city: "y", zip: "0150", note: "n" } }],
      invalid: [
        { to: { street: "x" } },
        { to: { street: "x", city: "y", extra: 1 } },
        { to: { street: 1, city: "y" } },
      ],
    });
  });

  it("inlines object literal types and leaves objects open under closedObjects: false", () => {
    const p = makeProject(
      { "a.ts": "export function f(pos: { lat: number; lon: number }) {}" },
      { closedObjects: false },
    );
    const schema = p.tool("f").inputSchema;
    expect(schema).toEqual({
      type: "object",
      properties: {
        pos: {
          type: "object",
          properties: { lat: { type: "number" }, lon: { type: "number" } },
          required: ["lat", "lon"],
        },
      },
      required: ["pos"],
    });
    expectMeaning(schema, {
      valid: [{ pos: { lat: 1, lon: 2, alt: 3 } }],
      invalid: [{ pos: { lat: 1 } }],
    });
  });

  it("leaves out an optional property of type never or undefined, which must be absent: one of two properties, not both", () => {
    const { input, defs: d, problems } = defs(`
      /** By id or by name. */
      export type Target = { id: string; name?: never } | { id?: never; name: string };
      export function f(target: Target, extra: { a?: undefined; b: number }, open: { [k: string]: string; secret?: never }) {}`);
    expect(problems.filter((x) => x.includes("error"))).toEqual([]);
    expect(d.Target).toEqual({
      anyOf: [
        { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false },
        { type: "object", properties: { name: { type: "string" } }, required: ["name"], additionalProperties: false },
      ],
      description: "By id or by name.",
    });
    expect(input.properties?.extra).toEqual({ type: "object", properties: { b: { type: "number" } }, required: ["b"], additionalProperties: false });
    // Where other keys are allowed, it is listed as false.
    expect(input.properties?.open).toEqual({ type: "object", properties: { secret: false }, additionalProperties: { type: "string" } });
    expectMeaning(input, {
      valid: [{ target: { id: "7" }, extra: { b: 1 }, open: {} }, { target: { name: "x" }, extra: { b: 1 }, open: { k: "v" } }],
      invalid: [
        { target: { id: "7", name: "x" }, extra: { b: 1 }, open: {} },
        { target: {}, extra: { b: 1 }, open: {} },
        { target: { id: "7" }, extra: { a: null, b: 1 }, open: {} },
        { target: { id: "7" }, extra: { b: 1 }, open: { secret: "s" } },
      ],
    });
  });

  it("keeps a required property of type never or undefined an error, and drops a destructured argument that must be absent", () => {
    const { problems } = defs(`export function f(x: { gone: undefined }) {}`);
    expect(problems.filter((x) => x.includes("error"))).toEqual(["a.ts:1:24 - error GT1007: property 'x.gone' has type 'undefined', which carries no value"]);
    const lone = defs(`
      interface Args {
        /** Which. */
        id: string;
        name?: never;
      }
      export function f({ id }: Args) {}`);
    expect(lone.problems).toEqual([]);
    expect(lone.input).toEqual({ type: "object", properties: { id: { type: "string", description: "Which." } }, required: ["id"], additionalProperties: false });
    // Where other keys are allowed, it is listed as false, in its place.
    const open = defs(`
      interface Args {
        /** Which. */
        id: string;
        secret?: never;
        [key: string]: string | undefined;
      }
      export function f({ id }: Args) {}`);
    expect(open.input.properties).toEqual({ id: { type: "string", description: "Which." }, secret: false });
    expectMeaning(open.input, { valid: [{ id: "7", other: "x" }], invalid: [{ id: "7", secret: "s" }] });
  });

  it("maps index signatures and Record<string, V> to additionalProperties", () => {
    const { input } = defs(`
      export function f(counts: Record<string, number>, labels: { [key: string]: string | undefined }, mixed: { id: string; [k: string]: string }) {}`);
    expect(input.properties).toEqual({
      counts: { type: "object", additionalProperties: { type: "number" } },
      labels: { type: "object", additionalProperties: { type: "string" } },
      mixed: {
        type: "object",
        properties: { id: { type: "string" } },
        required: ["id"],
        additionalProperties: { type: "string" },
      },
    });
    expectMeaning(input, {
      valid: [{ counts: { a: 1 }, labels: {}, mixed: { id: "1", other: "x" } }],
      invalid: [
        { counts: { a: "1" }, labels: {}, mixed: { id: "1" } },
        { counts: {}, labels: {}, mixed: { id: "1", n: 2 } },
      ],
    });
  });

  it("gives number and template literal index signatures patternProperties, other keys closed", () => {
    const { input, problems } = defs(`
      export function f(
        byId: Record<number, string>,
        headers: Record<\`x-\${string}\`, string>,
        both: { name: string; [k: \`n_\${number}\`]: number; [k: \`s_\${string}\`]: string },
      ) {}`);
    expect(problems.filter((p) => !p.includes("GT1100"))).toEqual([]);
    const number = String.raw`^[-+]?(?:(?:0*(?:[1-9]\d{0,307}|0)(?:\.\d*)?|\.\d+)(?:[eE](?:-\d+|\+?0+))?|(?:0*\d(?:\.\d*)?|\.\d+)[eE]\+?0*(?:[12]?\d{1,2}|30[0-7]))$`;
    expect(input.properties).toEqual({
      byId: { type: "object", patternProperties: { [NUMBER_KEYS]: { type: "string" } }, additionalProperties: false },
      headers: { type: "object", patternProperties: { [String.raw`^x-[\s\S]*$`]: { type: "string" } }, additionalProperties: false },
      both: {
        type: "object",
        properties: { name: { type: "string" } },
        required: ["name"],
        patternProperties: {
          [`^n_${number.slice(1, -1)}$`]: { type: "number" },
          [String.raw`^s_[\s\S]*$`]: { type: "string" },
        },
        additionalProperties: false,
      },
    });
    expectMeaning(input, {
      valid: [
        { byId: { "1": "a", "-2.5": "b", "1e+21": "c", NaN: "d" }, headers: { "x-trace": "1" }, both: { name: "a", n_1: 1, n_01: 2, s_x: "y" } },
      ],
      invalid: [
        { byId: { one: "a" }, headers: {}, both: { name: "a" } },
        // Names TypeScript does not read as numbers: Record<number, string> refuses them in an object literal.
        { byId: { "01": "a" }, headers: {}, both: { name: "a" } },
        { byId: { "1.0": "a" }, headers: {}, both: { name: "a" } },
        { byId: { "-0": "a" }, headers: {}, both: { name: "a" } },
        { byId: { "1e5": "a" }, headers: {}, both: { name: "a" } },
        { byId: {}, headers: { trace: "1" }, both: { name: "a" } },
        { byId: {}, headers: { "x-trace": 1 }, both: { name: "a" } },
        { byId: {}, headers: {}, both: { name: "a", n_x: 1 } },
        { byId: {}, headers: {}, both: { name: "a", s_x: 1 } },
      ],
    });
  });

  it("checks the keys a number index signature narrows beside a string one", () => {
    const { input } = defs(`export function f(table: { [k: string]: string | number; [i: number]: number }) {}`);
    expect(input.properties?.table).toEqual({
      type: "object",
      patternProperties: { [NUMBER_KEYS]: { type: "number" } },
      additionalProperties: { type: ["string", "number"] },
    });
    expectMeaning(input, { valid: [{ table: { a: "x", b: 2, "3": 4 } }], invalid: [{ table: { "3": "x" } }] });
  });

  it("takes as a number key exactly the text JavaScript writes for a number (generated)", () => {
    const keys = new RegExp(NUMBER_KEYS, "u");
    fc.assert(fc.property(fc.double(), (n) => keys.test(String(n))), { numRuns: 20_000 });
    for (const other of ["01", "1.0", "+1", ".5", "1.", "-0", "1e5", "1E+21", "1e+20", "0.0000001", "0.10", "-NaN", "", " 1"]) {
      expect(keys.test(other), other).toBe(false);
    }
  });

  it("keeps an index signature's keys in a destructured parameter", () => {
    const { input } = defs(`export function f({ id, ...rest }: { id: string; [k: \`tag_\${string}\`]: string }) {}`);
    expect(input).toMatchObject({
      properties: { id: { type: "string" } },
      patternProperties: { [String.raw`^tag_[\s\S]*$`]: { type: "string" } },
      additionalProperties: false,
    });
    expectMeaning(input, { valid: [{ id: "1", tag_a: "x" }], invalid: [{ id: "1", other: "x" }] });
  });

  it("reads the empty object type, {} (and Object, which means the same), as TypeScript does: any value but null", () => {
    const { input, defs: d, problems } = defs(`
      export interface Nothing {}
      class Hidden { private cache = 1 }
      export function f(a: {}, b: NonNullable<unknown>, c: Nothing, d: Hidden, e: Object) {}`);
    const anyButNull = { type: ["string", "number", "boolean", "object", "array"] };
    expect(problems.filter((d) => d.includes("error"))).toEqual([]);
    expect(input.properties?.a).toEqual(anyButNull);
    expect(input.properties?.b).toEqual(anyButNull);
    expect(input.properties?.e).toEqual(anyButNull);
    expect(d.Nothing).toEqual(anyButNull);
    // A class with private members only: TypeScript takes its instances alone, so no key is allowed.
    expect(d.Hidden).toEqual({ type: "object", additionalProperties: false });
    expectMeaning(input, {
      valid: [{ a: "x", b: 1, c: { k: [] }, d: {}, e: 1 }, { a: [], b: false, c: 0, d: {}, e: { k: 1 } }],
      invalid: [{ a: null, b: 1, c: 1, d: {}, e: 1 }, { a: 1, b: 1, c: 1, d: { cache: 1 }, e: 1 }, { a: 1, b: 1, c: 1, d: {}, e: null }],
    });
  });

  it("keeps a property named __proto__ a property, in a shared $defs entry and in a class", () => {
    const { input, defs: d } = defs(`
      export interface Odd { __proto__: string; constructor: number }
      // A class field is defined on the instance, so this one is an own property.
      export class Options { __proto__ = "p" }
      export function f(a: Odd, b: Odd, o: Options) {}`);
    const odd = d.Odd as JsonSchemaObject;
    expect(Object.keys(odd.properties ?? {})).toEqual(["__proto__", "constructor"]);
    expect(Object.getPrototypeOf(odd.properties)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor((d.Options as JsonSchemaObject).properties, "__proto__")?.value).toEqual({ type: "string" });
    expectMeaning(input, {
      valid: [JSON.parse('{"a": {"__proto__": "x", "constructor": 1}, "b": {"__proto__": "y", "constructor": 2}, "o": {"__proto__": "q"}}')],
      invalid: [JSON.parse('{"a": {"__proto__": 1, "constructor": 1}, "b": {"__proto__": "y", "constructor": 2}, "o": {}}'), { a: { constructor: 1 }, b: { constructor: 2 }, o: {} }],
    });
  });

  it("gives no default for an object initializer with __proto__:, which sets a prototype, not a property", () => {
    const { input } = defs(`export function f(options = { __proto__: null, limit: 1 }) {}`);
    expect(input.properties?.options).not.toHaveProperty("default");
  });

  it("allows no key at all in Record<string, never>", () => {
    const { input } = defs("export function f(empty: Record<string, never>) {}");
    expect(input.properties?.empty).toEqual({ type: "object", additionalProperties: false });
    expectMeaning(input, { valid: [{ empty: {} }], invalid: [{ empty: { a: 1 } }] });
  });

  it("gives Record over literal keys explicit, required properties", () => {
    const { input } = defs(`export function f(limits: Record<"cpu" | "memory", number>) {}`);
    expect(input.properties?.limits).toEqual({
      type: "object",
      properties: { cpu: { type: "number" }, memory: { type: "number" } },
      required: ["cpu", "memory"],
      additionalProperties: false,
    });
  });

  it("lists a Record over an enum or a union of literals in the order they were declared", () => {
    const { input } = defs(`
      enum Color { Red = "red", Green = "green" }
      enum Size { Small, Large }
      type Keys = "zeta" | "alpha";
      export function f(c: Record<Color, number>, s: Record<Size, number>, l: Record<"zeta" | "alpha", number>, k: { [P in Keys]: number }, r: Record<Keys, number>) {}`);
    const names = (schema: unknown) => {
      const o = schema as JsonSchemaObject;
      return [Object.keys(o.properties ?? {}), o.required];
    };
    expect([names(input.properties?.c), names(input.properties?.s), names(input.properties?.l), names(input.properties?.k), names(input.properties?.r)]).toEqual([
      [["red", "green"], ["red", "green"]],
      [["0", "1"], ["0", "1"]],
      [["zeta", "alpha"], ["zeta", "alpha"]],
      [["zeta", "alpha"], ["zeta", "alpha"]],
      [["zeta", "alpha"], ["zeta", "alpha"]],
    ]);
  });

  it("lists a destructured Record's fields in the order its keys were written", () => {
    const { input } = defs(`
      const seen: "alpha" | "zeta" = "alpha";
      export function f({ zeta, alpha }: Record<"zeta" | "alpha", number>) {}`);
    expect([Object.keys(input.properties ?? {}), input.required]).toEqual([
      ["zeta", "alpha"],
      ["zeta", "alpha"],
    ]);
  });

  it("merges an intersection of objects into one object schema", () => {
    const { input, defs: d } = defs(`
      interface Named { name: string }
      interface Aged { age?: number }
      type Person = Named & Aged & { email: string };
      export function f(p: Person, inline: Named & { id: number }) {}`);
    expect(d.Person).toEqual({
      type: "object",
      properties: {
        name: { type: "string" },
        age: { type: "number" },
        email: { type: "string" },
      },
      required: ["name", "email"],
      additionalProperties: false,
    });
    expect(input.properties?.inline).toEqual({
      type: "object",
      properties: { name: { type: "string" }, id: { type: "number" } },
      required: ["name", "id"],
      additionalProperties: false,
    });
  });

  it("describes an intersection's property by the first of its declarations that has a comment, as an editor's hover does", () => {
    const { input } = defs(`
      interface Plain { name: string; code: string }
      interface Documented {
        /** The display name. */
        name: string;
        /**
         * A short code.
         * @maxLength 4
         */
        code: string;
      }
      interface Other {
        /** Another text, not read. */
        name: string;
      }
      export function f(a: Plain & Documented, b: Documented & Other) {}`);
    expect(input.properties?.a).toMatchObject({
      properties: { name: { type: "string", description: "The display name." }, code: { type: "string", description: "A short code.", maxLength: 4 } },
    });
    expect(input.properties?.b).toMatchObject({ properties: { name: { description: "The display name." } } });
  });

  it("treats a branded primitive as its primitive", () => {
    const { input, problems } = defs(
      `type UserId = string & { readonly __brand: "UserId" }; export function f(id: UserId) {}`,
    );
    expect(input.$defs).toEqual({ UserId: { type: "string" } });
    expect(problems.filter((p) => p.includes("error"))).toEqual([]);
  });

  it("treats an object branded by symbol-keyed members (zod's .brand(), type-fest's Tagged) as the object, and still reports a symbol-keyed data member", () => {
    const p = makeProject({
      "a.ts": `
      declare const tag: unique symbol;
      declare const brand: unique symbol;
      type Tagged<T, Name extends string> = T & { readonly [tag]: { [K in Name]: true } };
      export interface User { id: string; name: string }
      export interface Audit { at: string }
      const secret = Symbol();
      export interface Keyed { [secret]: string }
      export function f(a: Tagged<User, "Verified">, b: User & Audit & { [brand]: "checked"; [tag]: 1 }, c: User & Keyed & Audit) {}`,
    });
    const f = p.tool("f");
    expect(f.inputSchema.$defs?.Tagged_User_Verified).toEqual({ $ref: "#/$defs/User" });
    expect(f.inputSchema.properties?.b).toEqual({
      type: "object",
      properties: { id: { type: "string" }, name: { type: "string" }, at: { type: "string" } },
      required: ["id", "name", "at"],
      additionalProperties: false,
    });
    expect(p.problems("f").filter((d) => d.includes("error"))).toEqual([
      "a.ts:8:32 - error GT1018: property 'c.[secret]' is keyed by a symbol, which JSON cannot carry: a model cannot send it (make it optional, or key it by a string)",
    ]);
  });

  it("converts a data class's public fields; an initialized one stays required, with no default: nothing applies it to the plain object a handler gets", () => {
    const p = makeProject({
      "a.ts": `
      export class Options {
        limit = 10;
        mode: "fast" | "safe" = "safe";
        label?: string;
        tags: string[] = [];
        private secret = "x";
        #hidden = 1;
        constructor(public query: string) {}
      }
      export function f(o: Options) {}
      export function g(): Options { return new Options("q"); }`,
    });
    const { inputSchema } = p.tool("f");
    const options = {
      type: "object",
      properties: {
        limit: { type: "number" },
        mode: { type: "string", enum: ["fast", "safe"] },
        label: { type: "string" },
        tags: { type: "array", items: { type: "string" } },
        query: { type: "string" },
      },
      required: ["limit", "mode", "tags", "query"],
      additionalProperties: false,
    };
    expect(inputSchema.$defs?.Options).toEqual(options);
    expectMeaning(inputSchema, { valid: [{ o: { limit: 1, mode: "fast", tags: [], query: "q" } }], invalid: [{ o: { query: "q" } }] });
    // A result is an instance, which has its initialized fields (and, as JSON writes them, its private ones).
    expect(p.tool("g").outputSchema?.$defs?.Options).toEqual({
      ...options,
      properties: { ...options.properties, secret: { type: "string" } },
      required: ["limit", "mode", "tags", "secret", "query"],
    });
  });
});

describe("classes", () => {
  // The classes of the source below, as JavaScript runs them: what a tool returning one sends.
  class Temp {
    c: number;
    constructor(c: number) {
      this.c = c;
    }
    get f(): number {
      return (this.c * 9) / 5 + 32;
    }
  }
  class Volume {
    private level: number;
    constructor() {
      this.level = 1;
    }
    get v(): number {
      return this.level;
    }
    set v(value: number) {
      this.level = value;
    }
  }
  const source = `
    export class Temp {
      c: number;
      constructor(c: number) { this.c = c; }
      get f(): number { return this.c * 9 / 5 + 32; }
      set reset(value: number) {}
      accessor unit = "C";
    }
    export class Volume {
      private level: number;
      constructor() { this.level = 1; }
      get v(): number { return this.level; }
      set v(value: number) { this.level = value; }
    }
    export interface Reading { get at(): string }
    export function f(t: Temp, volume: Volume, reading: Reading, inline: { get z(): number }) {}
    export function temp(): Temp { return new Temp(0); }
    export function volume(): Volume { return new Volume(); }`;

  it("leaves a class's getters, setters and accessor fields out: a handler's argument never has them, and JSON never writes them", () => {
    const p = makeProject({ "a.ts": source });
    const { inputSchema } = p.tool("f");
    const temp = { type: "object", properties: { c: { type: "number" } }, required: ["c"], additionalProperties: false };
    expect(inputSchema.$defs?.Temp).toEqual(temp);
    expect(inputSchema.$defs?.Volume).toEqual({ type: "object", additionalProperties: false });
    // An interface's or an object type's accessor is a property of a plain object.
    expect(inputSchema.$defs?.Reading).toMatchObject({ properties: { at: { type: "string" } }, required: ["at"] });
    expect(inputSchema.properties?.inline).toMatchObject({ properties: { z: { type: "number" } }, required: ["z"] });
    expectMeaning(inputSchema, {
      valid: [{ t: { c: 5 }, volume: {}, reading: { at: "x" }, inline: { z: 1 } }],
      invalid: [{ t: { c: 5, f: 41 }, volume: {}, reading: { at: "x" }, inline: { z: 1 } }, { t: { c: 5 }, volume: { v: 1 }, reading: { at: "x" }, inline: { z: 1 } }],
    });
    expect(p.tool("temp").outputSchema?.$defs?.Temp).toEqual(temp);
    expectMeaning(p.tool("temp").outputSchema!, { valid: [JSON.parse(JSON.stringify(new Temp(5)))] });
  });

  it("has a result's private fields, which JSON writes, where a getter and setter pair keeps its value", () => {
    const p = makeProject({ "a.ts": source });
    const output = p.tool("volume").outputSchema!;
    expect(output.$defs?.Volume).toEqual({ type: "object", properties: { level: { type: "number" } }, required: ["level"], additionalProperties: false });
    expectMeaning(output, { valid: [JSON.parse(JSON.stringify(new Volume()))], invalid: [{}, { v: 1 }] });
  });
});

describe("mapped and utility types (read from the checker's resolved properties)", () => {
  const source = `
    interface User {
      /** The id. */
      id: string;
      name?: string;
      email: string;
      age?: number;
    }
    type Shape = { kind: "circle"; radius: number; color: string } | { kind: "square"; side: number; color: string };
    type Distribute<T> = T extends unknown ? Omit<T, "color"> : never;
    type Mutable<T> = { -readonly [K in keyof T]: T[K] };
    export function partial(u: Partial<User>) {}
    export function required(u: Required<User>) {}
    export function pick(u: Pick<User, "email" | "id">) {}
    export function omit(u: Omit<User, "email">) {}
    export function readonly(u: Readonly<User>, m: Mutable<Readonly<User>>) {}
    export function omitUnion(s: Omit<Shape, "color">) {}
    export function pickUnion(s: Pick<Shape, "kind" | "color">) {}
    export function distributive(s: Distribute<Shape>) {}`;
  const p = makeProject({ "a.ts": source });
  const param = (tool: string, name = "u") => p.tool(tool).inputSchema.properties?.[name];

  it("Partial makes every property optional and keeps their JSDoc", () => {
    expect(param("partial")).toEqual({
      type: "object",
      properties: {
        id: { type: "string", description: "The id." },
        name: { type: "string" },
        email: { type: "string" },
        age: { type: "number" },
      },
      additionalProperties: false,
    });
  });

  it("Required removes optionality", () => {
    expect(param("required")).toMatchObject({
      required: ["id", "name", "email", "age"],
    });
  });

  it("Pick and Omit keep declaration order and optionality", () => {
    expect(param("pick")).toEqual({
      type: "object",
      properties: {
        id: { type: "string", description: "The id." },
        email: { type: "string" },
      },
      required: ["id", "email"],
      additionalProperties: false,
    });
    expect(param("omit")).toEqual({
      type: "object",
      properties: {
        id: { type: "string", description: "The id." },
        name: { type: "string" },
        age: { type: "number" },
      },
      required: ["id"],
      additionalProperties: false,
    });
  });

  it("Readonly and a homomorphic mapped type keep the properties", () => {
    expect(param("readonly")).toMatchObject({ required: ["id", "email"] });
    expect(p.tool("readonly").inputSchema.$defs?.Mutable_Readonly_User).toMatchObject({ required: ["id", "email"] });
  });

  it("Omit over a union is what the checker computes: an object of the common keys left", () => {
    // keyof (A | B) is the common keys, kind and color; Omit leaves kind, a plain (non-distributed) object.
    expect(param("omitUnion", "s")).toEqual({
      type: "object",
      properties: { kind: { type: "string", enum: ["circle", "square"] } },
      required: ["kind"],
      additionalProperties: false,
    });
    expect(param("pickUnion", "s")).toEqual({
      type: "object",
      properties: {
        kind: { type: "string", enum: ["circle", "square"] },
        color: { type: "string" },
      },
      required: ["kind", "color"],
      additionalProperties: false,
    });
  });

  it("a distributive helper gives a union of each member's result", () => {
    const schema = p.tool("distributive").inputSchema;
    // The checker's distributed result is a new union without the alias: it is inlined.
    expect(schema.properties?.s).toEqual({
      anyOf: [
        {
          type: "object",
          properties: {
            kind: { type: "string", const: "circle" },
            radius: { type: "number" },
          },
          required: ["kind", "radius"],
          additionalProperties: false,
        },
        {
          type: "object",
          properties: {
            kind: { type: "string", const: "square" },
            side: { type: "number" },
          },
          required: ["kind", "side"],
          additionalProperties: false,
        },
      ],
    });
    expectMeaning(schema, {
      valid: [{ s: { kind: "circle", radius: 1 } }, { s: { kind: "square", side: 2 } }],
      invalid: [{ s: { kind: "circle", side: 1 } }, { s: { kind: "circle", radius: 1, color: "red" } }],
    });
  });
});
