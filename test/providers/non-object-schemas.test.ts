import { describe, expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import type { ModelRequest, ToolDefinition } from "../../src/agent/model.js";
import { AnthropicModel } from "../../src/providers/anthropic-model.js";
import { AnthropicSchemaError, toAnthropicTools } from "../../src/providers/anthropic-tools.js";
import { NonObjectSchemaError } from "../../src/object-root.js";
import { OpenAIModel } from "../../src/providers/openai-model.js";
import { StrictModeError, toOpenAITools } from "../../src/providers/openai-tools.js";
import { anthropicJson } from "./anthropic-wire.js";
import { openaiJson } from "./openai-wire.js";
import { wireServerPerTest } from "./wire-server.js";

// A tool definition whose input schema admits no object (from a custom DispatchRegistry, or built by
// hand: register refuses it) is refused before any request, naming it, rather than sent as type
// "object", which would offer the model calls the dispatcher then refuses.
const wire = wireServerPerTest();

const echo: ToolDefinition = { name: "text.echo", description: "Echoes a string", inputSchema: { type: "string", minLength: 1 } };
const clock: ToolDefinition = { name: "clock", description: "The time", inputSchema: { type: "object", properties: {} } };
const request: ModelRequest = { messages: [{ role: "user", content: "Echo hi" }], tools: [clock, echo] };

describe("a tool whose input schema admits no object", () => {
  it("Anthropic: is refused before any request, with an AnthropicSchemaError naming the tool at /type", async () => {
    const server = await wire.start([anthropicJson([{ text: "unused" }], "end_turn")]);
    const client = new Anthropic({ apiKey: "test-key", baseURL: server.baseURL, maxRetries: 0 });
    const model = new AnthropicModel({ client, model: "claude-test" });

    const error: unknown = await model.respond(request, { stream: false }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AnthropicSchemaError);
    expect((error as AnthropicSchemaError).problems).toEqual([
      { tool: "text.echo", path: "/type", keyword: "type", message: expect.stringContaining('type "string" admits no object') },
    ]);
    expect(wire.requests).toEqual([]);
  });

  it("OpenAI: is refused before any request, with a NonObjectSchemaError naming the tool; strict mode lists it as before", async () => {
    const server = await wire.start([openaiJson({ text: "unused", finishReason: "stop" })]);
    const client = new OpenAI({ apiKey: "test-key", baseURL: `${server.baseURL}/v1`, maxRetries: 0 });
    const model = new OpenAIModel({ client, model: "gpt-test" });

    const error: unknown = await model.respond(request, { stream: false }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NonObjectSchemaError);
    expect((error as Error).message).toMatch(/\n {2}text\.echo \/type: type "string" admits no object: give the tool an object schema/);
    expect(wire.requests).toEqual([]);
    expect(() => toOpenAITools([echo], { strict: true })).toThrow(StrictModeError);
  });

  it("lists every such tool, whatever type it has instead", () => {
    const nullable: ToolDefinition = { ...echo, name: "text.maybe", inputSchema: { type: ["string", "null"] } };

    expect(() => toOpenAITools([echo, clock, nullable])).toThrow(/text\.echo \/type: type "string".*\n.*text\.maybe \/type: type \["string","null"\]/);
  });

  it("but a root that admits objects, or says no type, is sent as type object, as before", () => {
    const untyped: ToolDefinition = { ...clock, inputSchema: { properties: { tz: { type: "string" } } } };
    const nullable: ToolDefinition = { ...clock, inputSchema: { type: ["object", "null"], properties: {} } };

    expect(toAnthropicTools([untyped, nullable]).map((t) => t.input_schema.type)).toEqual(["object", "object"]);
    expect(toOpenAITools([untyped, nullable]).map((t) => t.function.parameters.type)).toEqual(["object", "object"]);
  });
});
