import { randomUUID } from "node:crypto";
import { serveMcp } from "gen-tools/mcp";
import { createRegistry } from "./create-registry.js";

// Tools that change nothing: clients may call them without asking first. The others may change notes.
const READ_ONLY = new Set(["convert_units", "notes.list", "notes.search", "split_bill"]);

// The same tools over the Model Context Protocol, on stdio: stdout carries the protocol, so log to stderr.
const server = await serveMcp(createRegistry(), {
  agent: { uuid: randomUUID(), name: "mcp-client" },
  serverInfo: { name: "gen-tools-agent-demo", version: "0.1.0" },
  annotations: (tool) => (READ_ONLY.has(tool.name) ? { readOnlyHint: true } : { destructiveHint: tool.name === "notes.clear" }),
});
process.stderr.write(`agent-demo MCP server: ${server.tools.map((t) => t.name).join(", ")}\n`);
