// The `tools/list` exporter, which needs no SDK. The server on the MCP SDK is the entry point
// gen-tools/mcp, so that a program importing gen-tools does not load the SDK's types.
export {
  toMcpTools,
  toMcpOutputSchema,
  toMcpStructuredContent,
  MCP_RESULT_KEY,
  type McpTool,
  type McpAnnotate,
  type McpToolAnnotations,
  type McpToolSource,
} from "./mcp-tools.js";
export type { McpToolNameStyle } from "./mcp-tool-names.js";
