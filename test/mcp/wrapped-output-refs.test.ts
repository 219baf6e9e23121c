import { expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { JsonSchemaObject, JsonValue } from "../../src/json-schema.js";
import { toMcpOutputSchema, toMcpStructuredContent } from "../../src/mcp/index.js";
import { serveMcp } from "../../src/mcp/serve-mcp.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { validate } from "../../src/validator/index.js";

// MCP carries only object output schemas, so another is served under `result`, its `$defs` moved to
// the new root. A reference into the schema itself (`#` of a recursive array, `#/items`) must follow
// it there: left as it was, it points at the wrapper, and the tool's own results are refused.

const noArguments: JsonSchemaObject = { type: "object", additionalProperties: false };
/** A tree of arrays (`type Tree = Tree[]`), its items the schema itself. */
const tree: JsonSchemaObject = { type: "array", items: { $ref: "#" } };
/** A list whose definition refers back to the list (`#`), and a sibling to `#/items` of the root. */
const outline: JsonSchemaObject = {
  type: "array",
  items: { $ref: "#/$defs/Node" },
  $defs: { Node: { type: "object", properties: { children: { $ref: "#" }, first: { $ref: "#/items" } }, additionalProperties: false } },
};
/** A `$ref`-shaped value in data (`default`) is data, not a reference: it is served as written. */
const withData: JsonSchemaObject = { type: "array", items: { $ref: "#" }, default: [{ $ref: "#" }] } as unknown as JsonSchemaObject;
/** A schema with an `$id` of its own resolves its references within itself, wherever it sits. */
const resource: JsonSchemaObject = { $id: "https://example.com/tree", type: "array", items: { $ref: "#/$defs/Leaf" }, $defs: { Leaf: { type: "array", items: { $ref: "#" } } } };

it("serves a recursive array's output schema whose references still reach the array, and checks results against it", async () => {
  const cases: [JsonSchemaObject, JsonValue, JsonValue][] = [
    [tree, [[], [[]]], [[1]]],
    [outline, [{ children: [{ children: [] }], first: { children: [] } }], [{ children: [1] }]],
    [resource, [[[]]], [[1]]],
  ];
  for (const [schema, value, refused] of cases) {
    const served = toMcpOutputSchema(schema);
    expect(validate(schema, value).ok).toBe(true);
    expect(validate(served, toMcpStructuredContent(schema, value))).toEqual({ ok: true });
    expect(validate(served, toMcpStructuredContent(schema, refused)).ok).toBe(false);
  }
  expect(toMcpOutputSchema(withData).properties?.["result"]).toEqual({ type: "array", items: { $ref: "#/properties/result" }, default: [{ $ref: "#" }] });

  const registry = new ToolRegistry();
  registry.register("tree", noArguments, () => [[], [[]]], { outputSchema: tree });
  const [server, client] = InMemoryTransport.createLinkedPair();
  const handle = await serveMcp(registry, { agent: { uuid: "0b7e4c1a-5d2f-4f7e-9c3b-2a1d0e9f8c7c", name: "mcp-client" }, transport: server });
  const mcp = new Client({ name: "gen-tools-test", version: "1.0.0" });
  await mcp.connect(client);
  await mcp.listTools();
  const result = await mcp.callTool({ name: "tree", arguments: {} });
  expect([result.isError, result.structuredContent]).toEqual([undefined, { result: [[], [[]]] }]);
  await mcp.close();
  await handle.close();
});
