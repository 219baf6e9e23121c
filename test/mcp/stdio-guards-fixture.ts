// An MCP server over stdio whose tools misbehave as a handler may: `chatty` prints to stdout, which
// carries the protocol, and `stray` leaves a rejected promise uncaught. `echo` shows the server still serves.
import { ToolRegistry } from "../../src/registry/index.js";
import { serveMcp } from "../../src/mcp/serve-mcp.js";

const registry = new ToolRegistry();
registry.register("chatty", { type: "object" }, () => {
  console.log("hello from console.log");
  process.stdout.write("hello from process.stdout.write\n");
  return "said hello";
});
registry.register("stray", { type: "object" }, () => {
  void Promise.reject(new Error("nobody awaited this"));
  return "left a rejection behind";
});
registry.register("echo", { type: "object", properties: { text: { type: "string" } } }, (args) => args.text);
await serveMcp(registry, { agent: { uuid: "0b6f3c1e-2d4a-4e5f-8a9b-7c6d5e4f3a2b", name: "mcp-client" } });
