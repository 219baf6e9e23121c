// The entry point gen-tools/mcp: the MCP server over a registry, on the official
// @modelcontextprotocol/sdk, apart from gen-tools so that only programs using it load the SDK's types.
export { serveMcp, type ServeMcpOptions, type McpServerHandle } from "./serve-mcp.js";
export type { McpAnnotate, McpToolAnnotations } from "./mcp-tools.js";
export type { McpToolNameStyle } from "./mcp-tool-names.js";
