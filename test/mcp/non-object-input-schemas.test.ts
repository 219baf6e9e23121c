import { afterEach, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { DispatchRegistry } from "../../src/agent/dispatch-registry.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { toMcpTools } from "../../src/mcp/mcp-tools.js";
import { serveMcp, type McpServerHandle } from "../../src/mcp/serve-mcp.js";
import { NonObjectSchemaError } from "../../src/object-root.js";
import { ToolRegistry } from "../../src/registry/index.js";

// MCP takes a tool's arguments as one object and has no wrapper for them: an input schema that
// admits no object (from a custom DispatchRegistry; register refuses it) fails tools/list, naming
// the tool, rather than going out as type "object" and asking for calls the tool refuses.

const agent = { uuid: "5f3c2b1a-0e9d-4c8b-a7f6-e5d4c3b2a190", name: "mcp-client" };
const open: { client: Client; handle: McpServerHandle }[] = [];

afterEach(async () => {
  for (const { client, handle } of open.splice(0)) {
    await client.close();
    await handle.close();
  }
});

/** A registry, as a custom `DispatchRegistry` may be, that gives `text.echo` a string schema. */
function customRegistry(): DispatchRegistry {
  const registry = new ToolRegistry();
  registry.register("clock.now", { type: "object", properties: {} }, () => "noon");
  registry.register("text.echo", { type: "object", properties: { text: { type: "string" } } }, (args) => args["text"]);
  const stringSchema: JsonSchemaObject = { type: "string" };
  return {
    get: (name) => registry.get(name),
    find: (name) => registry.find(name),
    has: (name) => registry.has(name),
    agentName: (who) => registry.agentName(who),
    bindAgent: (who) => registry.bindAgent(who),
    toolsFor: (who) => registry.toolsFor(who).map((record) => (record.name === "text.echo" ? { ...record, schema: stringSchema } : record)),
  };
}

describe("an MCP tool whose input schema admits no object", () => {
  it("fails tools/list with an error naming the tool and its /type", async () => {
    const [server, transport] = InMemoryTransport.createLinkedPair();
    const handle = await serveMcp(customRegistry(), { agent, transport: server });
    const client = new Client({ name: "gen-tools-test", version: "1.0.0" });
    await client.connect(transport);
    open.push({ client, handle });

    await expect(client.listTools()).rejects.toThrow(/text\.echo \/type: type "string" admits no object/);
    expect(() => handle.tools).toThrow(NonObjectSchemaError);
  });

  it("makes toMcpTools throw a NonObjectSchemaError listing it", () => {
    const source = { name: "text.echo", description: "Echoes", inputSchema: { type: "string" } as JsonSchemaObject, idempotent: true };

    expect(() => toMcpTools([source])).toThrow(NonObjectSchemaError);
    expect(() => toMcpTools([source])).toThrow(/text\.echo \/type/);
  });
});
