import type { ToolDefinition } from "../agent/model.js";
import type { JsonSchemaObject } from "../json-schema.js";
import { assertObjectRoots, problemLines } from "../object-root.js";
import { toOpenAIStrictSchema, type StrictModeProblem } from "./openai-strict.js";
import { toProviderToolName } from "./tool-names.js";

/** A function tool in the Chat Completions API's `tools` parameter. */
export interface OpenAITool {
  type: "function";
  function: {
    name: string;
    description: string;
    parameters: JsonSchemaObject;
    strict: boolean;
  };
}

export interface OpenAIToolsOptions {
  /** Send every tool with `strict: true`, its schema in strict form. Default false. */
  strict?: boolean | undefined;
}

/** Tools whose schemas strict mode cannot express; raised rather than sending a changed schema. */
export class StrictModeError extends Error {
  constructor(readonly problems: readonly StrictModeProblem[]) {
    super(`strict mode cannot express these tool schemas:\n${problemLines(problems)}`);
    this.name = "StrictModeError";
  }
}

/**
 * Tool definitions as Chat Completions takes them, names with dots mapped to dashes. With
 * `strict`, each schema is put in strict form (`toOpenAIStrictSchema`); when any cannot be, a
 * `StrictModeError` lists every problem of every tool (gen-tools reports the same at build time).
 * Without, a schema whose root `type` admits no object throws a `NonObjectSchemaError` (strict
 * mode lists it among its problems), as the API would refuse it; one that admits objects is sent
 * as `type: "object"`, which the API requires of `parameters` (it refuses a root with no `type`).
 */
export function toOpenAITools(tools: readonly ToolDefinition[], options: OpenAIToolsOptions = {}): OpenAITool[] {
  const strict = options.strict ?? false;
  if (!strict) assertObjectRoots(tools);
  const problems: StrictModeProblem[] = [];
  const exported = tools.map((tool): OpenAITool => {
    let parameters: JsonSchemaObject;
    if (strict) {
      const result = toOpenAIStrictSchema(tool.inputSchema, { toolName: tool.name });
      problems.push(...result.problems);
      parameters = result.schema;
    } else {
      parameters = { ...tool.inputSchema, type: "object" };
    }
    return {
      type: "function",
      function: { name: toProviderToolName(tool.name), description: tool.description, parameters, strict },
    };
  });
  if (problems.length > 0) throw new StrictModeError(problems);
  return exported;
}
