// serveMcp over stdio, closed by its handle: prints how many listeners process.stdin has for "end"
// before serving and after closing, then lets the process end.
import { ToolRegistry } from "../../src/registry/index.js";
import { serveMcp } from "../../src/mcp/serve-mcp.js";

const before = process.stdin.listenerCount("end");
for (let i = 0; i < 2; i++) {
  const handle = await serveMcp(new ToolRegistry(), { agent: { uuid: "5f0c2a4e-8b1d-4c3e-9a7f-1d2e3f4a5b6c", name: "mcp-client" } });
  await handle.close();
}
process.stderr.write(`end listeners: ${before} before, ${process.stdin.listenerCount("end")} after\n`);
process.stdin.destroy();
