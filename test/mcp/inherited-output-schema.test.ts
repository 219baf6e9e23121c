import { describe, expect, it } from "vitest";
import { toMcpTools } from "../../src/mcp/mcp-tools.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { connectedClients } from "./helpers/connected-clients.js";

// A tool's output schema is its record's own key (or its definition's): one set on Object.prototype
// must not be served as every tool's, nor refuse their results.

const agent = { uuid: "2b7f4c1e-9d3a-4e8b-a6f0-5c1d8e2b9a47", name: "mcp-client" };
const INHERITED = { type: "object", properties: { never: { type: "string" } }, required: ["never"] };

const connect = connectedClients(agent);

describe("an output schema set on Object.prototype", () => {
  it("is served for no tool, and no result is checked against it", async () => {
    const registry = new ToolRegistry();
    registry.register("echo", { type: "object", properties: { n: { type: "number" } } }, (args) => ({ n: args.n }));
    const { client, handle } = await connect(registry);
    // Not enumerable: the SDK's own objects, which for...in walks, stop answering with an enumerable one.
    Object.defineProperty(Object.prototype, "outputSchema", { value: INHERITED, configurable: true, writable: true });
    try {
      // The server's answer to tools/list as it sends it: the SDK's client, which parses the answer
      // with zod, reads each key it knows through the prototype, so it would see one there anyway
      // (and would then refuse every result of the tool, as its own check of structuredContent).
      expect(handle.tools.map((tool) => Object.hasOwn(tool, "outputSchema"))).toEqual([false]);
      const result = await client.callTool({ name: "echo", arguments: { n: 1 } });
      expect(result.isError).toBeUndefined();
      expect(Object.hasOwn(result, "structuredContent")).toBe(false);
      expect(toMcpTools([{ name: "echo", description: "", inputSchema: { type: "object" }, idempotent: false }])).toEqual([
        { name: "echo", description: "", inputSchema: { type: "object" }, annotations: { idempotentHint: false } },
      ]);
    } finally {
      delete (Object.prototype as Record<string, unknown>).outputSchema;
    }
  });
});
