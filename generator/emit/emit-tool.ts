import type { ToolEntry } from "../../src/manifest.js";
import type { ModuleExport } from "../discover/index.js";
import type { SourcePosition } from "../source-location.js";

/**
 * A tool as the emit step needs it: plain data without syntax nodes, so that a single run can let
 * the program go before it renders the outputs.
 */
export interface EmitTool {
  entry: ToolEntry;
  handler: MethodHandler | FunctionHandler | RegisteredHandler;
  /** Where diagnostics about the tool point. */
  at: SourcePosition;
}

/** A `@tool` method: `tools.gen.ts` types it through its class. */
export interface MethodHandler {
  kind: "method";
  className: string;
  classExport: ModuleExport;
  classIsGeneric: boolean;
  member: string;
  /** The declared parameters' names, in order (`""` for a destructured one), as `Parameters<>` lists them: no `this`. */
  parameterNames: string[];
}

/** A `@tool` function, typed through `typeof` its export. */
export interface FunctionHandler {
  kind: "function";
  export: ModuleExport;
  parameterNames: string[];
}

/** A `registerTool` tool: its argument type comes from the hand-written schema. */
export interface RegisteredHandler {
  kind: "registerTool";
  export: ModuleExport;
}
