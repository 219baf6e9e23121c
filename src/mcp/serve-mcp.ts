import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { CallToolResult, Implementation } from "@modelcontextprotocol/sdk/types.js";
import type { BackgroundTask, BackgroundTasks } from "../agent/background-tasks.js";
import { Dispatcher, type DispatcherOptions } from "../agent/dispatcher.js";
import { markDelivered } from "../agent/task-book.js";
import { outcomes, type CompletedOutcome, type DispatchOutcome } from "../agent/outcome.js";
import type { JsonValue } from "../json-schema.js";
import type { AgentIdentity, ToolRecord } from "../registry/types.js";
import type { DispatchRegistry } from "../agent/dispatch-registry.js";
import { ownValue } from "../registry/own-value.js";
import { assertObjectRoots } from "../object-root.js";
import { missingSdkError } from "../providers/optional-sdk.js";
import { CallSlots } from "./call-slots.js";
import { structuredContentOf, toMcpTool, type McpAnnotate, type McpTool, type McpToolSource } from "./mcp-tools.js";
import { mcpToolNames, type McpToolNameStyle } from "./mcp-tool-names.js";
import { ResultCheck } from "./result-check.js";
import { guardStdout } from "./stdout-guard.js";
import { logStrayRejections } from "./stray-rejections.js";
import { ignoreTaskAugmentation } from "./task-augmentation.js";

export interface ServeMcpOptions {
  /**
   * Who the MCP client calls as: the registry's permission checks (`allowedAgents`) and the
   * handlers' `context.agent` use it. A `BaseAgent` is one.
   */
  agent: AgentIdentity;
  /** Default: stdio (`StdioServerTransport`); stdout then carries the protocol, so log to stderr. */
  transport?: Transport | undefined;
  /** The `serverInfo` sent at initialization. Default `{ name: "gen-tools", version: "0.0.0" }`. */
  serverInfo?: Implementation | undefined;
  /**
   * Each tool's MCP annotations (`readOnlyHint`, `destructiveHint`, `openWorldHint`, `title`), which
   * clients ask the user before a call by: without them the spec has every tool read as one that
   * may destroy something. Asked at each `tools/list`; `idempotentHint` is the tool's `idempotent`
   * unless given here, and left out of a tool given `readOnlyHint: true`.
   */
  annotations?: McpAnnotate | undefined;
  /**
   * The names `tools/list` gives the tools. `"provider"` (the default): with dashes for dots,
   * `notes-add`, as gen-tools sends them to OpenAI and Anthropic, since Claude Desktop takes only
   * `^[a-zA-Z0-9_-]{1,64}$` and, should one name have a dot, leaves every tool of the server out;
   * `tools/call` takes the registry name too. `"registry"`: as registered, `notes.add`, which MCP
   * allows, for clients that take it.
   */
  toolNames?: McpToolNameStyle | undefined;
  /**
   * The dispatcher the calls go through: timeouts, idempotent retries, error stacks, hook errors,
   * and `maxConcurrency`, the `tools/call`s run at once (default 4; the others wait their turn, in
   * the order they came). Without `argumentRetries`: an MCP server sees no conversations, so a tool
   * is never cut off for invalid calls; each gets its errors (see `serveMcp`). Without
   * `maxResultChars`: a client parses a result's JSON, which a cut would break.
   */
  dispatcher?: Omit<DispatcherOptions, "onTaskSettled" | "argumentRetries" | "maxResultChars"> | undefined;
}

export interface McpServerHandle {
  /** The SDK's low-level server, connected to the transport. */
  server: Server;
  /** Runs every `tools/call`; `dispatcher.registerToolHook(fn)` adds hooks. */
  dispatcher: Dispatcher;
  /** What `tools/list` answers now: the registry's tools `agent` may call at this moment. */
  readonly tools: McpTool[];
  close(): Promise<void>;
}

