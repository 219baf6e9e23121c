import type { JsonSchemaObject } from "../json-schema.js";
import type { ToolRecord } from "../registry/types.js";
import { compile } from "../validator/index.js";
import type { BackgroundTask, BackgroundTasks } from "./background-tasks.js";
import { endsCut } from "./result-cap.js";
import { markDelivered } from "./task-book.js";
import { wellFormedJson } from "./well-formed-text.js";

export const TASK_RESULT_TOOL = "task_result";

const schema: JsonSchemaObject = {
  type: "object",
  properties: { task_id: { type: "string", description: "The task_id a running tool call answered with." } },
  required: ["task_id"],
  additionalProperties: false,
};

/** What a call whose handler threw answers the model, as the dispatcher writes it (see outcome.ts). */
export interface ToolErrorAnswer {
  error: "tool_error";
  message: string;
  stack?: string;
}

/** What an aborted call answers the model. */
export interface AbortedAnswer {
  error: "aborted";
  message: string;
}

/**
 * What `task_result` answers, as JSON: the task's state, and once it has settled, what the call
 * would have answered had it finished in the foreground: `result` for a call that returned, `error`
 * for one that threw or was aborted. That answer is the call's text, the same as a foreground call's
 * (made when the handler returned, cut to `maxResultChars`), as JSON where it is JSON, else as a
 * string: a string result, or a text cut short.
 */
export type TaskReport =
  | { task_id: string; tool: string; status: "running"; started_at: string }
  | { task_id: string; tool: string; status: "done"; result: unknown }
  | { task_id: string; tool: string; status: "error"; error: ToolErrorAnswer | string }
  | { task_id: string; tool: string; status: "aborted"; error: AbortedAnswer | string };

/** The built-in tool a model calls for the result of a call that moved to the background. */
export function taskResultTool(tasks: BackgroundTasks): ToolRecord {
  return {
    name: TASK_RESULT_TOOL,
    description:
      "Get the result of a tool call that took too long and moved to the background. Answers with status 'running' until it has finished.",
    schema,
    idempotent: true,
    timeoutMs: null,
    allowedAgents: null,
    handler: (args) => {
      const id = args["task_id"] as string;
      const task = tasks.get(id);
      if (task === undefined) {
        const known = tasks.list().map((t) => t.id);
        throw new Error(`no background task '${id}'; ${known.length === 0 ? "there are none" : `known tasks: ${known.join(", ")}`}`);
      }
      return taskReport(task);
    },
    validate: compile(schema),
  };
}

/**
 * The task's report as the model reads it: the JSON of a `TaskReport`, built around the call's text
 * rather than from its value, so that the text goes in as it is, not encoded a second time. Reading a
 * settled task's report counts as giving the model its result.
 */
export function taskReport(task: BackgroundTask): string {
  const { outcome } = task;
  if (outcome === undefined) return reportJson({ task_id: task.id, tool: task.toolName, status: "running", started_at: task.startedAt });
  markDelivered(task);
  const status = outcome.status === "ok" ? "done" : outcome.status;
  const head = reportJson({ task_id: task.id, tool: task.toolName, status });
  // JSON unless the handler's value was a string, which the model reads as it is, or the text was cut.
  const isJson = (outcome.status !== "ok" || typeof outcome.result !== "string") && !endsCut(outcome.content);
  const answer = isJson ? outcome.content : JSON.stringify(outcome.content);
  return `${head.slice(0, -1)},"${status === "done" ? "result" : "error"}":${answer}}`;
}

/** A lone surrogate in a tool's name would be escaped by JSON.stringify, which providers refuse (see well-formed-text.ts). */
function reportJson(fields: Record<string, string>): string {
  return wellFormedJson(JSON.stringify(fields));
}
