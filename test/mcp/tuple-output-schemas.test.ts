import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { toMcpOutputSchema } from "../../src/mcp/mcp-tools.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { connectedClients } from "./helpers/connected-clients.js";

const connect = connectedClients({ uuid: "3c9e1f7a-2b4d-4e6f-8a0c-5d7e9f1b3a2c", name: "mcp-client" });

const noArguments: JsonSchemaObject = { type: "object", properties: {}, additionalProperties: false };
// What gen-tools writes for `[string, ...number[]]`.
const labelled: JsonSchemaObject = { type: "array", prefixItems: [{ type: "string" }], items: { type: "number" }, minItems: 1 };
// A closed tuple, as written by hand.
const closed: JsonSchemaObject = { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }], items: false };
const row: JsonSchemaObject = { type: "object", properties: { row: labelled }, required: ["row"], additionalProperties: false };

describe("serveMcp's output schemas of tuples, read by the SDK's client, which reads draft-07", () => {
  it("lets the client take results that match a tuple's first items and its rest, under `result` or in an object", async () => {
    const registry = new ToolRegistry();
    registry.register("series", noArguments, () => ["temperatures", 3.5, 4], { outputSchema: labelled });
    registry.register("pair", noArguments, () => ["id", 7], { outputSchema: closed });
    registry.register("table_row", noArguments, () => ({ row: ["total", 12] }), { outputSchema: row });
    const { client } = await connect(registry);
    await client.listTools();
    // The client throws when structuredContent does not match the output schema as it reads it.
    expect((await client.callTool({ name: "series", arguments: {} })).structuredContent).toEqual({ result: ["temperatures", 3.5, 4] });
    expect((await client.callTool({ name: "pair", arguments: {} })).structuredContent).toEqual({ result: ["id", 7] });
    expect((await client.callTool({ name: "table_row", arguments: {} })).structuredContent).toEqual({ row: ["total", 12] });
  });

  it("still answers a result whose rest breaks the tuple with a tool error", async () => {
    const registry = new ToolRegistry();
    registry.register("series", noArguments, () => ["temperatures", "warm"], { outputSchema: labelled });
    const { client } = await connect(registry);
    await client.listTools();
    const result = await client.callTool({ name: "series", arguments: {} });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(result.content).toEqual([
      { type: "text", text: JSON.stringify({ error: "tool_error", message: "series returned a result that does not match its output schema (/1 must be number, got string)" }) },
    ]);
  });
});

describe("toMcpOutputSchema's tuples", () => {
  it("serve a tuple's rest as unevaluatedItems, which a draft 2020-12 reader reads as the tuple itself", () => {
    const served = toMcpOutputSchema(labelled);
    expect(served.properties?.result).toEqual({ type: "array", prefixItems: [{ type: "string" }], unevaluatedItems: { type: "number" }, minItems: 1 });
    const ajv = new Ajv2020({ strictTuples: false });
    for (const value of [["a"], ["a", 1, 2], ["a", "b"], [1], []]) {
      expect(ajv.validate(served, { result: value }), JSON.stringify(value)).toBe(ajv.validate(labelled, value));
    }
    expect(toMcpOutputSchema(row).properties?.row).toEqual(toMcpOutputSchema(labelled).properties?.result);
  });

  it("keep items where something beside it evaluates items too, or a $ref points into it", () => {
    const counted: JsonSchemaObject = { ...labelled, contains: { const: 0 } };
    expect(toMcpOutputSchema(counted).properties?.result).toEqual(counted);
    const pointedInto: JsonSchemaObject = {
      type: "object",
      properties: { row: labelled, more: { $ref: "#/properties/row/items" } },
      additionalProperties: false,
    };
    expect(toMcpOutputSchema(pointedInto)).toEqual(pointedInto);
  });
});
