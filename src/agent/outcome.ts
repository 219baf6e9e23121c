import type { JsonSchemaObject } from "../json-schema.js";
import type { ValidationError } from "../validator/types.js";
import { hintFor } from "./validation-hints.js";
import { wellFormedJson } from "./well-formed-text.js";

/**
 * What happened to one tool call. Every call the model makes gets exactly one outcome, whatever
 * happened to it, because providers reject a turn that leaves a call id without a result.
 *
 * `content` is the text the model reads: JSON, machine-readable first (`{"error": "...", ...}` for
 * failures), so the model can correct itself in one turn.
 */
export type DispatchOutcome =
  | CompletedOutcome
  | RunningOutcome
  | NotFoundOutcome
  | RefusedOutcome
  | InvalidArgumentsOutcome
  | ParseErrorOutcome
  | RetryLimitOutcome
  | ToolErrorOutcome
  | AbortedOutcome;

export type DispatchStatus = DispatchOutcome["status"];

interface OutcomeBase {
  /** The model's id for the call (`ToolCall.id`). */
  callId: string;
  /** The tool name as the model sent it. */
  name: string;
  content: string;
}

/** The handler returned; `result` is its value, `content` its JSON text (a string is sent as is). */
export interface CompletedOutcome extends OutcomeBase {
  status: "ok";
  isError: false;
  result: unknown;
}

/** The call ran past its timeout and continues in the background as task `taskId`. */
export interface RunningOutcome extends OutcomeBase {
  status: "running";
  isError: false;
  taskId: string;
}

/** No tool has this name; `suggestions` are the nearest registered names. */
export interface NotFoundOutcome extends OutcomeBase {
  status: "not_found";
  isError: true;
  suggestions: string[];
}

/** The calling agent may not use this tool. */
export interface RefusedOutcome extends OutcomeBase {
  status: "refused";
  isError: true;
}

/** The arguments do not match the tool's schema; the handler did not run. */
export interface InvalidArgumentsOutcome extends OutcomeBase {
  status: "invalid_arguments";
  isError: true;
  errors: ValidationError[];
}

/** The model sent arguments that are not a JSON object; the handler did not run. */
export interface ParseErrorOutcome extends OutcomeBase {
  status: "parse_error";
  isError: true;
  parseError: string;
}

/**
 * The model has used up its invalid-argument retries for this tool, or repeated a malformed call
 * verbatim: it is told to stop, and the call is not run. `errors` are the last validation errors.
 */
export interface RetryLimitOutcome extends OutcomeBase {
  status: "retry_limit";
  isError: true;
  errors: ValidationError[];
}

/** The handler threw (after any idempotent retries) or returned a value JSON cannot carry. */
export interface ToolErrorOutcome extends OutcomeBase {
  status: "error";
  isError: true;
  /** What the model is told of `cause`: its message, and its stack with `includeStack`. */
  error: { message: string; stack?: string };
  /**
   * What the handler threw, as it was thrown (an `Error` saying what, for a result JSON cannot carry):
   * what `error` hooks get. `undefined` for an error the dispatcher's caller made of a result.
   */
  cause: unknown;
  /** How many times the handler ran: 1, or more for a retried idempotent tool. */
  attempts: number;
}

/** The caller aborted before the call finished (or before it started). */
export interface AbortedOutcome extends OutcomeBase {
  status: "aborted";
  isError: true;
}

/** The identity of the call an outcome answers. */
export interface CallRef {
  callId: string;
  name: string;
}

/**
 * Builds outcomes with their model-facing `content`; the dispatcher's one place for wording. Fields
 * are written out, not spread from `ref`: on Node 20, `{ ...ref, status }` costs microseconds.
 */
export const outcomes = {
  completed(ref: CallRef, result: unknown, content: string): CompletedOutcome {
    return { callId: ref.callId, name: ref.name, status: "ok", isError: false, result, content };
  },

  running(ref: CallRef, taskId: string, timeoutMs: number): RunningOutcome {
    const content = json({
      status: "running",
      task_id: taskId,
      message: `${ref.name} is still running after ${timeoutMs} ms and continues in the background; its result will be given to you when it finishes, or call task_result with {"task_id": "${taskId}"}.`,
    });
    return { callId: ref.callId, name: ref.name, status: "running", isError: false, taskId, content };
  },

  notFound(ref: CallRef, message: string, suggestions: string[]): NotFoundOutcome {
    const content = json({ error: "tool_not_found", message, suggestions });
    return { callId: ref.callId, name: ref.name, status: "not_found", isError: true, suggestions, content };
  },

  refused(ref: CallRef, agentName: string): RefusedOutcome {
    const message = `agent '${agentName}' may not call tool '${ref.name}'`;
    return { callId: ref.callId, name: ref.name, status: "refused", isError: true, content: json({ error: "permission_denied", message }) };
  },

  /** `schema`, the tool's input schema, for the hints the errors get (`forModel`); without it, none. */
  invalidArguments(ref: CallRef, errors: ValidationError[], schema?: JsonSchemaObject): InvalidArgumentsOutcome {
    const content = json({
      error: "invalid_arguments",
      errors: errors.map((e) => forModel(e, schema)),
      message: `the arguments for ${ref.name} do not match its input schema; fix them and call again`,
    });
    return { callId: ref.callId, name: ref.name, status: "invalid_arguments", isError: true, errors, content };
  },

  parseError(ref: CallRef, parseError: string): ParseErrorOutcome {
    const content = json({ error: "invalid_json", message: `the arguments for ${ref.name} are not a JSON object: ${parseError}` });
    return { callId: ref.callId, name: ref.name, status: "parse_error", isError: true, parseError, content };
  },

  retryLimit(ref: CallRef, message: string, errors: ValidationError[], schema?: JsonSchemaObject): RetryLimitOutcome {
    const content = json({ error: "retry_limit", message, errors: errors.map((e) => forModel(e, schema)) });
    return { callId: ref.callId, name: ref.name, status: "retry_limit", isError: true, errors, content };
  },

  toolError(ref: CallRef, error: { message: string; stack?: string }, attempts: number, cause?: unknown): ToolErrorOutcome {
    const content = json({ error: "tool_error", ...error });
    return { callId: ref.callId, name: ref.name, status: "error", isError: true, error, cause, attempts, content };
  },

  aborted(ref: CallRef): AbortedOutcome {
    const content = json({ error: "aborted", message: `the call to ${ref.name} was aborted` });
    return { callId: ref.callId, name: ref.name, status: "aborted", isError: true, content };
  },
};

/** A validation error with the fields a model acts on first; the schema path last. */
function forModel(e: ValidationError, schema: JsonSchemaObject | undefined): Record<string, unknown> {
  const { path, keyword, message, expected, actual, params, schemaPath } = e;
  const hint = schema === undefined ? undefined : hintFor(e, schema);
  return { path, keyword, message, ...(hint === undefined ? {} : { hint }), expected, actual, params, schemaPath };
}

/** An error's message may hold a lone surrogate, which a provider refuses (see well-formed-text.ts). */
function json(value: unknown): string {
  return wellFormedJson(JSON.stringify(value));
}
