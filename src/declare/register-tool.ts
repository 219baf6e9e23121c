import type { JsonSchemaObject } from "../json-schema.js";
import type { ToolCallContext } from "../registry/types.js";

/** A module-level tool with a hand-written JSON Schema, as Python's `register_tool` takes it. */
export interface RegisterToolDefinition {
  name: string;
  description: string;
  /** JSON Schema 2020-12 of the arguments object (`type: "object"`). */
  parameters: JsonSchemaObject;
  outputSchema?: JsonSchemaObject;
  idempotent?: boolean;
  timeoutMs?: number | null;
  allowedAgents?: string[] | null;
}

/**
 * The handler `registerTool` returns: callable as before, with its definition attached. The context
 * may be left out (a unit test's `splitBill({ total: 86, people: 3 })`): the handler then gets one
 * of its own, with the tool's name and a signal that never aborts.
 */
export type RegisteredTool<Args, Result> = ((args: Args, context?: ToolCallContext) => Result) & {
  readonly toolDefinition: Readonly<RegisterToolDefinition>;
};

/**
 * Declares a tool from a function and a hand-written schema: `export const getTime = registerTool({...},
 * (args, ctx) => ...)`. The generator finds the call, checks the schema against the handler's
 * parameter type and emits `Args`; pass that as the type argument to type the handler.
 */
export function registerTool<Args extends object = Record<string, unknown>, Result = unknown>(
  definition: RegisterToolDefinition,
  handler: (args: Args, context: ToolCallContext) => Result,
): RegisteredTool<Args, Result> {
  if (typeof definition?.name !== "string" || definition.name === "") {
    throw new TypeError("registerTool: definition.name must be a non-empty string");
  }
  if (typeof handler !== "function") throw new TypeError(`registerTool('${definition.name}'): the handler must be a function`);
  const params = definition.parameters as unknown;
  if (typeof params !== "object" || params === null || (params as JsonSchemaObject).type !== "object") {
    throw new TypeError(`registerTool('${definition.name}'): parameters must be a JSON Schema with type "object"`);
  }
  const registered = (args: Args, context?: ToolCallContext): Result => handler(args, context ?? { toolName: definition.name, signal: NEVER_ABORTED });
  Object.defineProperty(registered, "name", { value: handler.name || definition.name });
  Object.defineProperty(registered, "toolDefinition", { value: Object.freeze({ ...definition }), enumerable: true });
  return registered as RegisteredTool<Args, Result>;
}

/** The signal of a call made outside the runtime, which nothing aborts. */
const NEVER_ABORTED = new AbortController().signal;
