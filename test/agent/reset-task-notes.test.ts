import { expect, it } from "vitest";
import { BaseAgent } from "../../src/agent/base-agent.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { until } from "./helpers.js";

// reset() while a conversation runs (a New chat button) leaves that conversation's history behind.
// A background task that settles meanwhile is told to the conversation the user goes on with, as it
// is after a reset() between conversations, not to the one left behind.

function isNote(message: { role: string; content?: unknown }): boolean {
  return message.role === "user" && typeof message.content === "string" && message.content.startsWith("[background tasks finished]");
}

it("keeps the note of a task settled after reset() for the next conversation", async () => {
  const registry = new ToolRegistry();
  registry.register("report.compile", { type: "object" }, () => new Promise((resolve) => setTimeout(() => resolve("compiled"), 20)), { timeoutMs: 1 });
  registry.register("notes.ping", { type: "object" }, () => "pong");
  const model = new ScriptedModel([
    { toolCalls: [{ name: "report.compile" }] },
    async () => {
      agent.reset();
      await until(() => agent.dispatcher.tasks.list()[0]?.state === "settled", "the task to settle");
      return { toolCalls: [{ name: "notes.ping" }] };
    },
    { text: "Done." },
    { text: "The report is compiled." },
  ]);
  const agent = new BaseAgent({ name: "assistant", registry, model, stdout: { write: () => true }, logger: { warn: () => undefined } });
  await agent.conversationWithTool("Compile the report.");
  await agent.conversationWithTool("Anything new?");

  expect(model.requests[2]?.messages.filter(isNote)).toEqual([]);
  expect(model.requests[3]?.messages).toEqual([
    { role: "user", content: "Anything new?" },
    { role: "user", content: '[background tasks finished]\n{"task_id":"task_1","tool":"report.compile","status":"done","result":"compiled"}' },
  ]);
});
