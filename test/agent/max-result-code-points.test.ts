import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../src/agent/model.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { recordingAgent } from "./helpers.js";

// maxResultChars counts characters as the README says and as the rest of gen-tools does (JSON
// Schema's maxLength): code points, not UTF-16 units, so a result of emoji or rarer CJK is not cut
// at half the characters it was allowed, and the line the model reads gives the true counts.

function toolResults(messages: readonly ChatMessage[] | undefined): string[] {
  return (messages ?? []).flatMap((m) => (m.role === "tool" ? m.results.map((r) => r.content) : []));
}

async function readResult(result: string, maxResultChars: number): Promise<string | undefined> {
  const registry = new ToolRegistry();
  registry.register("weather.icons", { type: "object" }, () => result);
  const model = new ScriptedModel([{ toolCalls: [{ name: "weather.icons" }] }, { text: "Rain." }]);
  const agent = recordingAgent({ name: "guest", registry, model, maxResultChars });
  await agent.conversationWithTool("Icons?");
  return toolResults(model.requests[1]?.messages)[0];
}

describe("maxResultChars counts code points", () => {
  it("keeps as many characters outside the Basic Multilingual Plane as it is given", async () => {
    expect(await readResult("🌧".repeat(200), 100)).toBe(`${"🌧".repeat(100)}\n[result truncated: the first 100 of 200 characters]`);
  });

  it("sends a result of exactly that many characters whole, though it has twice as many UTF-16 units", async () => {
    expect(await readResult("𠀋".repeat(50), 50)).toBe("𠀋".repeat(50));
  });

  it("cuts between characters where pairs and single units mix", async () => {
    expect(await readResult(`a🌧b🌧c`, 4)).toBe(`a🌧b🌧\n[result truncated: the first 4 of 5 characters]`);
  });
});
