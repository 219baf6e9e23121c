import type { JsonSchemaObject } from "../json-schema.js";
import type { ToolOwner, ToolSource } from "../manifest.js";
import type { DeferredValidator, ValidationResult, Validator } from "../validator/types.js";

/** Who is calling a tool: agents are bound to the registry with a uuid and a name. */
export interface AgentIdentity {
  uuid: string;
  name: string;
}

/** What a handler gets beside its arguments. */
export interface ToolCallContext {
  toolName: string;
  /** Aborted when the caller gives up on the call (the agent stops, or the task is cancelled). */
  signal: AbortSignal;
  agent?: AgentIdentity | undefined;
  /** The model's id for this call, where a model made it. */
  callId?: string | undefined;
}

/** A tool's implementation: receives the validated arguments object. */
export type ToolHandler = (args: Record<string, unknown>, context: ToolCallContext) => unknown;

export interface RegisterOptions {
  description?: string | undefined;
  outputSchema?: JsonSchemaObject | undefined;
  /** Safe to call twice with the same arguments; such tools may be retried after a thrown error. */
  idempotent?: boolean | undefined;
  /** Milliseconds before a call moves to the background; unset for the agent's default. */
  timeoutMs?: number | null | undefined;
  /** Agent names that may call the tool; unset or `null` for every agent. */
  allowedAgents?: string[] | null | undefined;
  /** Replace a tool registered under the same name instead of refusing. */
  override?: boolean | undefined;
  /**
   * A validator compiled ahead of time for `schema`, or one imported on the tool's first call; the
   * interpreter is used when absent.
   */
  validator?: Validator | DeferredValidator | undefined;
  /**
   * Where the handler takes a `Date`: JSON Pointers to subschemas of `schema` of format `date-time`
   * or `date` (a manifest entry's `dates`). A string there must be of that format, whatever
   * `assertFormats` says, and the handler gets a `Date` of it.
   */
  dates?: readonly string[] | undefined;
  owner?: ToolOwner | undefined;
  source?: ToolSource | undefined;
}

/** A registered tool. */
export interface ToolRecord {
  name: string;
  description: string;
  schema: JsonSchemaObject;
  outputSchema?: JsonSchemaObject;
  handler: ToolHandler;
  idempotent: boolean;
  timeoutMs: number | null;
  allowedAgents: string[] | null;
  /** Where the handler takes a `Date` (see `RegisterOptions.dates`): `validate` checks them, `handler` makes them. */
  dates?: readonly string[];
  owner?: ToolOwner;
  source?: ToolSource;
  validate(args: unknown): ValidationResult;
  /**
   * Set for a tool with a deferred validator: the import of its validator while it is under way
   * (started by the call), for a caller that can wait before `validate`, so that even the tool's first
   * call runs the generated code; `undefined` once it is done. Never rejects.
   */
  validatorLoading?(): Promise<void> | undefined;
}
