import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { CallToolResult, Implementation } from "@modelcontextprotocol/sdk/types.js";
import { Dispatcher, type DispatcherOptions } from "../agent/dispatcher.js";
import type { DispatchOutcome } from "../agent/outcome.js";
import type { JsonSchemaObject, JsonValue } from "../json-schema.js";
import type { AgentIdentity, ToolRecord } from "../registry/types.js";
import type { DispatchRegistry } from "../agent/dispatch-registry.js";
import { missingSdkError } from "../providers/optional-sdk.js";
import { toMcpStructuredContent, toMcpTools, type McpTool } from "./mcp-tools.js";

export interface ServeMcpOptions {
  /**
   * Who the MCP client calls as: the registry's permission checks (`allowedAgents`) and the
   * handlers' `context.agent` use it. A `BaseAgent` is one.
   */
  agent: AgentIdentity;
  /** Default: stdio (`StdioServerTransport`); stdout then carries the protocol, so log to stderr. */
  transport?: Transport;
  /** The `serverInfo` sent at initialization. Default `{ name: "gen-tools", version: "0.0.0" }`. */
  serverInfo?: Implementation;
  /** Timeouts, retry limits, error stacks and hook errors of the dispatcher the calls go through. */
  dispatcher?: Omit<DispatcherOptions, "onTaskSettled">;
}

export interface McpServerHandle {
  /** The SDK's low-level server, connected to the transport. */
  server: Server;
  /** Runs every `tools/call`; `dispatcher.registerToolHook(fn)` adds hooks. */
  dispatcher: Dispatcher;
  /** What `tools/list` answers, computed once when the server started. */
  tools: McpTool[];
  close(): Promise<void>;
}

/**
 * Serves the registry's tools over the Model Context Protocol with the official SDK's low-level
 * `Server`, so the manifest's JSON Schemas go out as they are.
 *
 * - `tools/list`: the tools `agent` may call, sorted by name (as the manifest is), with
 *   `inputSchema`, `outputSchema` and `annotations.idempotentHint`; computed once, at start.
 * - `tools/call`: through a `Dispatcher`, as an agent's calls are: permission, validation, hooks,
 *   the handler. Invalid arguments, refusals and thrown errors are `isError: true` results carrying
 *   the dispatcher's JSON (JSON Pointer errors included), so the model can correct itself; an
 *   unknown tool is a protocol error (`InvalidParams`), as MCP asks. A tool with an output schema
 *   answers with `structuredContent` too.
 * - A call that runs past its timeout is awaited rather than answered with a task id: an MCP
 *   request has its own timeout and cancellation (a cancelled request aborts the handler's signal).
 */
export async function serveMcp(registry: DispatchRegistry, options: ServeMcpOptions): Promise<McpServerHandle> {
  const [{ Server }, types] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/index.js"),
    import("@modelcontextprotocol/sdk/types.js"),
  ]).catch((error: unknown) => {
    throw missingSdkError("@modelcontextprotocol/sdk", "serveMcp", error);
  });
  const { agent } = options;
  registry.bindAgent(agent);

  const settled = new SettledTasks();
  const dispatcher = new Dispatcher(registry, {
    ...options.dispatcher,
    onTaskSettled: (task) => settled.notify(task.id),
  });
  const retries = dispatcher.createRetryTracker();
  const records = registry.toolsFor(agent.uuid).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const tools = toMcpTools(records.map(toolSource));
  const outputSchemas = new Map(
    records.flatMap((r) => (r.outputSchema === undefined ? [] : [[r.name, r.outputSchema] as const])),
  );

  const server = new Server(options.serverInfo ?? { name: "gen-tools", version: "0.0.0" }, {
    capabilities: { tools: { listChanged: false } },
  });
  server.setRequestHandler(types.ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(types.CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const { name, arguments: args } = request.params;
    const call = { id: String(extra.requestId), name, arguments: args ?? {} };
    let outcome = await dispatcher.dispatch(call, { agent, signal: extra.signal, retries });
    if (outcome.status === "running")
      outcome = (await settled.wait(dispatcher, outcome.taskId, extra.signal)) ?? outcome;
    if (outcome.status === "not_found") {
      const hint = outcome.suggestions.length === 0 ? "" : ` (did you mean ${outcome.suggestions.join(", ")}?)`;
      throw new types.McpError(types.ErrorCode.InvalidParams, `Unknown tool: ${name}${hint}`);
    }
    return toCallToolResult(outcome, outputSchemas.get(name));
  });

  await server.connect(options.transport ?? (await stdioTransport()));
  return { server, dispatcher, tools, close: () => server.close() };
}

function toolSource(record: ToolRecord) {
  return {
    name: record.name,
    description: record.description,
    inputSchema: record.schema,
    ...(record.outputSchema === undefined ? {} : { outputSchema: record.outputSchema }),
    idempotent: record.idempotent,
  };
}

function toCallToolResult(outcome: DispatchOutcome, outputSchema: JsonSchemaObject | undefined): CallToolResult {
  const result: CallToolResult = { content: [{ type: "text", text: outcome.content }] };
  if (outcome.isError) result.isError = true;
  else if (outcome.status === "ok" && outputSchema !== undefined) {
    // The result as its text has it, which JSON wrote (the dispatcher completes only a call whose
    // result JSON can carry): what a transport sends, and what the output schema describes (a Date as
    // text, an undefined item as null), whether the transport serializes the message or not.
    const sent = typeof outcome.result === "string" ? outcome.result : (JSON.parse(outcome.content) as JsonValue);
    result.structuredContent = toMcpStructuredContent(outputSchema, sent);
  }
  return result;
}

/** Lets a `tools/call` wait for the background task its call became. */
class SettledTasks {
  readonly #waiting = new Map<string, () => void>();

  notify(taskId: string): void {
    this.#waiting.get(taskId)?.();
    this.#waiting.delete(taskId);
  }

  /**
   * The task's final outcome (it may have settled already, before anyone waited), or `undefined`
   * when the request is cancelled first.
   */
  async wait(dispatcher: Dispatcher, taskId: string, signal: AbortSignal): Promise<DispatchOutcome | undefined> {
    const task = dispatcher.tasks.get(taskId);
    if (task !== undefined && task.state === "running" && !signal.aborted) {
      await new Promise<void>((resolve) => {
        this.#waiting.set(taskId, resolve);
        signal.addEventListener("abort", () => resolve(), { once: true });
      });
    }
    const outcome = dispatcher.tasks.get(taskId)?.outcome;
    // Given to the client here, so nothing else is owed it.
    if (task !== undefined) task.delivered = true;
    return outcome;
  }
}

async function stdioTransport(): Promise<Transport> {
  const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js").catch((error: unknown) => {
    throw missingSdkError("@modelcontextprotocol/sdk", "serveMcp", error);
  });
  return new StdioServerTransport();
}
