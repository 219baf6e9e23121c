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

describe("type-fest's JsonValue", () => {
  it("converts as an argument and a result: its JsonObject, met again without its name inside its values, is its $ref", () => {
    const p = makeProject({
      "json.ts": TYPE_FEST_JSON,
      "a.ts": `import type { JsonObject, JsonValue } from "./json.js";
/** Tool. */
export function f(/** Value. */ value: JsonValue, /** Object. */ object: JsonObject): JsonValue { return value; }
`,
    });
    const result = p.tool("f");
    expect(p.problems("f")).toEqual([]);
    const { inputSchema, outputSchema } = result;
    const nested = { a: [1, "x", null, { b: { c: [true] } }], d: {} };
    expectMeaning(inputSchema, {
      valid: [{ value: nested, object: nested }, { value: [nested], object: {} }, { value: null, object: { a: null } }],
      invalid: [{ value: 1, object: [] }, { value: 1, object: 1 }],
    });
    expect(outputSchema).toBeDefined();
    expectMeaning(outputSchema ?? {}, { valid: [nested, [nested], "x", null] });
  });
});
