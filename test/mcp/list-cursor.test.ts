import { describe, expect, it } from "vitest";
import { ErrorCode, ListToolsResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { connectedClients } from "./helpers/connected-clients.js";

const connect = connectedClients({ uuid: "7d2c4e6a-1b3f-4a5c-9e8d-0f1a2b3c4d5e", name: "mcp-client" });

/** A registry of `count` tools, more than a client might expect in one page. */
function manyTools(count: number): ToolRegistry {
  const registry = new ToolRegistry();
  for (let i = 0; i < count; i++) registry.register(`tool_${String(i).padStart(3, "0")}`, { type: "object" }, () => i, { description: `Tool ${i}` });
  return registry;
}

describe("serveMcp's tools/list and the spec's pagination", () => {
  it("lists every tool in one page, without a nextCursor, however many there are", async () => {
    const { client } = await connect(manyTools(300));
    const listed = await client.listTools();
    expect(listed.tools).toHaveLength(300);
    expect(listed.tools[299]?.name).toBe("tool_299");
    expect(listed.nextCursor).toBeUndefined();
  });

  it("refuses a cursor, none of which it gave, as invalid params (-32602), as the spec asks of an invalid cursor", async () => {
    const { client } = await connect(manyTools(3));
    const request = client.request({ method: "tools/list", params: { cursor: "page-2" } }, ListToolsResultSchema);
    await expect(request).rejects.toMatchObject({
      code: ErrorCode.InvalidParams,
      message: 'MCP error -32602: tools/list: cursor "page-2" is none this server gave: it lists every tool at once, without a nextCursor',
    });
  });
});
