import type { ToolDefinition } from "../agent/model.js";
import type { JsonSchemaObject } from "../json-schema.js";
import { objectRootProblems, problemLines, type ToolSchemaProblem } from "../object-root.js";
import { toProviderToolName } from "./tool-names.js";

/** A custom tool in the Anthropic Messages API's `tools` parameter. */
export interface AnthropicTool {
  name: string;
  description: string;
  input_schema: JsonSchemaObject & { type: "object" };
}

/** A tool schema the Messages API refuses, found before any request. */
export type AnthropicSchemaProblem = ToolSchemaProblem;

/**
 * Tools whose schemas the Messages API refuses: raised before any request, since the API answers
 * each request of the conversation that offers such a tool with a 400 that does not name it.
 */
export class AnthropicSchemaError extends Error {
  constructor(readonly problems: readonly AnthropicSchemaProblem[]) {
    super(`the Anthropic Messages API refuses these tool schemas:\n${problemLines(problems)}`);
    this.name = "AnthropicSchemaError";
  }
}

/**
 * What to write instead of each keyword the API refuses at the top level of `input_schema` ("does not
 * support oneOf, allOf, or anyOf at the top level"), even beside `type: "object"`. The schema is not
 * rewritten: dropping the keyword would offer the model a schema that admits calls the dispatcher then
 * refuses (it validates against the whole schema), and no form without it is equivalent in general
 * (merged `allOf` branches change what `additionalProperties` and `unevaluatedProperties` see).
 */
const UNION_FIX = "put the alternatives under a property, or write one object whose properties they differ in are optional";
const ROOT_COMBINATOR_FIXES: Readonly<Record<string, string>> = {
  anyOf: UNION_FIX,
  oneOf: UNION_FIX,
  allOf: "merge its branches' properties and required into the root object",
};

/**
 * Tool definitions as the Messages API takes them: the JSON Schema as it is under `input_schema`,
 * the name with dots mapped to dashes. Manifest `ToolEntry`s are `ToolDefinition`s as they stand.
 * A schema with `anyOf`, `oneOf` or `allOf` at its root, or whose root `type` admits no object,
 * throws an `AnthropicSchemaError` listing each such keyword of each tool.
 */
export function toAnthropicTools(tools: readonly ToolDefinition[]): AnthropicTool[] {
  const problems = tools.flatMap((tool) => [...objectRootProblems(tool), ...rootCombinatorProblems(tool)]);
  if (problems.length > 0) throw new AnthropicSchemaError(problems);
  return tools.map((tool) => ({
    name: toProviderToolName(tool.name),
    description: tool.description,
    input_schema: { ...tool.inputSchema, type: "object" },
  }));
}

function rootCombinatorProblems(tool: ToolDefinition): AnthropicSchemaProblem[] {
  return Object.entries(ROOT_COMBINATOR_FIXES)
    .filter(([keyword]) => Object.hasOwn(tool.inputSchema, keyword))
    .map(([keyword, fix]) => ({
      tool: tool.name,
      path: `/${keyword}`,
      keyword,
      message: `${keyword} at the top level of input_schema is refused by the API, even beside type "object": ${fix}`,
    }));
}
