import { describe, expect, it } from "vitest";
import type { ToolDefinition } from "../../src/agent/model.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { strictModeProblems } from "../../src/providers/openai-strict.js";
import { StrictModeError, toOpenAITools } from "../../src/providers/openai-tools.js";

// OpenAI's size limits on a strict schema ("Supported schemas",
// https://developers.openai.com/api/docs/guides/structured-outputs#supported-schemas): a schema
// over one is refused with a 400 when the request is made, so it is a problem here, before.

/** `count` distinct strings of `length` characters each. */
function strings(count: number, length: number, fill = "x"): string[] {
  return Array.from({ length: count }, (_, i) => `${i}`.padStart(length, fill));
}

function closed(properties: Record<string, JsonSchemaObject>, extra: JsonSchemaObject = {}): JsonSchemaObject {
  return { type: "object", properties, required: Object.keys(properties), additionalProperties: false, ...extra };
}

function strictProblems(inputSchema: JsonSchemaObject) {
  const tools: ToolDefinition[] = [{ name: "catalog.pick", description: "Picks an item", inputSchema }];
  try {
    toOpenAITools(tools, { strict: true });
    return [];
  } catch (error) {
    if (!(error instanceof StrictModeError)) throw error;
    return error.problems;
  }
}

describe("the 120,000 characters of names and enum and const values a strict schema may hold", () => {
  // 2 characters of property names, 119 enum values of 1000, and a const of 998: 120,000 in all.
  const atLimit = (constValue: string) =>
    closed({ a: { type: "string", enum: strings(119, 1000) }, b: { type: "string", const: constValue } });

  it("takes a schema at the limit and reports one over it, at the root, naming the count", () => {
    expect(strictProblems(atLimit("c".repeat(998)))).toEqual([]);

    const problems = strictProblems(atLimit("c".repeat(999)));
    expect(problems).toEqual([expect.objectContaining({ tool: "catalog.pick", path: "", keyword: "properties" })]);
    expect(problems[0]?.message).toContain("120001 characters");
    expect(problems[0]?.message).toContain("strict mode allows 120000");
  });

  it("counts property names and definition names, wherever they are", () => {
    // 5000 properties (the most strict mode takes) of 24-character names: 120,000 characters.
    const names = strings(5000, 24, "p");
    const wide = closed(Object.fromEntries(names.map((name) => [name, { type: "boolean" }])));
    expect(strictModeProblems(wide)).toEqual([]);

    // One more character, in a definition's name.
    const withDefinition = { ...wide, $defs: { D: { type: "boolean" } } } as JsonSchemaObject;
    expect(strictModeProblems(withDefinition)).toEqual([expect.objectContaining({ path: "", keyword: "properties" })]);
  });

  it("counts an inlined definition's names again, as the sent schema holds them twice", () => {
    // A $ref with a description beside it is sent as its definition, inlined, and $defs keeps it.
    const item = closed(Object.fromEntries(strings(100, 600, "n").map((name) => [name, { type: "boolean" }])));
    const once = closed({ item: { $ref: "#/$defs/I" } }, { $defs: { I: item } });
    expect(strictModeProblems(once)).toEqual([]);

    const inlined = closed({ item: { $ref: "#/$defs/I", description: "The item." } }, { $defs: { I: item } });
    expect(strictModeProblems(inlined)).toEqual([expect.objectContaining({ path: "", keyword: "properties" })]);
  });

  it("counts characters, not UTF-16 units: an emoji is one", () => {
    // 2 characters of names and 119,998 of enum values, each value a number and emoji (about 240,000 UTF-16 units).
    const value = (i: number, length: number) => `${i}`.concat("😀".repeat(length - `${i}`.length));
    const values = Array.from({ length: 119 }, (_, i) => value(i, 1000)).concat(value(119, 998));
    expect(strictModeProblems(closed({ a: { type: "string", enum: values }, b: { type: "boolean" } }))).toEqual([]);
  });
});

