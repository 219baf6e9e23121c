import type { AgentIdentity } from "../registry/types.js";
import type { DispatchStatus } from "./outcome.js";
import type { ToolEventType } from "./tool-hooks.js";

/**
 * What an agent hands to `out(content)`: one record per thing worth showing. The snake_case field
 * names are the Python original's, so existing sinks (a WebSocket, a JSON log) keep working; `kind`
 * is added so a TypeScript `out` can narrow with a `switch`.
 */
export type OutRecord = TaskDoneRecord | ToolCallRecord | ToolResultRecord | MessageRecord;

/** A background task settled. */
export interface TaskDoneRecord {
  kind: "task_done";
  task: true;
  task_id: string;
  /** ISO 8601. */
  timestamp: string;
  ai_uuid: string;
  ai_name: string;
  tool_name: string;
  /** What the model will read: the result's JSON text, or the error. */
  tool_result: string;
  is_error: boolean;
}

/** The model called a tool (packed before the call runs). */
export interface ToolCallRecord {
  kind: "tool_call";
  task: false;
  tool_name: string;
  tool_parameter: unknown;
  call_id: string;
}

/** A tool call got its result (packed as each call finishes, so parallel calls may come out of order). */
export interface ToolResultRecord {
  kind: "tool_result";
  task: false;
  tool_name: string;
  /** What the model reads. */
  tool_result: string;
  call_id: string;
  is_error: boolean;
  status: DispatchStatus;
}

/** Text from the model, or a notice from the agent; `other` says which. */
export interface MessageRecord {
  kind: "message";
  task: false;
  message: string;
  ai_uuid: string;
  ai_name: string;
  other: MessageDetails;
}

export type MessageDetails =
  /** A piece of the model's text as it streams. */
  | { type: "text_delta"; step: number }
  /**
   * A model turn's whole text; `streamed` when its pieces were already sent as `text_delta`s. The
   * final turn's comes even when it has no text (`message` `""`): a sink learns the answer ended.
   */
  | { type: "text"; step: number; streamed: boolean; final: boolean }
  /** The loop stopped at the step limit with tool calls still coming. */
  | { type: "max_steps"; max_steps: number }
  /** The conversation was aborted. */
  | { type: "aborted" }
  /** A tool hook threw; `message` is its error. The call went on. */
  | { type: "hook_error"; event_type: ToolEventType; tool_name: string; task_id?: string }
  /**
   * The conversation failed, and `conversationWithTool` rejects with the error next: `message` is
   * its message, `error_name` its `name` where it is an Error (`ProviderError`), `step` the step it
   * failed in (1: at the first request).
   */
  | { type: "error"; step: number; error_name?: string };

/** What `pack` takes: a record without the fields the agent fills in itself. */
export type PackInput =
  | Omit<TaskDoneRecord, "kind" | "task" | "timestamp" | "ai_uuid" | "ai_name">
  | Omit<ToolCallRecord, "kind" | "task">
  | Omit<ToolResultRecord, "kind" | "task">
  | Omit<MessageRecord, "kind" | "task" | "ai_uuid" | "ai_name">;

/**
 * The record for `input`, by the original's priority: a task id makes a task record, then tool
 * parameters a call, then a tool result a result; anything else is a message.
 */
export function buildRecord(input: PackInput, agent: AgentIdentity, now: Date = new Date()): OutRecord {
  if ("task_id" in input) {
    return { kind: "task_done", task: true, ...input, timestamp: now.toISOString(), ai_uuid: agent.uuid, ai_name: agent.name };
  }
  if ("tool_parameter" in input) return { kind: "tool_call", task: false, ...input };
  if ("tool_result" in input) return { kind: "tool_result", task: false, ...input };
  return { kind: "message", task: false, ...input, ai_uuid: agent.uuid, ai_name: agent.name };
}
