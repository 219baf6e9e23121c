import { expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { serveMcp } from "../../src/mcp/serve-mcp.js";
import { ToolRegistry } from "../../src/registry/index.js";

// A result cut in the middle of an emoji holds half a UTF-16 pair, which the Anthropic API refuses
// in any request holding it; an MCP client passes a tool's results on to its model. The text and
// the structuredContent a client gets say the same, with U+FFFD in its place.

const noArguments: JsonSchemaObject = { type: "object", properties: {}, additionalProperties: false };
const CUT = "Weather: sunny \u{1F31E}".slice(0, -1);
const WELL_FORMED = "Weather: sunny \ufffd";

it("serves a string result's structuredContent without a lone surrogate, as its text and an object result's", async () => {
  const registry = new ToolRegistry();
  registry.register("weather", noArguments, () => CUT, { outputSchema: { type: "string" } });
  registry.register("forecast", noArguments, () => ({ today: CUT }), {
    outputSchema: { type: "object", properties: { today: { type: "string" } }, required: ["today"] },
  });
  const [server, client] = InMemoryTransport.createLinkedPair();
  const handle = await serveMcp(registry, { agent: { uuid: "5a0c3e9d-8b1f-4c2a-9e7d-3f6b1a2c4d5e", name: "mcp-client" }, transport: server });
  const mcp = new Client({ name: "gen-tools-test", version: "1.0.0" });
  await mcp.connect(client);
  await mcp.listTools();
  const weather = await mcp.callTool({ name: "weather", arguments: {} });
  expect(weather.content).toEqual([{ type: "text", text: WELL_FORMED }]);
  expect(weather.structuredContent).toEqual({ result: WELL_FORMED });
  expect((await mcp.callTool({ name: "forecast", arguments: {} })).structuredContent).toEqual({ today: WELL_FORMED });
  await mcp.close();
  await handle.close();
});
