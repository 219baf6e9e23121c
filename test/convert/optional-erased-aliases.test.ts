import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { makeProject } from "./harness.js";

// An optional parameter or property is its type or `undefined`: the alias the checker erased is read
// off the name written there all the same, for an object type as for a primitive.
describe("JSDoc on an erased alias used optionally", () => {
  const p = makeProject({
    "a.ts": `
      /** A place. */
      export interface Place { city: string }
      /** Where to go. */
      export type Destination = Place;
      /** Whole days. @minimum 1 */
      export type Days = number;
      export interface Trip {
        to?: Destination;
        to2?: Destination | null;
        from?: Place;
      }
      export function f(to?: Destination, stops?: Array<Destination>, days?: Days, from?: Place, trip?: Trip) {}
    `,
  });
  const schema = p.tool("f").inputSchema;

  it("applies the alias's comment to an optional parameter of an object type, or to an optional array's items", () => {
    expect(schema.properties?.to).toEqual({ $ref: "#/$defs/Place", description: "Where to go." });
    expect(schema.properties?.stops).toEqual({ type: "array", items: { $ref: "#/$defs/Place", description: "Where to go." } });
    expect(schema.properties?.days).toEqual({ type: "number", description: "Whole days.", minimum: 1 });
    expect(schema.required).toBeUndefined();
  });

  it("adds nothing where the name written is the type's own", () => {
    expect(schema.properties?.from).toEqual({ $ref: "#/$defs/Place" });
  });

  it("applies it to an optional property, and to the member of a union with null", () => {
    const trip = schema.$defs?.Trip as JsonSchemaObject;
    expect(trip.properties?.to).toEqual({ $ref: "#/$defs/Place", description: "Where to go." });
    expect(trip.properties?.to2).toEqual({ anyOf: [{ $ref: "#/$defs/Place", description: "Where to go." }, { type: "null" }] });
    expect(trip.properties?.from).toEqual({ $ref: "#/$defs/Place" });
  });

  it("stops at the name the optional type carries itself: that alias's comment is its definition's", () => {
    const q = makeProject({
      "a.ts": `
        /**
         * A box.
         * @title The box
         */
        export type Box = { a: string };
        /** Boxed by another name. */
        export type Boxed = Box;
        export function g(b?: Boxed, c?: Box) {}
      `,
    });
    const s = q.tool("g").inputSchema;
    expect(s.properties?.b).toEqual({ $ref: "#/$defs/Box", description: "Boxed by another name." });
    expect(s.properties?.c).toEqual({ $ref: "#/$defs/Box" });
    expect(s.$defs?.Box).toMatchObject({ description: "A box.", title: "The box" });
  });
});