/**
 * Serves the registry's tools over the Model Context Protocol with the official SDK's low-level
 * `Server`, so the manifest's JSON Schemas go out as they are.
 *
 * - `tools/list`: the tools `agent` may call, sorted by name (as the manifest is), with
 *   `inputSchema`, `outputSchema` and `annotations` (`options.annotations`'s, and `idempotentHint`), named as
 *   `options.toolNames` says (`notes-add` by default, for Claude Desktop; `notes.add` as registered); from the registry as it is when
 *   asked, so that a tool registered or removed since is listed as `tools/call` finds it, and the
 *   client is told of such a change (`notifications/tools/list_changed`, once per burst of changes).
 * - `tools/call`: through a `Dispatcher`, as an agent's calls are: permission, validation, hooks,
 *   the handler. Invalid arguments, refusals and thrown errors are `isError: true` results carrying
 *   the dispatcher's JSON (JSON Pointer errors included), so the model can correct itself; an
 *   unknown tool is a protocol error (`InvalidParams`), as MCP asks. A tool with an output schema
 *   answers with `structuredContent` too, checked against that schema first: a result that fails it
 *   (a `NaN`, which JSON writes as `null`, where a number is due) is an `isError: true` result
 *   saying where and why, since MCP clients refuse the whole call otherwise.
 * - A request asking to run as a task (`params.task`) runs as a plain one: the server declares no
 *   `tasks` capability, and the spec has such a server ignore the ask.
 * - No call is cut off for the invalid calls before it, as an agent's are (`argumentRetries`): the
 *   calls of every conversation the client holds come through one server, which cannot tell them
 *   apart, and a count kept across them would refuse a conversation's calls for another's mistakes.
 * - At most `maxConcurrency` calls run at once, each from its start to its result, or to its
 *   handler's end when that comes later (a cancelled call's handler that ignores its signal); the
 *   others wait, in the order they came (a call cancelled while waiting is dropped).
 * - A call that runs past its timeout is awaited rather than answered with a task id: an MCP
 *   request has its own timeout and cancellation (a cancelled request aborts the handler's signal).
 *   Its task is dropped from `dispatcher.tasks` once its result is sent (or its request is gone):
 *   MCP has no `task_result` to ask for it again.
 */
