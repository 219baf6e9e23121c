import { randomUUID } from "node:crypto";
import { serveMcp } from "gen-tools/mcp";
import { createRegistry } from "./create-registry.js";

// The same tools over the Model Context Protocol, on stdio: stdout carries the protocol, so log to stderr.
const server = await serveMcp(createRegistry(), {
  agent: { uuid: randomUUID(), name: "mcp-client" },
  serverInfo: { name: "gen-tools-agent-demo", version: "0.1.0" },
});
process.stderr.write(`agent-demo MCP server: ${server.tools.map((t) => t.name).join(", ")}\n`);
