import type { JsonSchemaObject } from "../json-schema.js";
import type { ToolRecord } from "../registry/types.js";
import type { ValidationError, ValidationResult } from "../validator/types.js";
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
    validate: validateArguments,
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

function validateArguments(args: unknown): ValidationResult {
  if (args === null || typeof args !== "object" || Array.isArray(args)) {
    return { ok: false, errors: [{ path: "", keyword: "type", message: "must be object", schemaPath: "/type", expected: "object" }] };
  }
  const record = args as Record<string, unknown>;
  const extra = Object.keys(record).filter((key) => key !== "task_id");
  const errors: ValidationError[] = extra.map((key) => ({
    path: `/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`,
    keyword: "additionalProperties",
    message: "must not be present: the only argument is task_id",
    schemaPath: "/additionalProperties",
    params: { additionalProperty: key },
  }));
  if (!("task_id" in record)) {
    errors.unshift({ path: "", keyword: "required", message: "must have property 'task_id'", schemaPath: "/required", params: { missingProperty: "task_id" } });
  } else if (typeof record["task_id"] !== "string") {
    errors.unshift({ path: "/task_id", keyword: "type", message: "must be string", schemaPath: "/properties/task_id/type", params: { type: "string" } });
  }
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
}
