import { describe, expect, it } from "vitest";
import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { connectedClients } from "./helpers/connected-clients.js";

const agent = { uuid: "9b4d2f6e-1a3c-4e5b-8d7f-0c2e4a6b8d1f", name: "mcp-client" };
const connect = connectedClients(agent);
const connectAsRegistered = connectedClients(agent, undefined, { toolNames: "registry" });

// What Claude Desktop checks each listed name against; one name that fails leaves out every tool of the server.
const CLAUDE_DESKTOP_TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

function notesRegistry(): ToolRegistry {
  const registry = new ToolRegistry();
  const text: JsonSchemaObject = { type: "object", properties: { text: { type: "string" } }, required: ["text"], additionalProperties: false };
  const note: JsonSchemaObject = { type: "object", properties: { id: { type: "integer" }, text: { type: "string" } }, required: ["id", "text"] };
  registry.register("notes.add", text, (args) => ({ id: 1, text: String(args.text) }), { description: "Adds a note", outputSchema: note });
  registry.register("notes.clear", { type: "object" }, () => "cleared", { description: "Deletes every note" });
  registry.register("split_bill", { type: "object" }, () => 0, { description: "Splits a bill" });
  return registry;
}

describe("serveMcp's tool names by default, for Claude Desktop", () => {
  it("lists each tool with dashes for dots, as gen-tools sends names to OpenAI and Anthropic", async () => {
    const { client, handle } = await connect(notesRegistry());
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["notes-add", "notes-clear", "split_bill"]);
    for (const tool of tools) expect(tool.name).toMatch(CLAUDE_DESKTOP_TOOL_NAME);
    expect(handle.tools.map((tool) => tool.name)).toEqual(["notes-add", "notes-clear", "split_bill"]);
  });

  it("runs a call of a listed name, its structuredContent checked by the client against the schema listed under that name", async () => {
    const { client } = await connect(notesRegistry());
    await client.listTools();
    const result = await client.callTool({ name: "notes-add", arguments: { text: "milk" } });
    expect(result).toEqual({ content: [{ type: "text", text: '{"id":1,"text":"milk"}' }], structuredContent: { id: 1, text: "milk" } });
  });

  it("runs a call of the registry name too, as a client that listed before would make", async () => {
    const { client } = await connect(notesRegistry());
    expect((await client.callTool({ name: "notes.clear", arguments: {} })).content).toEqual([{ type: "text", text: "cleared" }]);
  });

  it("names the listed names nearest an unknown one", async () => {
    const { client } = await connect(notesRegistry());
    await expect(client.callTool({ name: "notes-ad", arguments: {} })).rejects.toMatchObject({
      code: ErrorCode.InvalidParams,
      message: expect.stringMatching(/^MCP error -32602: Unknown tool: notes-ad \(did you mean notes-add\b/),
    });
  });
});

describe("serveMcp with toolNames: \"registry\"", () => {
  it("lists the registry's names, and a dashed name is none of them", async () => {
    const { client } = await connectAsRegistered(notesRegistry());
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(["notes.add", "notes.clear", "split_bill"]);
    await expect(client.callTool({ name: "notes-clear", arguments: {} })).rejects.toMatchObject({ code: ErrorCode.InvalidParams });
  });
});
