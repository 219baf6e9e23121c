import type { ToolDefinition } from "../agent/model.js";
import type { JsonSchema, JsonSchemaObject, JsonValue } from "../json-schema.js";
import { assertObjectRoots } from "../object-root.js";
import { ownValue } from "../registry/own-value.js";
import { isPlainObject } from "../validator/json-kind.js";
import { RefResolver } from "../validator/resolve-ref.js";
import { mcpToolNames, type McpToolNameStyle } from "./mcp-tool-names.js";
import { withTupleRestsUnevaluated } from "./tuple-items.js";
import { defsWithRefsMovedTo, isOwnResource, withRefsMovedTo } from "./wrapped-schema-refs.js";

/** What a `tools/list` entry is made from: a tool definition and whether the tool is idempotent. */
export interface McpToolSource extends ToolDefinition {
  idempotent: boolean;
}

/**
 * MCP's `ToolAnnotations`: hints a client shows or asks before a call by. Unset, the spec has a
 * tool read as writing (`readOnlyHint: false`), destructive (`destructiveHint: true`), not
 * idempotent and reaching the open world.
 */
export interface McpToolAnnotations {
  /** A name for people, where the client shows one. */
  title?: string | undefined;
  /** It changes nothing around it. */
  readOnlyHint?: boolean | undefined;
  /** Its changes may destroy what was there (else it only adds); meaningful only when not read-only. */
  destructiveHint?: boolean | undefined;
  /** A second call with the same arguments changes nothing more; meaningful only when not read-only. */
  idempotentHint?: boolean | undefined;
  /** It reaches beyond a closed set of things (the web, say). */
  openWorldHint?: boolean | undefined;
}

/** Each tool's annotations, as `serveMcp`'s `annotations` option and `toMcpTools` take them. */
export type McpAnnotate = (tool: Readonly<Pick<McpToolSource, "name" | "description" | "idempotent">>) => McpToolAnnotations | undefined;

/** A `tools/list` entry (MCP `Tool`). */
export interface McpTool {
  name: string;
  description: string;
  inputSchema: JsonSchemaObject & { type: "object" };
  outputSchema?: JsonSchemaObject & { type: "object" };
  annotations: McpToolAnnotations;
}

/**
 * MCP wants `outputSchema` (and so `structuredContent`) to be an object. A tool returning anything
 * else has its value under this key; `toMcpStructuredContent` does the same to the value.
 */
export const MCP_RESULT_KEY = "result";

/**
 * `tools/list` entries, in the order given, as `serveMcp` serves them. Names as `toolNames` says:
 * by default with dashes for dots (`notes-add`), which Claude Desktop requires (see
 * `ServeMcpOptions.toolNames`); `"registry"` keeps the dotted ones, which MCP allows. Schemas are
 * served as they are, a non-object output schema wrapped under `result`. An input schema whose root
 * `type` admits no object throws a `NonObjectSchemaError` listing each such tool: MCP has no wrapper
 * for arguments, and served as `type: "object"` it would ask for calls the tool refuses. `annotate`
 * gives each tool's annotations (it is given the registry name), as `serveMcp`'s `annotations` option does.
 */
export function toMcpTools(tools: readonly McpToolSource[], annotate?: McpAnnotate, toolNames?: McpToolNameStyle): McpTool[] {
  assertObjectRoots(tools);
  const names = mcpToolNames(toolNames);
  return tools.map((tool) => {
    // The definition's own key: one set on Object.prototype is no tool's output schema.
    const outputSchema = ownValue(tool, "outputSchema");
    return toMcpTool(tool, names.served(tool.name), outputSchema === undefined ? undefined : toMcpOutputSchema(outputSchema), annotate?.(tool));
  });
}

/**
 * One `tools/list` entry, under the name it is served by (`McpToolNames.served`), its output schema given as served (`toMcpOutputSchema`): the server
 * builds that once per tool, for the entry and for checking the tool's results against. Its input
 * schema admits objects (`assertObjectRoots`). `annotations` are the caller's, over the tool's own
 * `idempotentHint`, which a read-only tool goes without: the spec gives it meaning only for a tool
 * that changes something.
 */
export function toMcpTool(tool: Omit<McpToolSource, "outputSchema">, name: string, outputSchema: McpTool["outputSchema"], annotations: McpToolAnnotations = {}): McpTool {
  const entry: McpTool = {
    name,
    description: tool.description,
    inputSchema: { ...tool.inputSchema, type: "object" },
    annotations: annotations.readOnlyHint === true ? { ...annotations } : { idempotentHint: tool.idempotent, ...annotations },
  };
  if (outputSchema !== undefined) entry.outputSchema = outputSchema;
  return entry;
}

