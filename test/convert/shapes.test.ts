import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";
import { expectMeaning } from "./meaning.js";

function params(source: string) {
  const p = makeProject({ "a.ts": source });
  return {
    schema: p.tool("f").inputSchema,
    props: p.tool("f").inputSchema.properties ?? {},
    problems: p.problems("f"),
  };
}

describe("arrays and tuples", () => {
  it("maps T[], Array<T>, readonly T[] and ReadonlyArray<T> to items", () => {
    const { props } = params(
      "export function f(a: string[], b: Array<number>, c: readonly boolean[], d: ReadonlyArray<string | null>) {}",
    );
    expect(props).toEqual({
      a: { type: "array", items: { type: "string" } },
      b: { type: "array", items: { type: "number" } },
      c: { type: "array", items: { type: "boolean" } },
      d: { type: "array", items: { type: ["string", "null"] } },
    });
  });

  it("maps tuples to prefixItems with exact bounds; optional elements lower minItems, rest gives items", () => {
    const { props, schema } = params(
      "export function f(pair: [string, number], opt: [lat: number, lon: number, alt?: number], rest: [string, ...number[]], empty: []) {}",
    );
    expect(props.pair).toEqual({
      type: "array",
      prefixItems: [{ type: "string" }, { type: "number" }],
      minItems: 2,
      maxItems: 2,
    });
    expect(props.opt).toEqual({
      type: "array",
      prefixItems: [{ type: "number" }, { type: "number" }, { type: "number" }],
      minItems: 2,
      maxItems: 3,
    });
    expect(props.rest).toEqual({
      type: "array",
      prefixItems: [{ type: "string" }],
      items: { type: "number" },
      minItems: 1,
    });
    expect(props.empty).toEqual({ type: "array", maxItems: 0 });
    const base = { pair: ["a", 1], opt: [1, 2], rest: ["a"], empty: [] };
    expectMeaning(schema, {
      valid: [base, { ...base, opt: [1, 2, 3], rest: ["a", 1, 2] }],
      invalid: [
        { ...base, pair: ["a"] },
        { ...base, pair: ["a", 1, 2] },
        { ...base, opt: [1] },
        { ...base, rest: ["a", "b"] },
        { ...base, empty: [1] },
      ],
    });
  });

  it("warns for elements after a rest element and keeps a looser schema", () => {
    const { props, problems } = params("export function f(t: [string, ...number[], boolean]) {}");
    expect(props.t).toEqual({
      type: "array",
      prefixItems: [{ type: "string" }],
      items: { anyOf: [{ type: "number" }, { type: "boolean" }] },
      minItems: 2,
    });
    expect(problems).toContainEqual(
      "a.ts:1:19 - warning GT1010: parameter 't' is a tuple with elements after its rest element; the schema checks only its minimum length and element types",
    );
  });
});

describe("unions", () => {
  it("writes T | null as a type list for bare primitives and as anyOf otherwise", () => {
    const { props, schema } = params(`
      interface Point { x: number }
      export function f(a: string | null, b: number | string, c: Point | null, d: "x" | "y" | null, e?: string | null) {}`);
    expect(props.a).toEqual({ type: ["string", "null"] });
    expect(props.b).toEqual({ type: ["number", "string"] });
    expect(props.c).toEqual({
      anyOf: [{ $ref: "#/$defs/Point" }, { type: "null" }],
    });
    expect(props.d).toEqual({
      anyOf: [{ type: "string", enum: ["x", "y"] }, { type: "null" }],
    });
    expect(props.e).toEqual({ type: ["string", "null"] });
    expect(schema.required).toEqual(["a", "b", "c", "d"]);
    const base = { a: null, b: 1, c: null, d: null };
    expectMeaning(schema, {
      valid: [base, { a: "s", b: "t", c: { x: 1 }, d: "x", e: null }],
      invalid: [
        { ...base, a: 1 },
        { ...base, c: { y: 1 } },
        { ...base, d: "z" },
        { b: 1, c: null, d: null },
      ],
    });
  });

  it("keeps a named union in a nullable or optional position one $ref", () => {
    const { props } = params(`
      type Unit = "celsius" | "fahrenheit";
      enum Level { Low = "low", High = "high" }
      export function f(u: Unit | null, l?: Level, both: Unit | Level) {}`);
    expect(props.u).toEqual({
      anyOf: [{ $ref: "#/$defs/Unit" }, { type: "null" }],
    });
    expect(props.l).toEqual({ $ref: "#/$defs/Level" });
    expect(props.both).toEqual({
      anyOf: [{ $ref: "#/$defs/Unit" }, { $ref: "#/$defs/Level" }],
    });
  });

  it("keeps a discriminated union precise: each branch its const and required", () => {
    const { schema } = params(`
      type Event =
        | { type: "click"; x: number; y: number }
        | { type: "key"; key: string; shift?: boolean };
      export function f(event: Event) {}`);
    expect(schema.$defs?.Event).toEqual({
      anyOf: [
        {
          type: "object",
          properties: {
            type: { type: "string", const: "click" },
            x: { type: "number" },
            y: { type: "number" },
          },
          required: ["type", "x", "y"],
          additionalProperties: false,
        },
        {
          type: "object",
          properties: {
            type: { type: "string", const: "key" },
            key: { type: "string" },
            shift: { type: "boolean" },
          },
          required: ["type", "key"],
          additionalProperties: false,
        },
      ],
    });
    expectMeaning(schema, {
      valid: [{ event: { type: "click", x: 1, y: 2 } }, { event: { type: "key", key: "a" } }],
      invalid: [
        { event: { type: "click", key: "a" } },
        { event: { type: "key", x: 1, y: 2 } },
        { event: { type: "scroll" } },
      ],
    });
  });

  it("drops never from a union", () => {
    const { props } = params("export function f(x: string | never, y: Exclude<'a' | 'b', 'b'>) {}");
    expect(props).toEqual({
      x: { type: "string" },
      y: { type: "string", const: "a" },
    });
  });
});

