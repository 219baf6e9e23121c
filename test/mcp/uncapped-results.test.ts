import { afterEach, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { serveMcp, type McpServerHandle, type ServeMcpOptions } from "../../src/mcp/serve-mcp.js";
import { ToolRegistry } from "../../src/registry/index.js";

// An agent's maxResultChars cuts the text a model reads; an MCP client parses the result's JSON and
// checks structuredContent against the output schema, so serveMcp's dispatcher never cuts, even
// when a caller in plain JavaScript passes the option.

const agent = { uuid: "0b7e4c1a-5d2f-4f7e-9c3b-2a1d0e9f8c7b", name: "mcp-client" };
const open: { client: Client; handle: McpServerHandle }[] = [];

afterEach(async () => {
  for (const { client, handle } of open.splice(0)) {
    await client.close();
    await handle.close();
  }
});

it("sends a long result whole though the dispatcher options say maxResultChars", async () => {
  const registry = new ToolRegistry();
  const lines = Array.from({ length: 50 }, (_, i) => `line ${i}`);
  registry.register("logs.read", { type: "object" }, () => ({ lines }), {
    outputSchema: { type: "object", properties: { lines: { type: "array", items: { type: "string" } } }, required: ["lines"] },
  });
  const [server, transport] = InMemoryTransport.createLinkedPair();
  const dispatcher = { maxResultChars: 20 } as ServeMcpOptions["dispatcher"];
  const handle = await serveMcp(registry, { agent, transport: server, dispatcher });
  const client = new Client({ name: "gen-tools-test", version: "1.0.0" });
  await client.connect(transport);
  open.push({ client, handle });
  await client.listTools();

  const result = await client.callTool({ name: "logs.read", arguments: {} });

  expect(result.isError).toBeFalsy();
  expect(result.structuredContent).toEqual({ lines });
  expect(result.content).toEqual([{ type: "text", text: JSON.stringify({ lines }) }]);
});