/**
 * The output schema MCP can carry: an object one as it is (`type: "object"` added where the root
 * says it through a `$ref` or its branches), any other wrapped under `result`, its tuples' rests
 * as `unevaluatedItems` (`withTupleRestsUnevaluated`). `objectRooted`, for a caller that has
 * worked out `isObjectRooted(schema)` already.
 */
export function toMcpOutputSchema(schema: JsonSchemaObject, objectRooted = isObjectRooted(schema)): JsonSchemaObject & { type: "object" } {
  return withTupleRestsUnevaluated(servedAsObject(schema, objectRooted));
}

/** `schema` as an object schema, as `toMcpOutputSchema` serves it but for its tuples. */
function servedAsObject(schema: JsonSchemaObject, objectRooted: boolean): JsonSchemaObject & { type: "object" } {
  if (objectRooted) return { ...schema, type: "object" };
  const { $schema, ...wrapped } = schema;
  // A schema with an `$id` is a resource of its own: its references resolve within it, under `result` too.
  if (isOwnResource(wrapped)) return resultWrapper($schema, wrapped, undefined);
  // Else `$defs` move to the new root, so `#/$defs/...` references still resolve; those into the
  // schema itself (`#`, a recursive array's items) follow it under `result`.
  const { $defs, ...inner } = wrapped;
  const at = `/properties/${MCP_RESULT_KEY}`;
  return resultWrapper($schema, withRefsMovedTo(inner, at), $defs === undefined ? undefined : defsWithRefsMovedTo($defs, at));
}

/** An object schema whose one key, `result`, holds `result`. */
function resultWrapper($schema: string | undefined, result: JsonSchema, $defs: JsonSchemaObject["$defs"]): JsonSchemaObject & { type: "object" } {
  return {
    ...($schema === undefined ? {} : { $schema }),
    type: "object",
    properties: { [MCP_RESULT_KEY]: result },
    required: [MCP_RESULT_KEY],
    additionalProperties: false,
    ...($defs === undefined ? {} : { $defs }),
  };
}

/**
 * A tool's return value as `structuredContent` for its `toMcpOutputSchema` schema. A returned
 * `undefined` is `null`, as in the result's text (JSON would leave the key out, which the schema requires).
 */
export function toMcpStructuredContent(schema: JsonSchemaObject, value: JsonValue | undefined): Record<string, JsonValue> {
  return structuredContentOf(isObjectRooted(schema), value);
}

/** `toMcpStructuredContent` for a schema whose `isObjectRooted` is known (the server works it out once per tool). */
export function structuredContentOf(objectRooted: boolean, value: JsonValue | undefined): Record<string, JsonValue> {
  if (objectRooted && typeof value === "object" && value !== null && !Array.isArray(value)) return value;
  return { [MCP_RESULT_KEY]: value ?? null };
}

/**
 * Whether every value `schema` accepts is an object, so that MCP can take the schema, and the value,
 * as they are: the root says `type: "object"`, or its `$ref` (into `$defs`, the form gen-tools
 * writes for every interface and class return type) leads to a schema that does, or each branch of
 * its `anyOf`/`oneOf` does (a union of object types), or one of its `allOf` does. A reference that
 * does not resolve within the schema, or that comes back to where it started, says nothing.
 */
export function isObjectRooted(schema: JsonSchemaObject): boolean {
  return objectOnly(schema, "", new RefResolver(schema), new Set());
}

/** `isObjectRooted` of the subschema at `at`; `entered` holds the locations on the way there, against `$ref` cycles. */
function objectOnly(schema: unknown, at: string, refs: RefResolver, entered: Set<string>): boolean {
  if (!isPlainObject(schema)) return false;
  const { type } = schema;
  if (type === "object" || (Array.isArray(type) && type.length > 0 && type.every((t) => t === "object"))) return true;
  if (entered.has(at)) return false;
  entered.add(at);
  try {
    const branch = (keyword: string) => (sub: unknown, i: number) => objectOnly(sub, `${at}/${keyword}/${i}`, refs, entered);
    const list = (keyword: string): unknown[] => (Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : []);
    if (typeof schema.$ref === "string") {
      const target = refs.resolve(schema.$ref, at);
      if (target.found && objectOnly(target.target, target.pointer, refs, entered)) return true;
    }
    const anyOf = list("anyOf");
    const oneOf = list("oneOf");
    return (
      (anyOf.length > 0 && anyOf.every(branch("anyOf"))) ||
      (oneOf.length > 0 && oneOf.every(branch("oneOf"))) ||
      list("allOf").some(branch("allOf"))
    );
  } finally {
    entered.delete(at);
  }
}
