import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { makeProject } from "./harness.js";
import { expectMeaning } from "./meaning.js";

/** The schema of parameter `x` of `f`. */
function paramSchema(source: string, name = "x") {
  const p = makeProject({ "a.ts": source });
  const result = p.tool("f");
  return {
    schema: result.inputSchema.properties?.[name],
    result,
    problems: p.problems("f"),
  };
}

describe("primitives and literals", () => {
  it("maps string, number, boolean, null and object", () => {
    const p = makeProject({
      "a.ts": "export function f(s: string, n: number, b: boolean, z: null, o: object) {}",
    });
    expect(p.tool("f").inputSchema.properties).toEqual({
      s: { type: "string" },
      n: { type: "number" },
      b: { type: "boolean" },
      z: { type: "null" },
      o: { type: "object" },
    });
  });

  it("gives a literal a const and a union of literals an enum in written order", () => {
    const p = makeProject({
      "a.ts": `export function f(one: "one", n: 42, t: true, level: "low" | "medium" | "high", mixed: "a" | 1 | false) {}`,
    });
    const props = p.tool("f").inputSchema.properties;
    expect(props?.one).toEqual({ type: "string", const: "one" });
    expect(props?.n).toEqual({ type: "number", const: 42 });
    expect(props?.t).toEqual({ type: "boolean", const: true });
    expect(props?.level).toEqual({
      type: "string",
      enum: ["low", "medium", "high"],
    });
    expect(props?.mixed).toEqual({
      type: ["string", "number", "boolean"],
      enum: ["a", 1, false],
    });
    expectMeaning(props?.level as JsonSchemaObject, {
      valid: ["low", "high"],
      invalid: ["LOW", 1, null],
    });
  });

  it("keeps written order even when the checker made the literals in another order", () => {
    // `"b"` and `"a"` exist before the union, so their type ids run against the written order.
    const { schema } = paramSchema(
      `const first: "b" = "b"; const second: "a" = "a"; export function f(x: "a" | "b") {}`,
    );
    expect(schema).toEqual({ type: "string", enum: ["a", "b"] });
  });

  it("turns true | false into boolean", () => {
    expect(paramSchema("export function f(x: true | false) {}").schema).toEqual({ type: "boolean" });
    expect(paramSchema(`export function f(x: boolean | "auto") {}`).schema).toEqual({
      anyOf: [{ type: "boolean" }, { type: "string", const: "auto" }],
    });
  });

  it("maps unknown and any to the empty schema", () => {
    const p = makeProject({
      "a.ts": "export function f(u: unknown, a: any) {}",
    });
    expect(p.tool("f").inputSchema.properties).toEqual({ u: {}, a: {} });
    expect(p.tool("f").inputSchema.required).toEqual(["u", "a"]);
  });

  it("maps keyof typeof an object to an enum of its keys", () => {
    const { schema } = paramSchema(
      "const units = { kelvin: 1, celsius: 2, fahrenheit: 3 }; export function f(x: keyof typeof units) {}",
    );
    // No syntax lists the keys, so they come sorted: stable whatever order the checker made them in.
    expect(schema).toEqual({
      type: "string",
      enum: ["celsius", "fahrenheit", "kelvin"],
    });
  });
});

describe("enums", () => {
  it("converts string, numeric, const and mixed enums to $defs in declaration order", () => {
    const p = makeProject({
      "a.ts": `
        export enum Color { Red = "red", Green = "green", Blue = "blue" }
        export enum Level { Low = 1, High = 10, Mid = 5 }
        export const enum Flag { Off, On }
        export enum Mixed { A = "a", B = 2 }
        export function f(color: Color, level: Level, flag: Flag, mixed: Mixed, red: Color.Red) {}`,
    });
    const { inputSchema } = p.tool("f");
    expect(inputSchema.properties).toMatchObject({
      color: { $ref: "#/$defs/Color" },
      level: { $ref: "#/$defs/Level" },
      flag: { $ref: "#/$defs/Flag" },
      mixed: { $ref: "#/$defs/Mixed" },
      red: { type: "string", const: "red" },
    });
    expect(inputSchema.$defs).toEqual({
      Color: { type: "string", enum: ["red", "green", "blue"] },
      Flag: { type: "number", enum: [0, 1] },
      Level: { type: "number", enum: [1, 10, 5] },
      Mixed: { type: ["string", "number"], enum: ["a", 2] },
    });
    expectMeaning(inputSchema, {
      valid: [{ color: "red", level: 5, flag: 0, mixed: 2, red: "red" }],
      invalid: [
        { color: "Red", level: 5, flag: 0, mixed: 2, red: "red" },
        { color: "red", level: 2, flag: 0, mixed: 2, red: "red" },
      ],
    });
  });

  it("names each computed member, whose value is not known at build time, where it is declared (GT1017)", () => {
    const p = makeProject({
      "a.ts": [
        `const BASE = "x".length;`,
        "export enum Priority { Low = BASE, High = BASE + 1 }",
        `export enum Partly { A = 1, B = "ab".length, C = 5 }`,
        "export function f(priority: Priority, partly: Partly, low: Priority.Low) {}",
      ].join("\n"),
    });
    const computed = (at: string, type: string, member: string, value: string) =>
      `a.ts:${at} - error GT1017: type '${type}' has a computed member '${member}' (= ${value}), whose value is not known at build time: give it a literal value`;
    expect(p.problems("f").filter((d) => !d.includes("GT1100"))).toEqual([
      computed("2:24", "Priority", "Low", "BASE"),
      computed("2:36", "Priority", "High", "BASE + 1"),
      computed("3:29", "Partly", "B", `"ab".length`),
    ]);
  });
});
