// An MCP server over stdio with one tool, `wait`, that runs until its signal aborts: for the test
// that closing the server's stdin (the MCP spec's stdio shutdown) ends it. stderr says what happens.
import { ToolRegistry } from "../../src/registry/index.js";
import { serveMcp } from "../../src/mcp/serve-mcp.js";

const registry = new ToolRegistry();
registry.register("wait", { type: "object" }, (_args, context) => {
  process.stderr.write("started\n");
  return new Promise((resolve) => {
    context.signal.addEventListener("abort", () => {
      process.stderr.write("aborted\n");
      resolve("aborted");
    });
  });
});
await serveMcp(registry, { agent: { uuid: "5f0c2a4e-8b1d-4c3e-9a7f-1d2e3f4a5b6c", name: "mcp-client" } });
