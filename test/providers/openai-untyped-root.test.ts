import { expect, it } from "vitest";
import OpenAI from "openai";
import type { ModelRequest, ToolDefinition } from "../../src/agent/model.js";
import { OpenAIModel } from "../../src/providers/openai-model.js";
import { openaiJson } from "./openai-wire.js";
import { wireServerPerTest } from "./wire-server.js";

// Chat Completions refuses a function whose parameters say no root type ("schema must be a JSON
// Schema of 'type: \"object\"', got 'type: \"None\"'"), and a type list is not "object" either.
// A root that admits objects is sent as type "object", as Anthropic and MCP get it: a tool's
// arguments are one object, so that says no more than the dispatcher checks.
const wire = wireServerPerTest();

it("sends a non-strict tool whose root says no type, or a list with object, as type object", async () => {
  const untyped: ToolDefinition = { name: "clock.now", description: "The time", inputSchema: { properties: { tz: { type: "string" } } } };
  const nullable: ToolDefinition = { name: "clock.zones", description: "Time zones", inputSchema: { type: ["object", "null"], properties: {} } };
  const server = await wire.start([openaiJson({ text: "Noon.", finishReason: "stop" })]);
  const client = new OpenAI({ apiKey: "test-key", baseURL: `${server.baseURL}/v1`, maxRetries: 0 });
  const request: ModelRequest = { messages: [{ role: "user", content: "What time is it?" }], tools: [untyped, nullable] };

  await new OpenAIModel({ client, model: "gpt-test" }).respond(request, { stream: false });

  expect(wire.sent().tools).toEqual([
    { type: "function", function: { name: "clock-now", description: "The time", parameters: { type: "object", properties: { tz: { type: "string" } } }, strict: false } },
    { type: "function", function: { name: "clock-zones", description: "Time zones", parameters: { type: "object", properties: {} }, strict: false } },
  ]);
});
