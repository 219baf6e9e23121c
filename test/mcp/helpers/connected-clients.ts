import { afterEach } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { serveMcp, type McpServerHandle, type ServeMcpOptions } from "../../../src/mcp/serve-mcp.js";
import type { AgentIdentity, ToolRegistry } from "../../../src/registry/index.js";

export interface Connected {
  client: Client;
  handle: McpServerHandle;
}

/**
 * For a test file: `connect(registry)` serves the registry as `agent` (through a dispatcher with
 * `dispatcher`'s options, and with `options`) to an SDK client over an in-memory transport; both
 * are closed after each test.
 */
export function connectedClients(
  agent: AgentIdentity,
  dispatcher?: ServeMcpOptions["dispatcher"],
  options?: Omit<ServeMcpOptions, "agent" | "transport" | "dispatcher">,
): (registry: ToolRegistry) => Promise<Connected> {
  const open: Connected[] = [];
  afterEach(async () => {
    for (const { client, handle } of open.splice(0)) {
      await client.close();
      await handle.close();
    }
  });
  return async (registry) => {
    const [server, client] = InMemoryTransport.createLinkedPair();
    const handle = await serveMcp(registry, { ...options, agent, transport: server, ...(dispatcher === undefined ? {} : { dispatcher }) });
    const mcp = new Client({ name: "gen-tools-test", version: "1.0.0" });
    await mcp.connect(client);
    open.push({ client: mcp, handle });
    return { client: mcp, handle };
  };
}
