import { describe, expect, it } from "vitest";
import OpenAI from "openai";
import type { ModelRequest, ToolDefinition } from "../../src/agent/model.js";
import { OpenAIModel, type OpenAIModelOptions } from "../../src/providers/openai-model.js";
import { StrictModeError } from "../../src/providers/openai-tools.js";
import { openaiJson, openaiStream } from "./openai-wire.js";
import { wireServerPerTest, type WireReply } from "./wire-server.js";

const tools: ToolDefinition[] = [
  {
    name: "weather.get_forecast",
    description: "Forecast for a city",
    inputSchema: {
      type: "object",
      properties: { city: { type: "string" }, days: { type: "integer" }, note: { type: ["string", "null"] } },
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

async function modelAnswering(
  options: Omit<OpenAIModelOptions, "client" | "model">,
  ...replies: WireReply[]
): Promise<OpenAIModel> {
  const server = await wire.start(replies);
  const client = new OpenAI({ apiKey: "test-key", baseURL: `${server.baseURL}/v1`, maxRetries: 0 });
  return new OpenAIModel({ client, model: "gpt-test", ...options });
}

const firstRequest: ModelRequest = {
  system: "Be brief.",
  messages: [{ role: "user", content: "Weather in Oslo and Rome?" }],
  tools,
};

describe.each([false, true])("OpenAIModel (stream: %s)", (stream) => {
  const reply = stream ? openaiStream : openaiJson;

  it("sends function tools with mapped names and reads back text and several tool calls", async () => {
    const model = await modelAnswering(
      { maxTokens: 256 },
      reply({
        text: "Checking both cities.",
        toolCalls: [
          { id: "call_1", name: "weather-get_forecast", arguments: '{"city":"Oslo","days":2}' },
          { id: "call_2", name: "weather-get_forecast", arguments: '{"city":"Rome, \\"IT\\" ☀"}' },
          { id: "call_3", name: "clock", arguments: "{}" },
        ],
        finishReason: "tool_calls",
      }),
    );
    const texts: string[] = [];
    const turn = await model.respond(firstRequest, { stream, onText: (t) => texts.push(t) });

    expect(wire.requests?.[0]).toMatchObject({
      method: "POST",
      path: "/v1/chat/completions",
      headers: { authorization: "Bearer test-key" },
    });
    expect(sent()).toEqual({
      model: "gpt-test",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Weather in Oslo and Rome?" },
      ],
      tools: [
        {
          type: "function",
          function: {
            name: "weather-get_forecast",
            description: "Forecast for a city",
            parameters: tools[0]?.inputSchema,
            strict: false,
          },
        },
        {
          type: "function",
          function: { name: "clock", description: "The time", parameters: tools[1]?.inputSchema, strict: false },
        },
      ],
      max_completion_tokens: 256,
      stream,
    });
    expect(turn).toEqual({
      text: "Checking both cities.",
      toolCalls: [
        { id: "call_1", name: "weather.get_forecast", arguments: { city: "Oslo", days: 2 } },
        { id: "call_2", name: "weather.get_forecast", arguments: { city: 'Rome, "IT" ☀' } },
        { id: "call_3", name: "clock", arguments: {} },
      ],
      stopReason: "tool_use",
    });
    expect(texts.join("")).toBe("Checking both cities.");
    expect(texts.length).toBe(stream ? 3 : 1);
  });

  it("sends the conversation back: tool_calls with JSON-string arguments, then one tool message per result in order", async () => {
    const model = await modelAnswering({}, reply({ text: "Oslo is cold; Rome failed.", finishReason: "stop" }));
    const turn = await model.respond(
      {
        tools,
        messages: [
          { role: "user", content: "Weather?" },
          {
            role: "assistant",
            text: "",
            toolCalls: [
              { id: "call_1", name: "weather.get_forecast", arguments: { city: "Oslo" } },
              { id: "call_2", name: "weather.get_forecast", arguments: { city: "Rome" } },
            ],
          },
          {
            role: "tool",
            results: [
              { callId: "call_1", name: "weather.get_forecast", content: "[-3, -1]", isError: false },
              { callId: "call_2", name: "weather.get_forecast", content: '{"error":"no data"}', isError: true },
            ],
          },
        ],
      },
      { stream },
    );
    expect(sent().messages).toEqual([
      { role: "user", content: "Weather?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "call_1", type: "function", function: { name: "weather-get_forecast", arguments: '{"city":"Oslo"}' } },
          { id: "call_2", type: "function", function: { name: "weather-get_forecast", arguments: '{"city":"Rome"}' } },
        ],
      },
      { role: "tool", tool_call_id: "call_1", content: "[-3, -1]" },
      { role: "tool", tool_call_id: "call_2", content: '{"error":"no data"}' },
    ]);
    expect(turn).toEqual({ text: "Oslo is cold; Rome failed.", toolCalls: [], stopReason: "end" });
  });

  it("leaves out an earlier turn with neither text nor tool calls (a filtered answer), which Chat Completions does not accept", async () => {
    const model = await modelAnswering({}, reply({ text: "Here.", finishReason: "stop" }));
    const messages: ModelRequest["messages"] = [
      { role: "user", content: "first" },
      { role: "assistant", text: "", toolCalls: [] },
      { role: "user", content: "second" },
    ];
    await model.respond({ tools, messages }, { stream });
    expect(sent().messages).toEqual([
      { role: "user", content: "first" },
      { role: "user", content: "second" },
    ]);
  });

  it("reports malformed argument JSON as the call's parseError and keeps unknown names verbatim", async () => {
    const model = await modelAnswering(
      {},
      reply({
        toolCalls: [
          { id: "call_1", name: "weather-get_forecast", arguments: '{"city": "Oslo",' },
          { id: "call_2", name: "clock", arguments: "[1]" },
          { id: "call_3", name: "weather-delete_all", arguments: "{}" },
        ],
        finishReason: "tool_calls",
      }),
    );
    const turn = await model.respond(firstRequest, { stream });
    expect(turn.toolCalls).toEqual([
      {
        id: "call_1",
        name: "weather.get_forecast",
        arguments: undefined,
        parseError: expect.stringContaining("not valid JSON"),
      },
      {
        id: "call_2",
        name: "clock",
        arguments: undefined,
        parseError: "arguments must be a JSON object, got an array",
      },
      { id: "call_3", name: "weather-delete_all", arguments: {} },
    ]);
  });

  it("in strict mode sends strict schemas, no parallel calls, and gives optional nulls back as absent", async () => {
    const model = await modelAnswering(
      { strict: true },
      reply({
        toolCalls: [
          { id: "call_1", name: "weather-get_forecast", arguments: '{"city":"Oslo","days":null,"note":null}' },
        ],
        finishReason: "tool_calls",
      }),
    );
    const turn = await model.respond(firstRequest, { stream });
    const body = sent();
    expect(body.parallel_tool_calls).toBe(false);
    expect((body.tools as unknown[])[0]).toEqual({
      type: "function",
      function: {
        name: "weather-get_forecast",
        description: "Forecast for a city",
        parameters: {
          type: "object",
          properties: {
            city: { type: "string" },
            days: { type: ["integer", "null"] },
            note: { type: ["string", "null"] },
          },
          required: ["city", "days", "note"],
          additionalProperties: false,
        },
        strict: true,
      },
    });
    // `days` was optional: absent. `note` was nullable: its null stays.
    expect(turn.toolCalls).toEqual([
      { id: "call_1", name: "weather.get_forecast", arguments: { city: "Oslo", note: null } },
    ]);
  });

  it("sends no parallel_tool_calls with parallelToolCalls: null, strict or not: reasoning models (o1, o3, o4-mini) refuse the parameter", async () => {
    for (const strict of [true, false]) {
      const model = await modelAnswering({ strict, parallelToolCalls: null }, reply({ text: "Hi.", finishReason: "stop" }));
      await model.respond(firstRequest, { stream });
      expect(sent()).not.toHaveProperty("parallel_tool_calls");
    }
  });
});

describe("OpenAIModel strict mode", () => {
  it("refuses to send a schema strict mode cannot express, before any request", async () => {
    const model = await modelAnswering({ strict: true });
    const request: ModelRequest = {
      messages: [{ role: "user", content: "hi" }],
      tools: [
        {
          name: "kv.put",
          description: "Store",
          inputSchema: { type: "object", properties: { v: { type: "object" } }, additionalProperties: false },
        },
      ],
    };
    await expect(model.respond(request, { stream: false })).rejects.toThrow(StrictModeError);
    expect(wire.requests).toEqual([]);
  });
});
