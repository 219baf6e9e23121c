import { afterEach, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { toMcpTools } from "../../src/mcp/mcp-tools.js";
import { serveMcp, type ServeMcpOptions } from "../../src/mcp/serve-mcp.js";
import { ToolRegistry } from "../../src/registry/index.js";

const agent = { uuid: "3a9e1f2b-6c4d-4b7e-8f1a-2d3c4b5a6e7f", name: "mcp-client" };
const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of open.splice(0)) await close();
});

/** The annotations an SDK client lists for each tool of a registry served with `annotations`. */
async function listedAnnotations(annotations?: ServeMcpOptions["annotations"]): Promise<Record<string, unknown>> {
  const registry = new ToolRegistry();
  const none = { type: "object" } as const;
  registry.register("notes.list", none, () => [], { description: "Lists the notes", idempotent: true });
  registry.register("notes.clear", none, () => "cleared", { description: "Deletes every note", idempotent: true });
  registry.register("notes.add", none, () => 1, { description: "Adds a note" });
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  const handle = await serveMcp(registry, { agent, transport: serverSide, ...(annotations === undefined ? {} : { annotations }) });
  const client = new Client({ name: "gen-tools-test", version: "1.0.0" });
  await client.connect(clientSide);
  open.push(() => client.close(), () => handle.close());
  const { tools } = await client.listTools();
  return Object.fromEntries(tools.map((tool) => [tool.name, tool.annotations]));
}

describe("serveMcp's tool annotations", () => {
  it("are each tool's idempotentHint when none are given", async () => {
    expect(await listedAnnotations()).toEqual({
      "notes-add": { idempotentHint: false },
      "notes-clear": { idempotentHint: true },
      "notes-list": { idempotentHint: true },
    });
  });

  it("take the hints options.annotations gives a tool, and leave idempotentHint, which the spec gives no meaning there, off a read-only one", async () => {
    const seen: unknown[] = [];
    const annotations = await listedAnnotations((tool) => {
      seen.push({ name: tool.name, description: tool.description, idempotent: tool.idempotent });
      if (tool.name === "notes.list") return { title: "List notes", readOnlyHint: true, openWorldHint: false };
      if (tool.name === "notes.clear") return { destructiveHint: true, openWorldHint: false };
      return undefined;
    });
    expect(annotations).toEqual({
      "notes-add": { idempotentHint: false },
      "notes-clear": { idempotentHint: true, destructiveHint: true, openWorldHint: false },
      "notes-list": { title: "List notes", readOnlyHint: true, openWorldHint: false },
    });
    expect(seen).toContainEqual({ name: "notes.list", description: "Lists the notes", idempotent: true });
  });

  it("are what toMcpTools gives with the same function, as serveMcp serves them", () => {
    const none = { type: "object" } as const;
    const tools = toMcpTools(
      [
        { name: "notes.list", description: "Lists the notes", inputSchema: none, idempotent: true },
        { name: "notes.add", description: "Adds a note", inputSchema: none, idempotent: false },
      ],
      (tool) => (tool.name === "notes.list" ? { readOnlyHint: true } : { destructiveHint: false }),
    );
    expect(tools.map((tool) => [tool.name, tool.annotations])).toEqual([
      ["notes-list", { readOnlyHint: true }],
      ["notes-add", { idempotentHint: false, destructiveHint: false }],
    ]);
  });
});
