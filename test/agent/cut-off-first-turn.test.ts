import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../src/agent/model.js";
import { ScriptedModel, type ScriptedReply } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { recordingAgent } from "./helpers.js";

// A turn cut off at the token limit keeps its text, not its calls (the last may be cut short). One
// cut off before it wrote any text leaves nothing: as a first turn it answered nothing, and its
// prompt must not stay to be answered with the next one (the model would run the abandoned delete).

function registry(): { registry: ToolRegistry; deleted: unknown[] } {
  const deleted: unknown[] = [];
  const r = new ToolRegistry();
  r.register("notes.delete", { type: "object", properties: { path: { type: "string" } } }, (args) => {
    deleted.push(args["path"]);
    return "deleted";
  });
  return { registry: r, deleted };
}

function roles(messages: readonly ChatMessage[] | undefined): string[] {
  return (messages ?? []).map((m) => (m.role === "user" ? `user: ${m.content}` : m.role));
}

const cutOffDelete: ScriptedReply = { toolCalls: [{ name: "notes.delete", arguments: { path: "/notes/2026" } }], stopReason: "max_tokens" };

describe("a turn cut off at the token limit before any text", () => {
  it("as the first turn: keeps no prompt, and the next conversation sends its own alone", async () => {
    const { registry: r, deleted } = registry();
    const model = new ScriptedModel([cutOffDelete, { text: "Hi." }]);
    const agent = recordingAgent({ name: "guest", registry: r, model });

    const cutOff = await agent.conversationWithTool("Delete /notes/2026-12-07.md.");
    await agent.conversationWithTool("Hello.");

    expect(cutOff).toMatchObject({ stopped: "max_tokens", text: "", steps: 1, messages: [] });
    expect(deleted).toEqual([]);
    expect(roles(model.requests[1]?.messages)).toEqual(["user: Hello."]);
  });

  it("after a turn: the prompt, the calls made and their results stay", async () => {
    const { registry: r, deleted } = registry();
    const model = new ScriptedModel([{ toolCalls: [{ name: "notes.delete", arguments: { path: "/a" } }] }, cutOffDelete]);
    const agent = recordingAgent({ name: "guest", registry: r, model });

    const cutOff = await agent.conversationWithTool("Delete /a and /notes/2026-12-07.md.");

    expect(cutOff).toMatchObject({ stopped: "max_tokens", steps: 2 });
    expect(deleted).toEqual(["/a"]);
    expect(roles(agent.messages)).toEqual(["user: Delete /a and /notes/2026-12-07.md.", "assistant", "tool"]);
  });

  it("with text: the prompt and the text stay", async () => {
    const { registry: r } = registry();
    const model = new ScriptedModel([{ ...cutOffDelete, text: "Deleting it." }]);
    const agent = recordingAgent({ name: "guest", registry: r, model });

    await agent.conversationWithTool("Delete /notes/2026-12-07.md.");

    expect(agent.messages).toEqual([
      { role: "user", content: "Delete /notes/2026-12-07.md." },
      { role: "assistant", text: "Deleting it.", toolCalls: [] },
    ]);
  });
});
