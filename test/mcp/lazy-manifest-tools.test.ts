import { afterEach, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { renderManifest } from "../../generator/emit/manifest-json.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { serveMcp, type McpServerHandle } from "../../src/mcp/serve-mcp.js";
import { loadManifest, type ToolRegistry } from "../../src/registry/index.js";
import { compile } from "../../src/validator/index.js";
import { manifestFiles } from "../registry/helpers/manifest-files.js";
import { toolEntry } from "../registry/helpers/tool-entry.js";

// serveMcp over a registry loaded from a lazily read manifest, whose records' schemas are read when
// tools/list or a call first needs them: it serves and checks what a registry of the file parsed whole does.

const read = manifestFiles();
const agent = { uuid: "5f0c2b9e-8a41-4d6f-b7e3-1c9d2e4a6b80", name: "mcp-client" };
const SCHEMA: JsonSchemaObject = { type: "object", properties: { n: { type: "number" } }, required: ["n"], additionalProperties: false };
const HASH = "ef".repeat(32);
const TEXT = renderManifest([toolEntry("echo", SCHEMA, { outputSchema: { type: "number" } }), toolEntry("flag", SCHEMA)], HASH);
const handlers = { echo: (args: Record<string, unknown>) => args.n, flag: () => ({ ok: "yes" }) };
const validators = () => ({
  echo: { load: async () => compile(SCHEMA), validatorsHash: HASH },
  flag: { load: async () => compile(SCHEMA), validatorsHash: HASH },
});

const open: { client: Client; handle: McpServerHandle }[] = [];
afterEach(async () => {
  for (const { client, handle } of open.splice(0)) {
    await client.close();
    await handle.close();
  }
});

async function connect(registry: ToolRegistry): Promise<Client> {
  const [server, client] = InMemoryTransport.createLinkedPair();
  const handle = await serveMcp(registry, { agent, transport: server });
  const mcp = new Client({ name: "gen-tools-test", version: "1.0.0" });
  await mcp.connect(client);
  open.push({ client: mcp, handle });
  return mcp;
}

describe("serveMcp over a lazily read manifest", () => {
  it("lists, calls and checks results as over the file parsed whole", async () => {
    const lazy = loadManifest(await read(TEXT), { handlers, validators: validators() });
    // Unread until served, or the test tests nothing of the lazy records.
    expect(typeof Object.getOwnPropertyDescriptor(lazy.get("echo"), "outputSchema")?.get).toBe("function");
    const eager = loadManifest(JSON.parse(TEXT), { handlers, validators: validators() });
    const [one, other] = [await connect(lazy), await connect(eager)];
    expect(await one.listTools()).toEqual(await other.listTools());
    for (const call of [{ name: "echo", arguments: { n: 3 } }, { name: "echo", arguments: { n: "3" } }, { name: "flag", arguments: { n: 1 } }]) {
      expect(await one.callTool(call)).toEqual(await other.callTool(call));
    }
  });
});
