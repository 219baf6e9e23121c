import { expect, it } from "vitest";
import type { ToolDefinition } from "../../src/agent/model.js";
import { StrictModeError, toOpenAITools } from "../../src/providers/openai-tools.js";

// StrictModeError lists its problems one line each, as the other schema errors do (problemLines):
// the tool, the JSON Pointer, `(root)` for the root's own, and the message.

it("names the tool and (root) for a problem of the schema's root, and the pointer for one below it", () => {
  const tools: ToolDefinition[] = [
    { name: "clock.now", description: "The time", inputSchema: { properties: { tz: { type: "string", not: { const: "" } } } } },
  ];

  expect(() => toOpenAITools(tools, { strict: true })).toThrow(StrictModeError);
  expect(() => toOpenAITools(tools, { strict: true })).toThrow(
    /^strict mode cannot express these tool schemas:\n {2}clock\.now \(root\): the root must be `type: "object"`\n.*\n {2}clock\.now \/properties\/tz\/not: strict mode does not support a negation \(not\)\n/,
  );
});
