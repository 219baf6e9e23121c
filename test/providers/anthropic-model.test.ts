import { describe, expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import type { ModelRequest, ToolDefinition } from "../../src/agent/model.js";
import { AnthropicModel } from "../../src/providers/anthropic-model.js";
import { anthropicJson, anthropicStream } from "./anthropic-wire.js";
import { wireServerPerTest, type WireReply } from "./wire-server.js";

const tools: ToolDefinition[] = [
  {
    name: "weather.get_forecast",
    description: "Forecast for a city",
    inputSchema: {
      type: "object",
      properties: { city: { type: "string" }, days: { type: "integer" } },
      required: ["city"],
      additionalProperties: false,
    },
  },
  {
    name: "clock",
    description: "The time",
    inputSchema: { type: "object", properties: {}, additionalProperties: false },
  },
];

const wire = wireServerPerTest();
const sent = (index?: number): Record<string, unknown> => wire.sent(index);

async function modelAnswering(...replies: WireReply[]): Promise<AnthropicModel> {
  const server = await wire.start(replies);
  const client = new Anthropic({ apiKey: "test-key", baseURL: server.baseURL, maxRetries: 0 });
  return new AnthropicModel({ client, model: "claude-test", maxTokens: 512 });
}

const firstRequest: ModelRequest = {
  system: "Be brief.",
  messages: [{ role: "user", content: "Weather in Oslo and Rome?" }],
  tools,
};

describe.each([false, true])("AnthropicModel (stream: %s)", (stream) => {
  const reply = stream ? anthropicStream : anthropicJson;

  it("sends the tools with mapped names and reads back text and several tool calls", async () => {
    const model = await modelAnswering(
      reply(
        [
          { text: "Let me check both cities." },
          { toolUse: { id: "toolu_1", name: "weather-get_forecast", input: { city: "Oslo", days: 2 } } },
          { toolUse: { id: "toolu_2", name: "weather-get_forecast", input: { city: 'Rome, "IT" ☀' } } },
          { toolUse: { id: "toolu_3", name: "clock", input: {} } },
        ],
        "tool_use",
      ),
    );
    const texts: string[] = [];
    const turn = await model.respond(firstRequest, { stream, onText: (t) => texts.push(t) });

    expect(wire.requests?.[0]).toMatchObject({
      method: "POST",
      path: "/v1/messages",
      headers: { "anthropic-version": expect.any(String) },
    });
    expect(sent()).toEqual({
      model: "claude-test",
      max_tokens: 512,
      system: "Be brief.",
      messages: [{ role: "user", content: [{ type: "text", text: "Weather in Oslo and Rome?" }] }],
      tools: [
        { name: "weather-get_forecast", description: "Forecast for a city", input_schema: tools[0]?.inputSchema },
        { name: "clock", description: "The time", input_schema: tools[1]?.inputSchema },
      ],
      stream,
    });
    expect(turn).toEqual({
      text: "Let me check both cities.",
      toolCalls: [
        { id: "toolu_1", name: "weather.get_forecast", arguments: { city: "Oslo", days: 2 } },
        { id: "toolu_2", name: "weather.get_forecast", arguments: { city: 'Rome, "IT" ☀' } },
        { id: "toolu_3", name: "clock", arguments: {} },
      ],
      stopReason: "tool_use",
    });
    expect(texts.join("")).toBe("Let me check both cities.");
    expect(texts.length).toBe(stream ? 5 : 1);
  });

  it("sends the conversation back: tool_use blocks, then tool_result blocks in call order with is_error", async () => {
    const model = await modelAnswering(reply([{ text: "Oslo is cold; Rome failed." }], "end_turn"));
    const turn = await model.respond(
      {
        tools,
        messages: [
          { role: "user", content: "Weather?" },
          {
            role: "assistant",
            text: "",
            toolCalls: [
              { id: "toolu_1", name: "weather.get_forecast", arguments: { city: "Oslo" } },
              { id: "toolu_2", name: "weather.get_forecast", arguments: { city: "Rome" } },
            ],
          },
          {
            role: "tool",
            results: [
              { callId: "toolu_1", name: "weather.get_forecast", content: "[-3, -1]", isError: false },
              { callId: "toolu_2", name: "weather.get_forecast", content: '{"error":"no data"}', isError: true },
            ],
          },
          { role: "user", content: "Summarize." },
        ],
      },
      { stream },
    );
    expect(sent().messages).toEqual([
      { role: "user", content: [{ type: "text", text: "Weather?" }] },
      {
        role: "assistant",
        content: [
          { type: "tool_use", id: "toolu_1", name: "weather-get_forecast", input: { city: "Oslo" } },
          { type: "tool_use", id: "toolu_2", name: "weather-get_forecast", input: { city: "Rome" } },
        ],
      },
      {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "toolu_1", content: "[-3, -1]", is_error: false },
          { type: "tool_result", tool_use_id: "toolu_2", content: '{"error":"no data"}', is_error: true },
          { type: "text", text: "Summarize." },
        ],
      },
    ]);
    expect(turn).toEqual({ text: "Oslo is cold; Rome failed.", toolCalls: [], stopReason: "end" });
  });

  it("keeps a tool name it did not send as the model wrote it", async () => {
    const model = await modelAnswering(
      reply([{ toolUse: { id: "toolu_9", name: "weather-delete_all", input: {} } }], "tool_use"),
    );
    const turn = await model.respond(firstRequest, { stream });
    expect(turn.toolCalls).toEqual([{ id: "toolu_9", name: "weather-delete_all", arguments: {} }]);
  });

  it("maps max_tokens to its stop reason", async () => {
    const model = await modelAnswering(reply([{ text: "Cut" }], "max_tokens"));
    expect((await model.respond(firstRequest, { stream })).stopReason).toBe("max_tokens");
  });

  it("passes the API's error on with its status and message", async () => {
    const model = await modelAnswering({
      status: 400,
      json: {
        type: "error",
        error: { type: "invalid_request_error", message: "tools.0.name: String should match pattern" },
      },
    });
    await expect(model.respond(firstRequest, { stream })).rejects.toThrow(/400.*String should match pattern/);
  });
});

describe("AnthropicModel streaming", () => {
  it("reports input JSON that does not parse as the call's parseError", async () => {
    const model = await modelAnswering(
      anthropicStream(
        [{ rawToolUse: { id: "toolu_1", name: "weather-get_forecast", json: '{"city": "Oslo"' } }],
        "tool_use",
      ),
    );
    const turn = await model.respond(firstRequest, { stream: true });
    expect(turn.toolCalls).toEqual([
      {
        id: "toolu_1",
        name: "weather.get_forecast",
        arguments: undefined,
        parseError: expect.stringContaining("not valid JSON"),
      },
    ]);
  });
});
