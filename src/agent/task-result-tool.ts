import type { JsonSchemaObject } from "../json-schema.js";
import type { ToolRecord } from "../registry/types.js";
import { compile } from "../validator/index.js";
import type { BackgroundTask, BackgroundTasks } from "./background-tasks.js";

export const TASK_RESULT_TOOL = "task_result";

const schema: JsonSchemaObject = {
  type: "object",
  properties: { task_id: { type: "string", description: "The task_id a running tool call answered with." } },
  required: ["task_id"],
  additionalProperties: false,
};

/** What `task_result` answers: the task's state, and its result or error once it has settled. */
export type TaskReport =
  | { task_id: string; tool: string; status: "running"; started_at: string }
  | { task_id: string; tool: string; status: "done"; result: unknown }
  | { task_id: string; tool: string; status: "error"; error: string }
  | { task_id: string; tool: string; status: "aborted" };

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

/** Reading a settled task's report counts as giving the model its result. */
export function taskReport(task: BackgroundTask): TaskReport {
  const base = { task_id: task.id, tool: task.toolName };
  const { outcome } = task;
  if (outcome === undefined) return { ...base, status: "running", started_at: task.startedAt };
  task.delivered = true;
  if (outcome.status === "ok") return { ...base, status: "done", result: outcome.result };
  if (outcome.status === "error") return { ...base, status: "error", error: outcome.error.message };
  return { ...base, status: "aborted" };
}
