import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { compile } from "../../src/validator/index.js";
import { importSchemaValidators, schemaModuleSource } from "./load-module.js";

const address: JsonSchemaObject = {
  type: "object",
  properties: { street: { type: "string", minLength: 1 }, zip: { type: "string", pattern: "^[0-9]{5}$" } },
  required: ["street"],
  additionalProperties: false,
};

/** Tools that differ in their own fields and share the `Address` definition. */
function tool(i: number): { name: string; schema: JsonSchemaObject } {
  return {
    name: `t${i}`,
    schema: {
      type: "object",
      properties: { [`field${i}`]: { type: "integer" }, home: { $ref: "#/$defs/Address" } },
      $defs: { Address: address },
    },
  };
}

describe("subschemas shared within a schema", () => {
  it("compiles a $defs entry that many properties use to one function", () => {
    const properties = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`home${i}`, { $ref: "#/$defs/Address" }]));
    const source = schemaModuleSource({ type: "object", properties, $defs: { Address: address } });
    const count = (text: string) => source.split(text).length - 1;
    // The fast check of Address (its closed property list) and its pattern, written once for all 50 properties.
    expect(count('new RegExp("^[0-9]{5}$", "u")')).toBe(1);
    expect(count('=== "street") {')).toBe(1);
  });

  it("writes a subschema that checks only the type inline wherever it is used, and keeps a function for larger ones", async () => {
    const flag = { type: "boolean" } as const;
    const name = { type: "string", minLength: 1 } as const;
    const tools = ["a", "b"].map((tool) => ({
      name: tool,
      schema: { type: "object", properties: { flag, other: flag, name, alias: name, [tool]: { const: tool } } } as JsonSchemaObject,
    }));
    const source = schemaModuleSource(tools[0]!.schema);
    // One collector, for { type: string, minLength: 1 }, shared by its two properties.
    expect(source.match(/^function c\d+\(x, d\)/gm)).toHaveLength(1);
    expect(source.split('typeof $').length - 1).toBeGreaterThanOrEqual(2);
    const validators = await importSchemaValidators(tools);
    const interpreter = compile(tools[0]?.schema ?? {});
    for (const value of [{ flag: "yes", other: 1, name: "", alias: 2 }, { flag: true, other: false, name: "n" }]) {
      expect(validators.a?.(value)).toStrictEqual(interpreter(value));
    }
  });

  it("keeps each tool's results exact", async () => {
    const tools = [tool(0), tool(1), { name: "other", schema: { ...tool(2).schema, $defs: { Address: { ...address, required: ["zip"] } } } }];
    const validators = await importSchemaValidators(tools);
    const values = [{ home: { street: "x" } }, { home: { zip: "1" } }, { field0: "a", field1: 1.5, field2: 2, home: { street: "", more: 1 } }];
    for (const { name, schema } of tools) {
      const interpreter = compile(schema);
      for (const value of values) expect(validators[name]?.(value)).toStrictEqual(interpreter(value));
    }
  });
});
