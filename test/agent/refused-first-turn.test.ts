import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../src/agent/model.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { recordingAgent } from "./helpers.js";
import { agentWithSettledJob, sentAfterJob } from "./settled-job.js";

// A first turn the provider refused or filtered answered nothing: its prompt leaves the history with
// it, so the next conversation does not send the refused prompt again before its own.

function registry(): ToolRegistry {
  const r = new ToolRegistry();
  r.register("notes.clear", { type: "object" }, () => "cleared");
  return r;
}

function roles(messages: readonly ChatMessage[] | undefined): string[] {
  return (messages ?? []).map((m) => (m.role === "user" ? `user: ${m.content}` : m.role));
}

describe("a refused or filtered turn", () => {
  it("as the first turn: keeps no prompt, and the next conversation sends its own alone", async () => {
    const model = new ScriptedModel([{ text: "Hello." }, { text: "I can't help with that.", stopReason: "other" }, { text: "Hi." }]);
    const agent = recordingAgent({ name: "guest", registry: registry(), model });
    await agent.conversationWithTool("Hi.");

    const refused = await agent.conversationWithTool("Clear everything.");
    await agent.conversationWithTool("Hello again.");

    expect(refused).toMatchObject({ stopped: "other", text: "I can't help with that." });
    expect(roles(refused.messages)).toEqual(["user: Hi.", "assistant"]);
    expect(roles(model.requests[2]?.messages)).toEqual(["user: Hi.", "assistant", "user: Hello again."]);
  });

  it("as the first turn after a background task's note joined the prompt: the note stays, for the next prompt", async () => {
    const { agent, model } = await agentWithSettledJob(registry(), [{ text: "No.", stopReason: "other" }, { text: "It finished." }]);

    await agent.conversationWithTool("Status?");
    await agent.conversationWithTool("Is it done?");

    expect(sentAfterJob(model.requests[3]?.messages)).toEqual(["[background tasks finished]", "Is it done?"]);
  });

  it("after a turn: the prompt, the calls made and their results stay, for the model to see what was done", async () => {
    const model = new ScriptedModel([{ toolCalls: [{ id: "c1", name: "notes.clear" }] }, { text: "No more.", stopReason: "other" }]);
    const agent = recordingAgent({ name: "guest", registry: registry(), model });

    const refused = await agent.conversationWithTool("Clear the notes.");

    expect(refused.stopped).toBe("other");
    expect(roles(agent.messages)).toEqual(["user: Clear the notes.", "assistant", "tool"]);
  });
});
