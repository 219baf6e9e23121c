import type { SourcePosition } from "../source-location.js";
import type ts from "../typescript.cjs";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { SchemaLiteral } from "./schema-literal.js";

/** How a module exports a declaration: its file and export name (`default` for a default export). */
export interface ModuleExport {
  /** Absolute path of the module. */
  file: string;
  name: string;
}

interface ToolCommon {
  name: string;
  /** `null` when neither an option nor JSDoc gives one (already reported). */
  description: string | null;
  idempotent: boolean;
  timeoutMs: number | null;
  allowedAgents: string[] | null;
  /** Where the tool is declared (its name): the manifest's `source`, and where diagnostics about it point. */
  at: SourcePosition;
  node: ts.Node;
}

/** A `@tool` method (decorator or JSDoc marker) of a class that can be instantiated. */
export interface MethodTool extends ToolCommon {
  kind: "method";
  className: string;
  /**
   * The class that owns the tool, which may inherit its method from a base class. With type
   * parameters, the generated types go through `typeof C.prototype` (see gen-module.ts).
   */
  classDeclaration: ts.ClassDeclaration;
  classExport: ModuleExport;
  member: string;
  /** The nearest declaration of the member: the override when a subclass has one. */
  signature: ts.MethodDeclaration;
  paramDescriptions: Record<string, string>;
}

/** An exported function carrying the `@tool` JSDoc marker. */
export interface FunctionTool extends ToolCommon {
  kind: "function";
  export: ModuleExport;
  signature: ts.SignatureDeclaration;
  paramDescriptions: Record<string, string>;
}

/** `export const x = registerTool({...}, handler)`: a hand-written schema. */
export interface RegisteredTool extends ToolCommon {
  kind: "registerTool";
  export: ModuleExport;
  /** The `parameters` schema, with the syntax node of each JSON Pointer in it. */
  parameters: SchemaLiteral;
  outputSchema?: JsonSchemaObject;
  handler: ts.Expression;
}

export type DiscoveredTool = MethodTool | FunctionTool | RegisteredTool;
