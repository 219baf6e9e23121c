import { describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { serveMcp } from "../../src/mcp/serve-mcp.js";
import { ToolRegistry } from "../../src/registry/index.js";

const noArguments: JsonSchemaObject = { type: "object", properties: {}, additionalProperties: false };
const user: JsonSchemaObject = { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false };
// The output schemas gen-tools writes for `Promise<User | undefined>` and `{ at: Date; tags: (string | undefined)[] }`.
const maybeUser: JsonSchemaObject = { anyOf: [{ $ref: "#/$defs/User" }, { type: "null" }], $defs: { User: user } };
const stamped: JsonSchemaObject = {
  type: "object",
  properties: { at: { type: "string", format: "date-time" }, tags: { type: "array", items: { type: ["string", "null"] } } },
  required: ["at", "tags"],
  additionalProperties: false,
};

describe("serveMcp's structuredContent, over a transport that does not serialize (the SDK's in-memory one)", () => {
  it("is the result as JSON writes it, so that it matches the output schema: undefined as null, a Date as text", async () => {
    const registry = new ToolRegistry();
    registry.register("find_user", noArguments, async () => undefined, { outputSchema: maybeUser });
    registry.register("stamp", noArguments, () => ({ at: new Date(0), tags: ["a", undefined] }), { outputSchema: stamped });
    const [server, client] = InMemoryTransport.createLinkedPair();
    const handle = await serveMcp(registry, { agent: { uuid: "0b7e4c1a-5d2f-4f7e-9c3b-2a1d0e9f8c7b", name: "mcp-client" }, transport: server });
    const mcp = new Client({ name: "gen-tools-test", version: "1.0.0" });
    await mcp.connect(client);
    await mcp.listTools();
    // The SDK's client checks structuredContent against the tool's output schema, and throws when it does not match.
    expect((await mcp.callTool({ name: "find_user", arguments: {} })).structuredContent).toEqual({ result: null });
    expect((await mcp.callTool({ name: "stamp", arguments: {} })).structuredContent).toEqual({ at: "1970-01-01T00:00:00.000Z", tags: ["a", null] });
    await mcp.close();
    await handle.close();
  });
});
