import type { ts } from "ts-morph";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { Diagnostic } from "../diagnostics.js";

/** What the pipeline needs from the type converter (`convert/index.ts`'s `SchemaConverter`). */
export interface ToolConverter {
  signature(decl: ts.SignatureDeclaration, opts?: { paramDescriptions?: Record<string, string> }): {
    inputSchema: JsonSchemaObject;
    outputSchema?: JsonSchemaObject;
    parameters: string[] | null;
    diagnostics: Diagnostic[];
  };
  type(type: ts.Type, at: ts.Node): { schema: JsonSchemaObject; diagnostics: Diagnostic[] };
}