export async function serveMcp(registry: DispatchRegistry, options: ServeMcpOptions): Promise<McpServerHandle> {
  const [{ Server }, types] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/index.js"),
    import("@modelcontextprotocol/sdk/types.js"),
  ]).catch((error: unknown) => {
    throw missingSdkError("@modelcontextprotocol/sdk", "serveMcp", error);
  });
  const { agent } = options;
  const names = mcpToolNames(options.toolNames);
  registry.bindAgent(agent);

  const dispatcher = new Dispatcher(registry, {
    ...options.dispatcher,
    // Set here too, against a caller in plain JavaScript that passes it anyway.
    maxResultChars: null,
    onTaskSettled: (task) => settled.notify(task),
  });
  const settled = new SettledTasks(dispatcher.tasks);
  const slots = new CallSlots(dispatcher.maxConcurrency);
  // Each tool's served output schema is built once (a tool registered again is a new record), and
  // its results are checked against it.
  const checks = new WeakMap<ToolRecord, ResultCheck | null>();
  const checkOf = (record: ToolRecord): ResultCheck | undefined => {
    let check = checks.get(record);
    if (check === undefined) {
      // The record's own key: one set on Object.prototype is no tool's output schema.
      const outputSchema = ownValue(record, "outputSchema");
      check = outputSchema === undefined ? null : new ResultCheck(record.name, outputSchema);
      checks.set(record, check);
    }
    return check ?? undefined;
  };
  const listTools = (): McpTool[] => {
    const records = registry.toolsFor(agent.uuid).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // A tool whose arguments cannot be an object fails the listing, naming it, rather than going out mislabelled.
    const sources = records.map(toolSource);
    assertObjectRoots(sources);
    return records.map((record, i) => toMcpTool(sources[i]!, names.served(record.name), checkOf(record)?.schema, options.annotations?.(sources[i]!)));
  };

  const announces = registry.onToolsChanged !== undefined;
  const server = new Server(options.serverInfo ?? { name: "gen-tools", version: "0.0.0" }, {
    capabilities: { tools: { listChanged: announces } },
  });
  // Not an McpError, whose message already says "MCP error -32602: ", which the client adds again.
  const invalidParams = (message: string): Error => Object.assign(new Error(message), { code: types.ErrorCode.InvalidParams });
  server.setRequestHandler(types.ListToolsRequestSchema, (request) => {
    // Every tool goes out in one page, without a nextCursor: a cursor is none this server gave, and
    // the spec has an invalid one refused, rather than answered with the first page again.
    const cursor = request.params?.cursor;
    if (cursor !== undefined) throw invalidParams(`tools/list: cursor ${JSON.stringify(cursor)} is none this server gave: it lists every tool at once, without a nextCursor`);
    return { tools: listTools() };
  });
  server.setRequestHandler(types.CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const { name: calledAs, arguments: args } = request.params;
    const name = names.registered(calledAs);
    // The tool's output schema, read and checked now (loadManifest may have left it unread): one a
    // hand edit left invalid fails the call here, naming the tool and where, before the handler runs
    // rather than after its side effects, when its result is checked against the schema. The call
    // runs this record throughout: one registered over it while the call waits for a place is not
    // the one checked.
    const called = registry.find(name);
    if (called !== undefined) checkOf(called);
    const call = { id: String(extra.requestId), name, arguments: args ?? {} };
    // A call cancelled while it waits for a place still goes to the dispatcher, which answers it as aborted.
    const place = await slots.take(extra.signal);
    let record = called;
    let handler: Promise<unknown> | undefined;
    let outcome: DispatchOutcome;
    try {
      // A tool unknown when the call came may have been registered while it waited: found, and its
      // output schema checked, now, before its handler runs.
      if (record === undefined) {
        record = registry.find(name);
        if (record !== undefined) checkOf(record);
      }
      outcome = await dispatcher.dispatch(call, { agent, signal: extra.signal, record, onHandlerRunning: (run) => (handler = run) });
      if (outcome.status === "running") outcome = (await settled.wait(outcome.taskId, extra.signal)) ?? outcome;
    } finally {
      // A client that cancels and calls again must not pile up handlers that ignore their signal.
      if (place) {
        if (handler === undefined) slots.give();
        else void handler.then(() => slots.give());
      }
    }
    if (outcome.status === "not_found") {
      const hint = outcome.suggestions.length === 0 ? "" : ` (did you mean ${outcome.suggestions.map(names.served).join(", ")}?)`;
      throw invalidParams(`Unknown tool: ${calledAs}${hint}`);
    }
    return toCallToolResult(outcome, record === undefined ? undefined : checkOf(record));
  });

  // A manifest loaded in one go changes the list once per tool: the client hears of it once.
  let pending = false;
  const stopAnnouncing = registry.onToolsChanged?.(() => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      server.sendToolListChanged().catch(() => undefined);
    });
  });
  let stdio: StdioConnection | undefined;
  const close = (): Promise<void> => {
    stopAnnouncing?.();
    stdio?.release();
    return server.close();
  };
  let transport = options.transport;
  if (transport === undefined) {
    stdio = await stdioTransport(() => void close());
    transport = stdio.transport;
  }
  await server.connect(transport);
  ignoreTaskAugmentation(transport);
  return {
    server,
    dispatcher,
    get tools() {
      return listTools();
    },
    close,
  };
}

function toolSource(record: ToolRecord): Omit<McpToolSource, "outputSchema"> {
  return { name: record.name, description: record.description, inputSchema: record.schema, idempotent: record.idempotent };
}

