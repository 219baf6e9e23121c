export type { ToolOptions } from "./tool-options.js";
export { tool, toolMethodsOf } from "./tool-decorator.js";
export type { ToolDecorator, ToolMethodRecord } from "./tool-decorator.js";
export { registerTool } from "./register-tool.js";
export type { RegisterToolDefinition, RegisteredTool } from "./register-tool.js";
// Handlers receive the call context; declaring a tool should not need a second import path.
export type { ToolCallContext } from "../registry/types.js";
