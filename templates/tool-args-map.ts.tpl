/** The arguments of each tool, by tool name. */
export interface ToolArgs {
{{entries}}
}
