import { describe, expect, it } from "vitest";
import type Anthropic from "@anthropic-ai/sdk";
import type OpenAI from "openai";
import type { ToolDefinition } from "../../src/agent/model.js";
import type { ToolEntry } from "../../src/manifest.js";
import { toAnthropicTools } from "../../src/providers/anthropic-tools.js";
import { StrictModeError, toOpenAITools } from "../../src/providers/openai-tools.js";

const forecast: ToolEntry = {
  name: "weather.get_forecast",
  description: "The forecast for a city",
  inputSchema: {
    type: "object",
    properties: { city: { type: "string" }, days: { type: "integer", default: 3 } },
    required: ["city"],
    additionalProperties: false,
  },
  outputSchema: { type: "array", items: { type: "number" } },
  idempotent: true,
  timeoutMs: null,
  allowedAgents: null,
  parameters: ["city", "days"],
  owner: { class: "Weather", member: "getForecast" },
  source: { file: "src/weather.ts", line: 3 },
};
const freeForm: ToolDefinition = {
  name: "kv.put",
  description: "Store anything",
  inputSchema: {
    type: "object",
    properties: { value: { type: "object" } },
    required: ["value"],
    additionalProperties: false,
  },
};

describe("toAnthropicTools", () => {
  it("puts the schema under input_schema with the name mapped, from manifest entries as they are", () => {
    const tools: Anthropic.Messages.Tool[] = toAnthropicTools([forecast]);
    expect(tools).toEqual([
      { name: "weather-get_forecast", description: "The forecast for a city", input_schema: forecast.inputSchema },
    ]);
  });
});

describe("toOpenAITools", () => {
  it("builds Chat Completions function tools, not strict by default", () => {
    const tools: OpenAI.Chat.Completions.ChatCompletionFunctionTool[] = toOpenAITools([forecast, freeForm]);
    expect(tools).toEqual([
      {
        type: "function",
        function: {
          name: "weather-get_forecast",
          description: "The forecast for a city",
          parameters: forecast.inputSchema,
          strict: false,
        },
      },
      {
        type: "function",
        function: { name: "kv-put", description: "Store anything", parameters: freeForm.inputSchema, strict: false },
      },
    ]);
  });

  it("sends strict schemas with strict: true", () => {
    const [tool] = toOpenAITools([forecast], { strict: true });
    expect(tool?.function.strict).toBe(true);
    expect(tool?.function.parameters).toEqual({
      type: "object",
      properties: { city: { type: "string" }, days: { type: ["integer", "null"], default: 3 } },
      required: ["city", "days"],
      additionalProperties: false,
    });
  });

  it("refuses strict mode for a schema it cannot express, naming the tool and the path", () => {
    let error: unknown;
    try {
      toOpenAITools([forecast, freeForm], { strict: true });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StrictModeError);
    const strictError = error as StrictModeError;
    expect(strictError.problems).toEqual([
      expect.objectContaining({ tool: "kv.put", path: "/properties/value", keyword: "additionalProperties" }),
    ]);
    expect(strictError.message).toContain("kv.put /properties/value: a free-form object");
  });
});
