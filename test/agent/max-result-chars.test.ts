import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../src/agent/model.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { recordingAgent, until } from "./helpers.js";

// A tool result goes to the model whole, and with the history on every later request: one huge
// result can overflow the context window of every request after it. maxResultChars (opt-in) cuts
// what the model reads, and says so in the text it reads.

function toolResults(messages: readonly ChatMessage[] | undefined): string[] {
  return (messages ?? []).flatMap((m) => (m.role === "tool" ? m.results.map((r) => r.content) : []));
}

describe("maxResultChars", () => {
  it("cuts a longer result to its first characters and tells the model; a shorter one goes whole", async () => {
    const registry = new ToolRegistry();
    registry.register("logs.read", { type: "object" }, () => "x".repeat(1000));
    registry.register("logs.count", { type: "object" }, () => ({ lines: 1000 }));
    const model = new ScriptedModel([{ toolCalls: [{ name: "logs.read" }, { name: "logs.count" }] }, { text: "Read." }]);
    const agent = recordingAgent({ name: "guest", registry, model, maxResultChars: 100 });

    await agent.conversationWithTool("Read the logs.");

    expect(toolResults(model.requests[1]?.messages)).toEqual([
      `${"x".repeat(100)}\n[result truncated: the first 100 of 1000 characters]`,
      '{"lines":1000}',
    ]);
    expect(agent.of("tool_result")[0]?.tool_result).toBe(`${"x".repeat(100)}\n[result truncated: the first 100 of 1000 characters]`);
  });

  it("does not cut a character in two: a pair of surrogates at the cut goes out whole", async () => {
    const registry = new ToolRegistry();
    registry.register("weather.icons", { type: "object" }, () => `${"x".repeat(9)}🌧🌧`);
    const model = new ScriptedModel([{ toolCalls: [{ name: "weather.icons" }] }, { text: "Rain." }]);
    const agent = recordingAgent({ name: "guest", registry, model, maxResultChars: 10 });

    await agent.conversationWithTool("Icons?");

    expect(toolResults(model.requests[1]?.messages)).toEqual([`${"x".repeat(9)}🌧\n[result truncated: the first 10 of 11 characters]`]);
  });

  it("cuts a background task's result in the note that tells the model of it", async () => {
    const registry = new ToolRegistry();
    registry.register("logs.export", { type: "object" }, () => new Promise((resolve) => setTimeout(() => resolve("y".repeat(500)), 100)), { timeoutMs: 1 });
    const model = new ScriptedModel([{ toolCalls: [{ name: "logs.export" }] }, { text: "Exporting." }, { text: "Exported." }]);
    const agent = recordingAgent({ name: "guest", registry, model, maxResultChars: 80 });
    await agent.conversationWithTool("Export the logs.");
    await until(() => agent.dispatcher.tasks.get("task_1")?.state === "settled", "the export");

    await agent.conversationWithTool("Done?");

    // Cut as it would have been in the foreground; the report's own fields do not count.
    const result = `${"y".repeat(80)}\n[result truncated: the first 80 of 500 characters]`;
    const note = model.requests[2]?.messages.at(-1);
    expect(note?.role === "user" ? note.content : "").toBe(
      `[background tasks finished]\n${JSON.stringify({ task_id: "task_1", tool: "logs.export", status: "done", result })}`,
    );
  });

  it("is off by default, and must be a positive integer", async () => {
    const registry = new ToolRegistry();
    registry.register("logs.read", { type: "object" }, () => "x".repeat(100_000));
    const model = new ScriptedModel([{ toolCalls: [{ name: "logs.read" }] }, { text: "Read." }]);
    const agent = recordingAgent({ name: "guest", registry, model });
    await agent.conversationWithTool("Read the logs.");
    expect(toolResults(model.requests[1]?.messages)[0]).toHaveLength(100_000);

    expect(() => recordingAgent({ name: "guest", registry, model, maxResultChars: 0 })).toThrow("maxResultChars must be a positive integer, got 0");
  });
});