function toCallToolResult(outcome: DispatchOutcome, output: ResultCheck | undefined): CallToolResult {
  if (outcome.status === "ok" && output !== undefined) return withStructuredContent(outcome, output);
  const result: CallToolResult = { content: [{ type: "text", text: outcome.content }] };
  if (outcome.isError) result.isError = true;
  return result;
}

/**
 * A completed call's result with `structuredContent`, or, when that would not match the tool's
 * output schema, the tool error saying why: MCP requires structured results to match the schema, and
 * the SDK's client throws away a call whose result does not.
 */
function withStructuredContent(outcome: CompletedOutcome, check: ResultCheck): CallToolResult {
  // The result as its text has it, which JSON wrote (the dispatcher completes only a call whose
  // result JSON can carry): what a transport sends, and what the output schema describes (a Date as
  // text, an undefined item as null), whether the transport serializes the message or not. A string
  // result is its text, where a lone surrogate is U+FFFD, which a model's provider takes.
  const sent = typeof outcome.result === "string" ? outcome.content : (JSON.parse(outcome.content) as JsonValue);
  const structuredContent = structuredContentOf(check.objectRooted, sent);
  const problem = check.problem(outcome.result, sent, structuredContent);
  if (problem !== undefined) {
    // The dispatcher's tool error, as for a result that JSON cannot carry at all.
    return { content: [{ type: "text", text: outcomes.toolError(outcome, { message: problem }, 1).content }], isError: true };
  }
  return { content: [{ type: "text", text: outcome.content }], structuredContent };
}

/**
 * Lets a `tools/call` wait for the background task its call became, and drops the task once the call
 * is answered (or its request is gone): over MCP nothing asks for a task's result twice.
 */
class SettledTasks {
  readonly #waiting = new Map<string, () => void>();

  constructor(readonly tasks: BackgroundTasks) {}

  /**
   * The dispatcher's `onTaskSettled`: resumes the call waiting for the task, or drops a task already
   * `delivered` with nobody waiting (its request was cancelled while it ran).
   */
  notify(task: BackgroundTask): void {
    const resume = this.#waiting.get(task.id);
    if (resume !== undefined) resume();
    else if (task.delivered) this.tasks.remove(task.id);
  }

  /**
   * The task's final outcome (it may have settled already, before anyone waited), or `undefined`
   * when the request is cancelled first.
   */
  async wait(taskId: string, signal: AbortSignal): Promise<DispatchOutcome | undefined> {
    const task = this.tasks.get(taskId);
    if (task === undefined) return undefined;
    if (task.state === "running" && !signal.aborted) {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          this.#waiting.delete(taskId);
          signal.removeEventListener("abort", done);
          resolve();
        };
        this.#waiting.set(taskId, done);
        signal.addEventListener("abort", done, { once: true });
      });
    }
    // Given to the client here, so nothing else is owed it.
    markDelivered(task);
    // Its request was cancelled, which aborts it: it settles soon, and `notify` drops it then.
    if (task.state === "running") return undefined;
    this.tasks.remove(taskId);
    return task.outcome;
  }
}

/** The stdio transport, and how to stop watching stdin's end, guarding stdout and logging stray rejections for it (see `stdioTransport`). */
interface StdioConnection {
  transport: Transport;
  release(): void;
}

async function stdioTransport(onEnd: () => void): Promise<StdioConnection> {
  const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js").catch((error: unknown) => {
    throw missingSdkError("@modelcontextprotocol/sdk", "serveMcp", error);
  });
  // The MCP spec's stdio shutdown: the client closes the server's stdin. The SDK's transport does not
  // watch for it; closing the server aborts the calls in flight, so the process can end.
  process.stdin.once("end", onEnd);
  const stdout = guardStdout(onEnd);
  const stopLogging = logStrayRejections();
  return {
    transport: new StdioServerTransport(process.stdin, stdout.protocolOut),
    release: () => {
      process.stdin.off("end", onEnd);
      stdout.release();
      stopLogging();
    },
  };
}
