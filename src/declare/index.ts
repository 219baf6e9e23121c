export type { ToolOptions } from "./tool-options.js";
export { tool, toolMethodsOf } from "./tool-decorator.js";
export type { ToolDecorator, ToolMethodRecord } from "./tool-decorator.js";
export { registerTool } from "./register-tool.js";
export type { RegisterToolDefinition, RegisteredTool } from "./register-tool.js";
