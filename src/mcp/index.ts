// The MCP server over a registry, and the `tools/list` exporter it serves from.
export { serveMcp, type ServeMcpOptions, type McpServerHandle } from "./serve-mcp.js";
export {
  toMcpTools,
  toMcpOutputSchema,
  toMcpStructuredContent,
  MCP_RESULT_KEY,
  type McpTool,
  type McpToolSource,
} from "./mcp-tools.js";
