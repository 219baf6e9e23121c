import type { ToolDefinition } from "./agent/model.js";

/** A tool definition that cannot be sent as it is, by the JSON Pointer into its input schema. */
export interface ToolSchemaProblem {
  tool: string;
  /** JSON Pointer into the tool's input schema: `/type`. */
  path: string;
  keyword: string;
  message: string;
}

/**
 * Tool definitions whose input schemas admit no object, refused before they are sent: providers and
 * MCP clients take a tool's arguments as one JSON object.
 */
export class NonObjectSchemaError extends Error {
  constructor(readonly problems: readonly ToolSchemaProblem[]) {
    super(`these tools' input schemas admit no object, where a tool's arguments are one JSON object:\n${problemLines(problems)}`);
    this.name = "NonObjectSchemaError";
  }
}

/**
 * One indented line per problem, `tool /path: message`, for an error's message: `(root)` for the
 * schema's own pointer (""), and `?` for a problem found in a schema checked as no tool's.
 */
export function problemLines(problems: readonly { tool?: string; path: string; message: string }[]): string {
  return problems.map((p) => `  ${p.tool ?? "?"} ${p.path === "" ? "(root)" : p.path}: ${p.message}`).join("\n");
}

/**
 * The problem of a tool whose input schema's root `type` admits no object (`"string"`), none for one
 * that does or says no `type`. Sending it as `type: "object"` would mislabel it: the model would make
 * calls the dispatcher refuses, since it validates against the schema as it is. `register` refuses
 * such a schema; a custom `DispatchRegistry` or a definition built by hand may hold one.
 */
export function objectRootProblems(tool: ToolDefinition): ToolSchemaProblem[] {
  const { type } = tool.inputSchema;
  if (type === undefined || type === "object" || (Array.isArray(type) && type.includes("object"))) return [];
  const message = `type ${JSON.stringify(type)} admits no object: give the tool an object schema (type "object") with its arguments as properties`;
  return [{ tool: tool.name, path: "/type", keyword: "type", message }];
}

/** Throws a `NonObjectSchemaError` listing every tool whose input schema admits no object. */
export function assertObjectRoots(tools: readonly ToolDefinition[]): void {
  const problems = tools.flatMap(objectRootProblems);
  if (problems.length > 0) throw new NonObjectSchemaError(problems);
}
