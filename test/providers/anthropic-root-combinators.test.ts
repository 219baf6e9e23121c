import { describe, expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import type { ToolDefinition } from "../../src/agent/model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AnthropicAgent } from "../../src/providers/anthropic-agent.js";
import { AnthropicModel } from "../../src/providers/anthropic-model.js";
import { AnthropicSchemaError } from "../../src/providers/anthropic-tools.js";
import { anthropicJson } from "./anthropic-wire.js";
import { wireServerPerTest } from "./wire-server.js";

// The Messages API refuses anyOf, oneOf and allOf at the top level of input_schema, even beside
// type "object": every request offering such a tool fails, so none is sent.
const wire = wireServerPerTest();

const lookup: ToolDefinition = {
  name: "users.find",
  description: "A user by id or by email",
  inputSchema: {
    type: "object",
    properties: { id: { type: "integer" }, email: { type: "string" } },
    anyOf: [{ required: ["id"] }, { required: ["email"] }],
    oneOf: [{ required: ["id"] }, { required: ["email"] }],
    allOf: [{ properties: { id: { minimum: 1 } } }],
  },
};
const clock: ToolDefinition = {
  name: "clock",
  description: "The time",
  inputSchema: { type: "object", properties: {} },
};

async function client(): Promise<Anthropic> {
  const server = await wire.start([anthropicJson([{ text: "unused" }], "end_turn")]);
  return new Anthropic({ apiKey: "test-key", baseURL: server.baseURL, maxRetries: 0 });
}

describe("Anthropic tool schemas with a combinator at the root", () => {
  it("are refused before any request, naming the tool and each keyword's JSON Pointer", async () => {
    const model = new AnthropicModel({ client: await client(), model: "claude-test" });
    const request = { messages: [{ role: "user" as const, content: "Find ann@example.com" }], tools: [clock, lookup] };

    const error: unknown = await model.respond(request, { stream: false }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AnthropicSchemaError);
    const { problems, message } = error as AnthropicSchemaError;
    expect(problems.map((p) => [p.tool, p.path, p.keyword])).toEqual([
      ["users.find", "/anyOf", "anyOf"],
      ["users.find", "/oneOf", "oneOf"],
      ["users.find", "/allOf", "allOf"],
    ]);
    expect(message).toContain("users.find /anyOf: anyOf at the top level of input_schema is refused");
    expect(message).toContain("put the alternatives under a property");
    expect(wire.requests).toEqual([]);
  });

  it("end an agent's conversation with that error, for a tool the registry accepted", async () => {
    const registry = new ToolRegistry();
    registry.register("users.find", lookup.inputSchema, () => ({ name: "Ann" }));
    const agent = new AnthropicAgent({ name: "assistant", registry, client: await client(), model: "claude-test" });

    await expect(agent.conversationWithTool("Find ann@example.com")).rejects.toThrow(
      /users\.find \/anyOf: .*\n {2}users\.find \/oneOf: .*\n {2}users\.find \/allOf: /,
    );
    expect(wire.requests).toEqual([]);
  });

  it("let a combinator below the root through, as the API takes it", async () => {
    const model = new AnthropicModel({ client: await client(), model: "claude-test" });
    const nested: ToolDefinition = {
      ...lookup,
      inputSchema: { type: "object", properties: { key: { anyOf: [{ type: "integer" }, { type: "string" }] } } },
    };

    await model.respond({ messages: [{ role: "user", content: "Find 7" }], tools: [nested] }, { stream: false });

    expect(wire.sent()["tools"]).toEqual([{ name: "users-find", description: lookup.description, input_schema: nested.inputSchema }]);
  });
});
