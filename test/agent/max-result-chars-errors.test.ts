import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../src/agent/model.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { recordingAgent } from "./helpers.js";

// An error goes to the model as a tool result does, and stays in the history as long: a thrown
// error whose message carries a whole HTTP response body overflows the context window of every
// later request as a huge result would. maxResultChars cuts it too.

function toolResults(messages: readonly ChatMessage[] | undefined): string[] {
  return (messages ?? []).flatMap((m) => (m.role === "tool" ? m.results.map((r) => r.content) : []));
}

describe("maxResultChars and errors", () => {
  it("cuts a thrown error's result as it cuts a returned one", async () => {
    const registry = new ToolRegistry();
    const body = "<html>".repeat(1000);
    registry.register("pages.fetch", { type: "object" }, () => {
      throw new Error(`502 Bad Gateway: ${body}`);
    });
    const model = new ScriptedModel([{ toolCalls: [{ name: "pages.fetch" }] }, { text: "Down." }]);
    const agent = recordingAgent({ name: "guest", registry, model, maxResultChars: 100 });

    await agent.conversationWithTool("Fetch the page.");

    const whole = JSON.stringify({ error: "tool_error", message: `502 Bad Gateway: ${body}` });
    const cut = `${whole.slice(0, 100)}\n[result truncated: the first 100 of ${whole.length} characters]`;
    expect(toolResults(model.requests[1]?.messages)).toEqual([cut]);
    expect(agent.of("tool_result")[0]?.tool_result).toBe(cut);
  });

  it("leaves a short error whole", async () => {
    const registry = new ToolRegistry();
    registry.register("pages.fetch", { type: "object" }, () => {
      throw new Error("404");
    });
    const model = new ScriptedModel([{ toolCalls: [{ name: "pages.fetch" }] }, { text: "Gone." }]);
    const agent = recordingAgent({ name: "guest", registry, model, maxResultChars: 100 });

    await agent.conversationWithTool("Fetch the page.");

    expect(toolResults(model.requests[1]?.messages)).toEqual(['{"error":"tool_error","message":"404"}']);
  });
});
