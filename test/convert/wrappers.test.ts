import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";
import { expectMeaning } from "./meaning.js";
import { problemsBesidesDescriptions as problems } from "./problems-besides-descriptions.js";

describe("String, Number and Boolean", () => {
  it("are their primitives' schemas, as arguments and as results: TypeScript takes the primitive, JSON writes the wrapper as one", () => {
    const p = makeProject({
      "a.ts": `
        export interface Note { text: String; stars?: Number }
        export function f(s: String, n: Number, b: Boolean, note: Note) {}
        export function g(): { s: String; b: Boolean } { return { s: new String("a"), b: true }; }
      `,
    });
    const { inputSchema } = p.tool("f");
    expect(problems(p, "f")).toEqual([]);
    expect(inputSchema.properties).toEqual({
      s: { type: "string" },
      n: { type: "number" },
      b: { type: "boolean" },
      note: { $ref: "#/$defs/Note" },
    });
    expect(inputSchema.$defs?.Note).toMatchObject({ properties: { text: { type: "string" }, stars: { type: "number" } } });
    expectMeaning(inputSchema, {
      valid: [{ s: "a", n: 1, b: false, note: { text: "t" } }],
      invalid: [{ s: 1, n: 1, b: false, note: { text: "t" } }, { s: "a", n: "1", b: false, note: { text: "t" } }, { s: "a", n: 1, b: {}, note: { text: "t" } }],
    });
    expect(problems(p, "g")).toEqual([]);
    expect(p.tool("g").outputSchema?.properties).toEqual({ s: { type: "string" }, b: { type: "boolean" } });
    expectMeaning(p.tool("g").outputSchema ?? {}, { valid: [JSON.parse(JSON.stringify({ s: new String("a"), b: new Boolean(true) }))] });
  });
});