describe("template literals, Date and other built-ins", () => {
  it("maps template literal types to anchored patterns with escaped literal text", () => {
    const { props, schema } = params(
      "export function f(id: `user_${number}`, file: `${string}.json`, version: `v${bigint}.${bigint}`, mail: `${string}@${string}`, key: `${Uppercase<string>}_KEY`) {}",
    );
    expect(props.id).toEqual({
      type: "string",
      pattern: String.raw`^user_[-+]?(?:(?:0*(?:[1-9]\d{0,307}|0)(?:\.\d*)?|\.\d+)(?:[eE](?:-\d+|\+?0+))?|(?:0*\d(?:\.\d*)?|\.\d+)[eE]\+?0*(?:[12]?\d{1,2}|30[0-7]))$`,
    });
    expect(props.file).toEqual({
      type: "string",
      pattern: String.raw`^[\s\S]*\.json$`,
    });
    expect(props.version).toEqual({
      type: "string",
      pattern: String.raw`^v-?(?:0|[1-9]\d*)\.-?(?:0|[1-9]\d*)$`,
    });
    expect(props.mail).toEqual({
      type: "string",
      pattern: String.raw`^[^@]*@[\s\S]*$`,
    });
    expect(props.key).toEqual({ type: "string", pattern: "^[^a-z]*_KEY$" });
    const base = {
      id: "user_42",
      file: "a.json",
      version: "v1.2",
      mail: "a@b",
      key: "API_KEY",
    };
    expectMeaning(schema, {
      valid: [base, { ...base, id: "user_-1.5", file: ".json" }],
      invalid: [
        { ...base, id: "user_x" },
        { ...base, id: "xuser_1" },
        { ...base, file: "ajson" },
        { ...base, version: "v1" },
        { ...base, key: "api_KEY" },
      ],
    });
  });

  it("writes template literals that differ in one text as one pattern with an alternation, not a branch each", () => {
    // ms's StringValue: TypeScript expands `${number}${Unit}` into one member per unit (193 with its cases).
    const { props, schema } = params(
      "type Unit = 'ms' | 's' | 'm.';\n" +
        "type Duration = `${number}` | `${number}${Unit}` | `${number} ${Unit}`;\n" +
        "export function f(size: `${number}px` | `${number}em` | 'auto', d: Duration, pair: `${number}x${number}` | `${number}:${number}`) {}",
    );
    const num = String.raw`[-+]?(?:(?:0*(?:[1-9]\d{0,307}|0)(?:\.\d*)?|\.\d+)(?:[eE](?:-\d+|\+?0+))?|(?:0*\d(?:\.\d*)?|\.\d+)[eE]\+?0*(?:[12]?\d{1,2}|30[0-7]))`;
    expect(props.size).toEqual({
      anyOf: [
        { type: "string", pattern: `^${num}(?:px|em)$` },
        { type: "string", const: "auto" },
      ],
    });
    expect(props.pair).toEqual({ type: "string", pattern: `^${num}(?:x|:)${num}$` });
    const duration = JSON.stringify(schema.$defs?.["Duration"]);
    // Three groups hold a number's pattern each; a branch per unit would be seven.
    expect(duration.length).toBeLessThan(5 * num.length);
    expectMeaning(schema, {
      valid: [{ size: "12px", d: "5", pair: "1x2" }, { size: "auto", d: "5ms", pair: "3:4" }, { size: "1.5em", d: "2 m.", pair: "1x2" }],
      invalid: [
        { size: "12", d: "5", pair: "1x2" },
        { size: "12px", d: "5 h", pair: "1x2" },
        { size: "12px", d: "5mx", pair: "1x2" },
        { size: "12px", d: "5", pair: "1-2" },
      ],
    });
  });

  it("maps Date to a date-time string, and lists where it is in dates, through every shape a type can put one", () => {
    const p = makeProject({
      "a.ts": `
        export interface Meeting { title: string; at: Date; notes?: string[] }
        export type Event = { kind: "call"; at: Date } | { kind: "note"; text: string };
        export interface Thread { at: Date; replies: Thread[] }
        export interface Box<T> { value: T }
        export function f(when: Date, meeting: Meeting, maybe: Date | null, list: Date[], byName: Record<string, Date>,
          pair: [Date, number], event: Event, thread: Thread, boxed: Box<Date>, either: Date | Meeting, later?: Date) {}
        export function k({ at, title }: { at: Date; title: string }) {}
        export function g(meeting: Meeting, other: Meeting) {}
        export function h(text: string, at: string & { __brand: "when" }) {}
        export function m(enumerated: { const: Date; enum: Date[] }, examples: Date, default_?: Date) {}`,
    });
    const { inputSchema, dates } = p.tool("f");
    expect(JSON.parse(JSON.stringify(inputSchema.properties?.["when"]))).toEqual({ type: "string", format: "date-time" });
    expect(dates).toEqual([
      "/properties/when",
      "/properties/maybe/anyOf/0",
      "/properties/list/items",
      "/properties/byName/additionalProperties",
      "/properties/pair/prefixItems/0",
      "/properties/either/anyOf/0",
      "/properties/later",
      "/$defs/Box_Date/properties/value",
      "/$defs/Event/anyOf/0/properties/at",
      "/$defs/Meeting/properties/at",
      "/$defs/Thread/properties/at",
    ]);
    // Reached only through a definition another tool converted first, the Date is still found.
    expect(p.tool("g").dates).toEqual(["/$defs/Meeting/properties/at"]);
    expect(p.tool("h").dates).toEqual([]);
    expect(p.tool("k").dates).toEqual(["/properties/at"]);
    // Properties named as keywords whose values are data are schemas all the same.
    expect(p.tool("m").dates).toEqual([
      "/properties/enumerated/properties/const",
      "/properties/enumerated/properties/enum/items",
      "/properties/examples",
      "/properties/default_",
    ]);
    expect(p.problems("f").filter((problem) => problem.includes("error"))).toEqual([]);
  });

  it("sends a Date marked as a day as a date, and keeps date-time against any other format (GT1105)", () => {
    const p = makeProject({
      "a.ts": `import type { Format } from "./gen-tools/src/tags.js";
        export interface Trip {
          /** The first day. @format date */
          start: Date;
          end: Date & Format<"date">;
          /** @format email */
          booked: Date;
        }
        export function f(trip: Trip) {}`,
    });
    const trip = p.tool("f").inputSchema.$defs?.["Trip"] as { properties: Record<string, unknown> };
    expect(JSON.parse(JSON.stringify(trip.properties))).toEqual({
      start: { type: "string", format: "date", description: "The first day." },
      end: { type: "string", format: "date" },
      booked: { type: "string", format: "date-time" },
    });
    expect(p.tool("f").dates).toEqual(["/$defs/Trip/properties/start", "/$defs/Trip/properties/end", "/$defs/Trip/properties/booked"]);
    expect(p.problems("f").filter((problem) => problem.includes("GT1105"))).toEqual([
      "a.ts:6:15 - warning GT1105: property 'Trip.booked' has @format 'email' on a Date, which is sent as a date-time, or as a date for a day: the format is left out",
    ]);
  });

  it("lists no date for a date-time string that is not a Date", () => {
    const p = makeProject({
      "a.ts": `import type { Format } from "./gen-tools/src/tags.js";
        export function f(when: string & Format<"date-time">) {}`,
    });
    expect(p.tool("f").inputSchema.properties?.["when"]).toEqual({ type: "string", format: "date-time" });
    expect(p.tool("f").dates).toEqual([]);
  });
});
