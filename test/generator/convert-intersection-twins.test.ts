import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";
import { expectMeaning } from "../convert/meaning.js";

/** type-fest's JSON types (source/basic.d.ts), as the package declares them. */
const TYPE_FEST_JSON = `
export type JsonObject = {[Key in string]: JsonValue} & {[Key in string]?: JsonValue | undefined};
export type JsonArray = JsonValue[] | readonly JsonValue[];
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonObject | JsonArray;
`;

/** A JsonObject whose values reach no named type before the object made again without its name. */
const FLAT = `
export type Flat = {[Key in string]: FlatValue} & {[Key in string]?: FlatValue | undefined};
export type FlatValue = string | Flat | number[];
`;

describe("an intersection met again inside itself without its alias (type-fest's JsonObject)", () => {
  it("is its alias's $ref in a result, whose definition is the arguments' one", () => {
    const p = makeProject({
      "json.ts": TYPE_FEST_JSON,
      "a.ts": `import type { JsonObject } from "./json.js";
/** Tool. */
export function f(): { id: string } & JsonObject { return { id: "a" }; }
`,
    });
    const { outputSchema } = p.tool("f");
    expect(p.problems("f")).toEqual([]);
    expectMeaning(outputSchema ?? {}, {
      valid: [{ id: "a" }, { id: "a", more: { deeper: [1, { x: null }] } }],
      invalid: [{}, { id: 1 }],
    });
  });

  it("is its alias's $ref whichever tool meets it first, where a tool before any definition of the alias was GT1011", () => {
    const p = makeProject({
      "flat.ts": FLAT,
      "a.ts": `import type { Flat, FlatValue } from "./flat.js";
/** Tool. */
export function first(/** Value. */ value: { id: string } & Flat) {}
/** Tool. */
export function named(/** Value. */ value: FlatValue) {}
/** Tool. */
export function after(/** Value. */ value: { id: string } & Flat) {}
`,
    });
    const first = p.tool("first").inputSchema;
    expect(p.problems("first")).toEqual([]);
    expect(p.tool("after").inputSchema).toEqual(first);
    expectMeaning(first, {
      valid: [{ value: { id: "a", more: { deeper: { x: [1] } } } }],
      invalid: [{ value: { id: "a", more: { deeper: { x: true } } } }],
    });
  });

  it("is a generic alias's $ref inside its definition, found among the types defined so far", () => {
    const p = makeProject({
      "a.ts": `export type Obj<T> = {[Key in string]: Val<T>} & {[Key in string]?: Val<T> | undefined};
export type Val<T> = T | Obj<T> | Val<T>[];
/** Tool. */
export function f(/** Value. */ value: Val<string>) {}
`,
    });
    const { inputSchema } = p.tool("f");
    expect(p.problems("f")).toEqual([]);
    expectMeaning(inputSchema, { valid: [{ value: { a: ["x", { b: "y" }] } }], invalid: [{ value: { a: 1 } }] });
  });
});
