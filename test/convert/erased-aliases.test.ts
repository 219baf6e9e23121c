import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { makeProject } from "./harness.js";
import { expectMeaning } from "./meaning.js";

// The checker erases an alias of a type that exists already (`type Days = number`): its comment is
// read off the name written where it is used.
describe("JSDoc on an alias the checker erases", () => {
  const p = makeProject({
    "kinds.ts": `
      /**
       * An ISO country code.
       * @pattern ^[A-Z]{2}$
       * @example "NO"
       */
      export type Code = string;
      /** A code, again. */
      export type Code2 = Code;
      /**
       * Days ahead.
       * @minimum 1
       * @maximum 14
       */
      export type Days = number;
      /** Whether to notify. */
      export type Notify = boolean;
      /** The start, as sent. */
      export type Start = Date;
      /** A place. */
      export interface Place { city: string }
      /** Where to go. */
      export type Destination = Place;
      /** One of two. */
      export type Pick2 = "a" | "b";
      /** The choice, by another name. */
      export type Choice = Pick2;
    `,
    "a.ts": `
      import type { Code, Code2, Days, Notify, Start, Destination, Choice } from "./kinds.js";
      export interface Trip {
        /** Days of the trip. */
        days: Days;
        code?: Code;
      }
      /**
       * @param a The code.
       */
      export function f(a: Code, b: Code | null, c: Code2, d: Code[], trip: Trip, notify: Notify, start: Start, to: Destination, choice: Choice, plain: NonNullable<string>) {}
    `,
  });
  const schema = p.tool("f").inputSchema;

  it("applies the alias's summary and tags to a parameter, the @param text winning over the summary", () => {
    expect(schema.properties?.a).toEqual({ type: "string", description: "The code.", pattern: "^[A-Z]{2}$", examples: ["NO"] });
  });

  it("applies them to a member of a union, an array's items and a property, whose own comment wins", () => {
    const code = { type: "string", description: "An ISO country code.", pattern: "^[A-Z]{2}$", examples: ["NO"] };
    expect(schema.properties?.b).toEqual({ anyOf: [code, { type: "null" }] });
    expect(schema.properties?.d).toEqual({ type: "array", items: code });
    expect(schema.$defs?.Trip).toMatchObject({
      properties: { days: { type: "number", description: "Days of the trip.", minimum: 1, maximum: 14 }, code },
    });
  });

  it("follows an alias of an alias: the outer summary wins, the inner tags stay", () => {
    expect(schema.properties?.c).toEqual({ type: "string", description: "A code, again.", pattern: "^[A-Z]{2}$", examples: ["NO"] });
  });

  it("applies them over boolean, Date and a named type, stopping at the name the type carries", () => {
    expect(schema.properties?.notify).toEqual({ type: "boolean", description: "Whether to notify." });
    expect(schema.properties?.start).toMatchObject({ type: "string", format: "date-time", description: "The start, as sent." });
    expect(p.tool("f").dates).toEqual(["/properties/start"]);
    expect(schema.properties?.to).toEqual({ $ref: "#/$defs/Place", description: "Where to go." });
    expect(schema.properties?.choice).toEqual({ $ref: "#/$defs/Pick2", description: "The choice, by another name." });
    expect(schema.$defs?.Pick2).toEqual({ type: "string", enum: ["a", "b"], description: "One of two." });
  });

  it("leaves TypeScript's own aliases' comments out", () => {
    expect(schema.properties?.plain).toEqual({ type: "string" });
  });

  it("is what the validator enforces", () => {
    const ok = { a: "NO", b: null, c: "SE", d: [], trip: { days: 3 }, notify: true, start: "2026-12-06T10:00:00Z", to: { city: "Oslo" }, choice: "a", plain: "x" };
    expectMeaning(schema, {
      valid: [ok],
      invalid: [{ ...ok, a: "no" }, { ...ok, b: "nor" }, { ...ok, d: ["x"] }, { ...ok, trip: { days: 0 } }, { ...ok, trip: { days: 3, code: "x" } }],
    });
  });

  it("applies them to the values of a Record, read off its type argument", () => {
    const q = makeProject({
      "a.ts": `
        /**
         * Days ahead.
         * @minimum 1
         */
        export type Days = number;
        /** Per city. */
        export type PerCity = Record<string, Days>;
        /**
         * @param byCity By city.
         * @param perCity Per city.
         * @param byId By id.
         */
        export function f(byCity: Record<string, Days>, perCity: PerCity, byId: Record<number, Days>) {}
      `,
    });
    const schema = q.tool("f").inputSchema;
    const days = { type: "number", description: "Days ahead.", minimum: 1 };
    expect(schema.properties?.byCity).toEqual({ type: "object", additionalProperties: days, description: "By city." });
    expect(schema.$defs?.PerCity).toEqual({ type: "object", additionalProperties: days, description: "Per city." });
    const byId = schema.properties?.byId as JsonSchemaObject;
    expect(Object.values(byId.patternProperties ?? {})).toEqual([days]);
  });

  it("warns where a generic's type argument names such an alias, whose comment cannot apply there (GT1109)", () => {
    const q = makeProject({
      "a.ts": [
        "/**",
        " * Days ahead.",
        " * @minimum 1",
        " */",
        "export type Days = number;",
        "export type Plain = number;",
        "export interface Box<T> { v: T }",
        "/** @param a A. @param b B. @param c C. */",
        "export function f(a: Box<Days>, b: Box<Plain>, c: Box<number>) {}",
      ].join("\n"),
    });
    expect(q.problems("f")).toEqual([
      "a.ts:9:26 - warning GT1109: parameter 'a' has 'Days' as a type argument of 'Box<Days>', which the checker reads as 'Box<number>': the comment on type alias 'Days' is not applied (write its constraints as tag types, number & Minimum<1>, or in a comment where 'Box<Days>' is used)",
    ]);
  });

  it("reports a bad tag on the alias once, at the tag, about the alias", () => {
    const q = makeProject({
      "a.ts": [
        "/**",
        " * A count.",
        " * @minLength 2",
        " */",
        "export type Count = number;",
        "/** @param a A. @param b B. */",
        "export function f(a: Count, b: Count[]) {}",
      ].join("\n"),
    });
    expect(q.problems("f")).toEqual(["a.ts:3:4 - warning GT1103: type 'Count' has @minLength, which applies to string values, not to this type"]);
  });
});
