import ts from "../typescript.cjs";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { ToolEntry, ToolOwner } from "../../src/manifest.js";
import { undescribedParameters } from "../check/undescribed-parameters.js";
import { checkSchemaMatchesHandler } from "../check/schema-matches-handler.js";
import type { Diagnostic } from "../diagnostics.js";
import { internalFailure } from "../internal-failure.js";
import type { DiscoveredTool, RegisteredTool } from "../discover/index.js";
import type { ConverterSlot, ToolConverter } from "./tool-converter.js";

/** A discovered tool with its manifest entry. */
export interface BuiltTool {
  tool: DiscoveredTool;
  entry: ToolEntry;
}

export interface BuildOptions {
  root: string;
  checker: ts.TypeChecker;
  requireDescriptions: boolean;
}

/** The converter's code for a parameter without a description, promoted under `requireDescriptions`. */
const MISSING_PARAM_DESCRIPTION = "GT1100";

/**
 * Turns discovered tools into manifest entries: `@tool` signatures through the converter,
 * `registerTool` schemas as written (checked against the handler's parameter type).
 */
export function buildEntries(tools: readonly DiscoveredTool[], converters: ConverterSlot, options: BuildOptions): { built: BuiltTool[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const built: BuiltTool[] = [];
  for (const tool of tools) {
    const converter = converters.get();
    try {
      const schemas = tool.kind === "registerTool" ? registeredSchemas(tool, converter, options, diagnostics) : convertedSchemas(tool, converter, options, diagnostics);
      built.push({ tool, entry: manifestEntry(tool, schemas) });
    } catch (error) {
      // One tool's failure stops that tool; the others are still built and reported.
      diagnostics.push(internalFailure(error, tool.at, `tool '${tool.name}'`));
      converters.discard();
    }
  }
  return { built, diagnostics };
}

interface Schemas {
  inputSchema: JsonSchemaObject;
  outputSchema?: JsonSchemaObject;
  parameters: string[] | null;
  /** Where the handler takes a `Date` (JSON Pointers into the input schema). */
  dates?: string[];
}

function convertedSchemas(tool: Exclude<DiscoveredTool, RegisteredTool>, converter: ToolConverter, options: BuildOptions, diagnostics: Diagnostic[]): Schemas {
  // An inherited method is read as its subclass instantiates it; what stays unresolved there names the subclass's tool.
  const seenFrom = tool.kind === "method" && tool.signature.parent !== tool.classDeclaration ? tool.classDeclaration : undefined;
  const result = converter.signature(tool.signature, { paramDescriptions: tool.paramDescriptions, seenFrom });
  // Most tools have no diagnostic: the span is worked out for those that do.
  if (result.diagnostics.length === 0) return result;
  const inSignature = seenFrom === undefined ? signatureSpan(tool.signature, tool.at.file) : () => false;
  for (const d of result.diagnostics) {
    const promoted: Diagnostic = options.requireDescriptions && d.code === MISSING_PARAM_DESCRIPTION ? { ...d, severity: "error" } : d;
    diagnostics.push(inSignature(promoted) ? promoted : { ...promoted, tools: [tool.name] });
  }
  return result;
}

/** Whether a diagnostic lies within the signature or its comments (in `file`, the tool's, relative to the project root). */
function signatureSpan(signature: ts.SignatureDeclaration, file: string): (d: Diagnostic) => boolean {
  const source = signature.getSourceFile();
  const start = ts.getLeadingCommentRanges(source.text, commentHolder(signature).pos)?.[0]?.pos ?? signature.getStart(source);
  const first = source.getLineAndCharacterOfPosition(start).line + 1;
  const last = source.getLineAndCharacterOfPosition(signature.getEnd()).line + 1;
  return (d) => d.file === file && d.line !== undefined && d.line >= first && d.line <= last;
}

/** Where a tool's JSDoc is: before the statement of `export const f = () => …`, else before the signature. */
function commentHolder(signature: ts.Node): ts.Node {
  let node = signature;
  while (node.parent !== undefined && (ts.isVariableDeclaration(node.parent) || ts.isVariableDeclarationList(node.parent) || ts.isVariableStatement(node.parent))) node = node.parent;
  return node;
}

/**
 * The handler's parameter type is converted only to be compared; its own conversion problems are
 * not the tool's (the schema is the hand-written one), so they are not reported.
 */
function registeredSchemas(tool: RegisteredTool, converter: ToolConverter, options: BuildOptions, diagnostics: Diagnostic[]): Schemas {
  const handlerSchema = handlerArgumentSchema(tool.handler, converter, options.checker);
  const fit = handlerSchema === undefined ? undefined : checkSchemaMatchesHandler(tool, handlerSchema, options.root);
  if (fit !== undefined) diagnostics.push(...fit.diagnostics);
  for (const d of undescribedParameters(tool, options.root)) diagnostics.push(options.requireDescriptions ? { ...d, severity: "error" } : d);
  const schemas: Schemas = { inputSchema: tool.parameters.value, parameters: null, dates: fit?.dates ?? [] };
  if (tool.outputSchema !== undefined) schemas.outputSchema = tool.outputSchema;
  return schemas;
}

/** The schema of the handler's first parameter: a closed empty object when it takes none. */
function handlerArgumentSchema(handler: ts.Expression, converter: ToolConverter, checker: ts.TypeChecker): JsonSchemaObject | undefined {
  const signature = checker.getTypeAtLocation(handler).getCallSignatures()[0];
  if (signature === undefined) return undefined;
  const first = signature.getParameters()[0];
  if (first === undefined) return { type: "object", properties: {}, additionalProperties: false };
  return converter.type(checker.getTypeOfSymbolAtLocation(first, handler), handler).schema;
}

/** The entry with DESIGN's keys in a fixed order, so the manifest's text is stable. */
function manifestEntry(tool: DiscoveredTool, schemas: Schemas): ToolEntry {
  const owner: ToolOwner = tool.kind === "method" ? { class: tool.className, member: tool.member } : { export: tool.export.name };
  const entry: ToolEntry = {
    name: tool.name,
    description: tool.description ?? "",
    inputSchema: schemas.inputSchema,
    ...(schemas.outputSchema === undefined ? {} : { outputSchema: schemas.outputSchema }),
    idempotent: tool.idempotent,
    timeoutMs: tool.timeoutMs,
    allowedAgents: tool.allowedAgents,
    parameters: schemas.parameters,
    ...(schemas.dates === undefined || schemas.dates.length === 0 ? {} : { dates: schemas.dates }),
    owner,
    source: { file: tool.at.file, line: tool.at.line },
  };
  return entry;
}
