import { toProviderToolName } from "../providers/tool-names.js";

/**
 * The names a server's tools go by over MCP, both ways: as registered (`notes.add`), or as gen-tools
 * sends them to OpenAI and Anthropic (`notes-add`), which Claude Desktop requires. Registry names
 * never contain a dash, so a dashed name maps back to one registry name, and a registry name
 * called as it is stays itself.
 */
export interface McpToolNames {
  /** The name `tools/list` gives a registered tool. */
  served(registryName: string): string;
  /** The registry name a `tools/call` names. */
  registered(calledAs: string): string;
}

/** How tools are named over MCP: `"provider"` (the default) with dashes for dots, `"registry"` as registered. */
export type McpToolNameStyle = "registry" | "provider";

export function mcpToolNames(style: McpToolNameStyle = "provider"): McpToolNames {
  if (style === "registry") return { served: (name) => name, registered: (name) => name };
  return { served: toProviderToolName, registered: (name) => name.replaceAll("-", ".") };
}
