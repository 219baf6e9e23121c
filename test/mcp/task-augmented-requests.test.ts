import { describe, expect, it } from "vitest";
import { CallToolResultSchema, ListToolsResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { connectedClients } from "./helpers/connected-clients.js";

const connect = connectedClients({ uuid: "5e1a3c7b-9d2f-4b6a-8c0e-1f3a5b7d9e2c", name: "mcp-client" });

function notesRegistry(): ToolRegistry {
  const registry = new ToolRegistry();
  const schema = { type: "object" as const, properties: { text: { type: "string" as const } }, required: ["text"], additionalProperties: false };
  registry.register("notes.add", schema, (args) => `added ${String(args.text)}`, { description: "Adds a note" });
  return registry;
}

// MCP 2025-11-25 (basic/utilities/tasks): "Receivers that do not declare the task capability for a
// request type MUST process requests of that type normally, ignoring any task-augmentation metadata if present."
describe("serveMcp and requests asking to run as a task, which it declares no capability for", () => {
  it("answers a tools/call so asked with the call's result, as a plain call", async () => {
    const { client } = await connect(notesRegistry());
    expect(client.getServerCapabilities()?.tasks).toBeUndefined();
    const params = { name: "notes.add", arguments: { text: "milk" }, task: { ttl: 60_000 } };
    const result = await client.request({ method: "tools/call", params }, CallToolResultSchema);
    expect(result).toEqual({ content: [{ type: "text", text: "added milk" }] });
  });

  it("answers a tools/list so asked with the list", async () => {
    const { client } = await connect(notesRegistry());
    const listed = await client.request({ method: "tools/list", params: { task: { ttl: 60_000 } } }, ListToolsResultSchema);
    expect(listed.tools.map((tool) => tool.name)).toEqual(["notes-add"]);
  });
});
