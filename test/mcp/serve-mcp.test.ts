import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";

const tsx = fileURLToPath(new URL("../../node_modules/.bin/tsx", import.meta.url));
const fixture = fileURLToPath(new URL("./server-fixture.ts", import.meta.url));

let client: Client;
let stderr = "";

beforeAll(async () => {
  const transport = new StdioClientTransport({ command: tsx, args: [fixture], stderr: "pipe" });
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  client = new Client({ name: "gen-tools-test", version: "1.0.0" });
  await client.connect(transport);
});

afterAll(async () => {
  await client?.close();
});

function textOf(result: Awaited<ReturnType<Client["callTool"]>>): unknown {
  const [first] = result.content as { type: string; text: string }[];
  expect(first?.type).toBe("text");
  return JSON.parse(first?.text ?? "");
}

describe("serveMcp over stdio, with the SDK's own client", () => {
  it("introduces itself with the server info and the tools capability", () => {
    expect(client.getServerVersion()).toEqual({ name: "notes", version: "1.0.0" });
    expect(client.getServerCapabilities()?.tools).toBeDefined();
  });

  it("lists the tools the agent may use, sorted by name, with schemas as in the manifest", async () => {
    const { tools } = await client.listTools();
    // admin.reset is for the "admin" agent only.
    expect(tools.map((t) => t.name)).toEqual(["notes-add", "notes-count", "notes-fail", "notes-remind"]);
    expect(tools[0]).toEqual({
      name: "notes-add",
      description: "Add a note",
      inputSchema: {
        type: "object",
        properties: { text: { type: "string", minLength: 1 }, tags: { type: "array", items: { type: "string" } } },
        required: ["text"],
        additionalProperties: false,
      },
      outputSchema: {
        type: "object",
        properties: { id: { type: "integer" }, text: { type: "string" } },
        required: ["id", "text"],
        additionalProperties: false,
      },
      annotations: { idempotentHint: false },
    });
    expect(tools[1]?.annotations).toEqual({ idempotentHint: true });
    expect(tools[1]?.outputSchema).toEqual({
      type: "object",
      properties: { result: { type: "integer" } },
      required: ["result"],
      additionalProperties: false,
    });
  });

  it("runs a call through the dispatcher and answers with text and structuredContent", async () => {
    const result = await client.callTool({ name: "notes.add", arguments: { text: "milk", tags: ["shop"] } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ id: 1, text: "milk" });
    expect(textOf(result)).toEqual({ id: 1, text: "milk" });
    // Through the dispatcher: hooks around the handler, which sees the agent identity serveMcp was given.
    // stderr is its own pipe: its lines can arrive after the response on stdout.
    await vi.waitFor(() => expect(stderr).toContain("hook before notes.add\naddNote by mcp-client\nhook after notes.add\n"));
  });

  it("gives a handler taking a Date one, and answers with the Date it returns as the date-time text", async () => {
    const result = await client.callTool({ name: "notes.remind", arguments: { text: "call", at: "2026-12-06T09:30:00+01:00" } });
    expect(result.isError).toBeFalsy();
    // A Sunday, computed by the handler from its Date; the SDK client checked it against the outputSchema.
    expect(result.structuredContent).toEqual({ text: "call", at: "2026-12-06T08:30:00.000Z", weekday: 0 });
    const refused = await client.callTool({ name: "notes.remind", arguments: { text: "call", at: "Sunday morning" } });
    expect(refused.isError).toBe(true);
    expect((textOf(refused) as { errors: unknown[] }).errors).toEqual([expect.objectContaining({ path: "/at", keyword: "format" })]);
  });

  it("answers invalid arguments with an isError result carrying JSON Pointer errors, not a protocol error", async () => {
    const result = await client.callTool({ name: "notes.add", arguments: { text: "", tags: [3] } });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    const body = textOf(result) as { error: string; errors: { path: string; keyword: string }[] };
    expect(body.error).toBe("invalid_arguments");
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "/text", keyword: "minLength" }),
        expect.objectContaining({ path: "/tags/0", keyword: "type" }),
      ]),
    );
  });

  it("awaits a call that outlives its timeout, and wraps a non-object result under `result`", async () => {
    const result = await client.callTool({ name: "notes.count", arguments: {} });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ result: 1 });
    expect(textOf(result)).toBe(1);
    // It did go to the background: its `after` hook ran with a task id.
    await vi.waitFor(() => expect(stderr).toMatch(/hook after notes\.count task_\d+/));
  });

  it("reports a thrown handler error as an isError result with the message", async () => {
    const result = await client.callTool({ name: "notes.fail", arguments: {} });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatchObject({ error: "tool_error", message: "the notes store is read-only today" });
  });

  it("refuses a tool the agent may not use, as a result the model can read", async () => {
    const result = await client.callTool({ name: "admin.reset", arguments: {} });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatchObject({ error: "permission_denied" });
  });

  it("answers an unknown tool with an InvalidParams protocol error naming near names", async () => {
    const call = client.callTool({ name: "notes.ad", arguments: {} });
    await expect(call).rejects.toBeInstanceOf(McpError);
    await expect(call).rejects.toMatchObject({ code: -32602 });
    // Once "MCP error -32602: ", which the client adds: the server's message is the bare text.
    await expect(call).rejects.toThrow(/^MCP error -32602: Unknown tool: notes\.ad \(did you mean notes-add, notes-fail\?\)$/);
  });
});