describe("the 15,000 characters of strings one enum of more than 250 values may hold", () => {
  it("reports such an enum where it is, and takes one at either limit", () => {
    // 251 values of 60 characters: 15,060.
    const large = closed({ sku: { type: "string", enum: strings(251, 60) } });
    expect(strictProblems(large)).toEqual([
      expect.objectContaining({ tool: "catalog.pick", path: "/properties/sku/enum", keyword: "enum" }),
    ]);
    expect(strictProblems(large)[0]?.message).toContain("251 values of 15060 characters");

    // 250 values of 61 characters (15,250): not more than 250 values, so 15,000 is no limit for it.
    expect(strictProblems(closed({ sku: { type: "string", enum: strings(250, 61) } }))).toEqual([]);
    // 300 values of 50 characters: 15,000 exactly.
    expect(strictProblems(closed({ sku: { type: "string", enum: strings(300, 50) } }))).toEqual([]);
  });

  it("counts the null an optional property's enum is sent with: 250 values go as 251", () => {
    // 250 values of 61 characters (15,250): within the limit while 250, over it as sent, with null.
    const sku: JsonSchemaObject = { type: "string", enum: strings(250, 61) };
    const problems = strictProblems(closed({ sku }, { required: [] }));
    expect(problems).toEqual([
      expect.objectContaining({ tool: "catalog.pick", path: "/properties/sku/enum", keyword: "enum" }),
    ]);
    expect(problems[0]?.message).toContain("251 values of 15250 characters");
    // Without a type it is sent in anyOf beside { type: "null" }, as it is: 250 values.
    expect(strictProblems(closed({ sku: { enum: sku.enum } }, { required: [] }))).toEqual([]);

    // From a definition inlined for the description beside its $ref: the definition in $defs is
    // sent with its 250 values, the inlined copy with 251; the pointer names the property.
    const described = closed(
      { sku: { $ref: "#/$defs/Sku", description: "The article." } },
      { required: [], $defs: { Sku: sku } },
    );
    expect(strictModeProblems(described)).toEqual([expect.objectContaining({ path: "/properties/sku", keyword: "enum" })]);
    expect(strictModeProblems({ ...described, required: ["sku"] })).toEqual([]);
  });

  it("checks an optional property's enum without a type, sent in anyOf beside null", () => {
    const problems = strictProblems(closed({ sku: { enum: strings(251, 60) } }, { required: [] }));
    expect(problems).toEqual([expect.objectContaining({ path: "/properties/sku/enum", keyword: "enum" })]);
    expect(problems[0]?.message).toContain("251 values of 15060 characters");
  });

  it("checks an enum written beside a $ref, which is sent merged into the definition", () => {
    const schema = closed(
      { sku: { $ref: "#/$defs/Code", description: "The article.", enum: strings(260, 58) } },
      { $defs: { Code: { type: "string" } } },
    );
    expect(strictModeProblems(schema)).toEqual([expect.objectContaining({ path: "/properties/sku/enum", keyword: "enum" })]);
  });

  it("checks each enum on its own, in a definition as anywhere", () => {
    const schema = closed(
      { a: { type: "string", enum: strings(300, 50, "a") }, b: { $ref: "#/$defs/Sku" } },
      { $defs: { Sku: { type: "string", enum: strings(260, 58, "b") } } },
    );
    expect(strictModeProblems(schema)).toEqual([expect.objectContaining({ path: "/$defs/Sku/enum", keyword: "enum" })]);
  });
});

describe("the 5000 properties a strict schema may hold", () => {
  it("counts them at every depth", () => {
    const flat = (count: number, prefix: string) =>
      closed(Object.fromEntries(strings(count, 5, prefix).map((name) => [name, { type: "boolean" }])));
    expect(strictModeProblems(closed({ a: flat(2499, "a"), b: flat(2499, "b") }))).toEqual([]);

    const problems = strictModeProblems(closed({ a: flat(2500, "a"), b: flat(2499, "b") }));
    expect(problems).toEqual([expect.objectContaining({ path: "", keyword: "properties" })]);
    expect(problems[0]?.message).toContain("5001 properties");
  });

  it("counts an inlined definition's properties again, as the sent schema holds them twice", () => {
    const item = closed(Object.fromEntries(strings(2500, 5, "i").map((name) => [name, { type: "boolean" }])));
    expect(strictModeProblems(closed({ item: { $ref: "#/$defs/I" } }, { $defs: { I: item } }))).toEqual([]);

    // Inlined for its description and kept in $defs: 2500 twice, and `item` itself.
    const inlined = closed({ item: { $ref: "#/$defs/I", description: "The item." } }, { $defs: { I: item } });
    const problems = strictModeProblems(inlined);
    expect(problems).toEqual([expect.objectContaining({ path: "", keyword: "properties" })]);
    expect(problems[0]?.message).toContain("5001 properties");
  });
});

describe("the 1000 enum values a strict schema may hold", () => {
  it("counts the null an optional property's enum is sent with", () => {
    const values = strings(1000, 4);
    const required = closed({ size: { type: "string", enum: values } });
    expect(strictProblems(required)).toEqual([]);

    // Optional: sent as { type: ["string", "null"], enum: [...values, null] }, 1001 values.
    const optional: JsonSchemaObject = { ...required, required: [] };
    const problems = strictProblems(optional);
    expect(problems).toEqual([expect.objectContaining({ tool: "catalog.pick", path: "", keyword: "enum" })]);
    expect(problems[0]?.message).toContain("1001 enum values");
  });

  it("counts an inlined definition's enum where it is inlined, with its null, and again in $defs", () => {
    const $defs = { Size: { type: "string", enum: strings(500, 4) } } as const;
    const described = closed({ size: { $ref: "#/$defs/Size", description: "The size." } }, { $defs });
    expect(strictModeProblems(described)).toEqual([]);

    // Optional: 501 values inlined, 500 in $defs.
    const problems = strictModeProblems({ ...described, required: [] });
    expect(problems).toEqual([expect.objectContaining({ path: "", keyword: "enum" })]);
    expect(problems[0]?.message).toContain("1001 enum values");
  });
});
